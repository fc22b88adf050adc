/**
 * The English words catalogue names are read into, and a guess at the word an unknown distributor abbreviation
 * stands for. Distributors shorten words in two ways: dropping the vowels ('CRMBL' crumbled, 'WTR' water, 'GRND'
 * ground) and cutting the end off ('ITAL' Italian, 'SHRD' both). A short form is read as a word of the lexicon only
 * when exactly one word fits it best, so 'BLK' (black or block) stays as it is unless listed in the vocabulary.
 */

/** Words that describe foodservice products, besides the nouns and the vocabulary's own readings. */
const DESCRIPTORS = `
crumbled shredded grated sliced diced chopped minced whole halved quartered peeled deveined boneless skinless
frozen smoked cured cooked uncooked raw roasted grilled breaded battered marinated seasoned unseasoned salted
unsalted sweetened unsweetened plain natural organic instant dry dried wild farmed atlantic pacific kosher halal
italian mild medium hot sharp aged light dark heavy lean extra jumbo large small baby mini petite thin thick chunk
chunky flaked crushed puree ground cracked coarse fine granulated powder powdered liquid concentrate condensed
evaporated skim lowfat reduced sodium gluten vegan white yellow red green black brown golden blue purple orange pink
crown floret head stalk leaf spear wedge strip stick cube slice kernel chip flake round square back spare shank tube
butt picnic belly chuck brisket packer flatcut pointcut deckleoff flank skirt short center fried melted tender part half quarter split double single regular
original classic traditional spicy sweet sour smooth crunchy creamy unbleached bleached enriched refined unrefined virgin
clear frying baking cooking whipping whipped sparkling still seltzer seedless seeded pitted stuffed marinara alfredo
pesto ranch caesar balsamic italian greek english french mexican irish european cajun buffalo barbecue teriyaki hoisin
sesame rose gulf vannamei andouille tasso sassafras rope pickled wide triple slab wrapper
walnut almond pecan peanut cashew pistachio hazelnut coconut raisin cranberry cherry blackberry plum lemonade soda
cola water juice syrup seasoning spice salt sugar flour oil vinegar butter cream cheese milk egg yolk
chili shallot leek turnip beet radish parsnip pumpkin squash asparagus artichoke fennel mint thyme rosemary oregano
blood chive bay cinnamon nutmeg turmeric paprika cumin anchovy octopus fish vegetable meatball salami pepperoni
prosciutto chop rack noodle oat oatmeal semolina cocoa jam jelly plate bowl utensil foil film wrap bag liner
sanitizer detergent degreaser bleach soap dish glass window floor towel tissue roll dispenser sponge scrubber
bamboo wrapped tentacle
breakfast tuscan calabrese country
container clamshell hinged portion deli souffle
sriracha sambal toasted semisweet decaf caffeinated diet lite thawed nonfat fatfree sugarfree glutenfree lowsodium flavored refried
cake pastry bread allpurpose hardwheat softwheat semolina durum rye spelt buckwheat cornmeal masa tapioca arrowroot
basmati jasmine arborio carnaroli sushi wild parboiled converted longgrain shortgrain brown calrose glutinous mung
samba ponni matta sonamasoori bomba camel
dough
rainbow
russet yukon gold red fingerling idaho kennebec sweetpotato yam
gala fuji granny smith honeycrisp mcintosh macintosh cortland ambrosia empire spartan delicious braeburn
spanish vidalia sweet pearl cipollini shallot scallion green
roma plum cherry grape beefsteak heirloom vine field hothouse
iceberg romaine boston bibb butter leaf arugula mesclun spring frisee radicchio endive kale chard
brioche potato pretzel kaiser ciabatta focaccia sourdough multigrain wholewheat challah pita naan lavash
hoagie sub onion sesame poppy cracker
shoestring steakhouse wedge waffle curly crinkle straightcut battered seasoned skinon
portobello cremini shiitake oyster enoki chanterelle morel porcini
deep shallow cane waxy floury porridge
jalapeno habanero serrano poblano chipotle bell banana anaheim
thai genovese
cheddar mozzarella parmesan romano asiago gruyere havarti muenster colby jack monterey pepperjack american
provolone swiss gouda brie camembert feta ricotta mascarpone goat blue gorgonzola bocconcini burrata paneer halloumi
old mild medium sharp extrasharp aged marble orange white
angus wagyu choice prime select grassfed
tenderloin striploin ribeye sirloin chuck brisket flank skirt hanger shank oxtail short ribs rib back spare baby
butt shoulder belly loin chop cutlet ham hock jowl trotter
knuckle marrow femur hump neck
breast thigh wing drumstick leg quarter whole tender tenderloin nugget strip
atlantic pacific sockeye coho chinook king keta pink steelhead arctic char
tiger white black pink rock spot argentine
bay sea
jumbo colossal extra large medium small petite
king snow dungeness blue lump claw jumbo backfin imitation
clam littleneck cherrystone manila quahog
canola soybean sunflower safflower corn peanut sesame avocado vegetable blend pomace frying
balsamic cider malt rice redwine whitewine sherry
dijon yellow honey grainy wholegrain
kosher iodized noniodized sea table pickling rock flake
granulated icing powdered demerara turbinado muscovado raw
whole skim lowfat reduced fat homogenized buttermilk chocolate evaporated condensed
salted unsalted cultured
greek plain vanilla strawberry
liquid yolk white
penne rigatoni fusilli rotini farfalle linguine fettuccine spaghetti spaghettini angelhair orzo macaroni elbow lasagna
gnocchi ravioli tortellini
flour corn wholewheat spinach tomato
nitrile vinyl latex poly polyethylene foam paper plastic aluminum compostable kraft
dinner beverage cocktail luncheon
standard heavyduty
`;

/** The descriptor words above. */
export const DESCRIPTOR_WORDS: readonly string[] = DESCRIPTORS.split(/\s+/).filter(Boolean);

let lexicon: Set<string> | null = null;

/** The lexicon: the descriptors above and the given words (nouns, readings) — set once by the vocabulary's user. */
export function useLexicon(words: Iterable<string>): void {
  lexicon = new Set([...DESCRIPTOR_WORDS, ...words]);
}

export function inLexicon(word: string): boolean {
  return lexicon?.has(word) ?? false;
}

const VOWELS = /[aeiouy]/g;
/** The letters a vowel-dropping abbreviation keeps: the first letter, then the consonants ('crumbled' → 'crmbld'). */
const skeleton = (w: string) => w[0] + w.slice(1).replace(VOWELS, '');

function isSubsequence(short: string, long: string): boolean {
  let i = 0;
  for (const c of long) if (c === short[i]) i++;
  return i === short.length;
}

const guesses = new Map<string, string | null>();

/**
 * The lexicon word an abbreviation stands for, or null (see guess). `cut`: the name is in capitals, where words cut
 * short ('ITAL') are abbreviations; in a mixed-case name such a word ('Pick') is taken as it is.
 */
export function guessAbbreviation(token: string, cut = true): string | null {
  const key = `${cut ? 1 : 0}${token}`;
  if (!guesses.has(key)) {
    if (guesses.size > 50_000) guesses.clear();
    guesses.set(key, guess(token, cut));
  }
  return guesses.get(key) ?? null;
}

/**
 * The lexicon word an abbreviation stands for, or null: for a vowel-less form of three letters or more, the word
 * whose consonants it is (best), begins (next) or is drawn from in order (last), one word alone at the best of
 * these; for a form of four letters or more with vowels, the one word it begins.
 */
function guess(token: string, cut: boolean): string | null {
  if (!lexicon || token.length < 3 || lexicon.has(token) || !/^[a-z]+$/.test(token)) return null;
  if (!cut && !/^.[^aeiouy]+$/.test(token)) return null;
  const vowelless = token.slice(1).replace(VOWELS, '') === token.slice(1);
  const tiers: Set<string>[] = [new Set(), new Set(), new Set()];
  for (const w of lexicon) {
    if (w[0] !== token[0] || w.length <= token.length) continue;
    if (!vowelless) {
      if (token.length >= 4 && token.length <= 0.6 * w.length && w.startsWith(token)) tiers[1]?.add(w);
      continue;
    }
    const s = skeleton(w);
    if (s === token) tiers[0]?.add(w);
    else if (s.startsWith(token) || w.startsWith(token)) tiers[1]?.add(w);
    else if (token.length >= 4 && isSubsequence(token, w)) tiers[2]?.add(w);
  }
  for (const tier of tiers) {
    if (tier.size === 0) continue;
    // 'crumble' and 'crumbled' are one word here.
    const stems = new Set([...tier].map((w) => w.replace(/(?:ed|es|s|d)$/, '')));
    return stems.size === 1 ? [...tier].sort((a, b) => a.length - b.length)[0]! : null;
  }
  return null;
}
