/**
 * British and Australian catalogue names, and how-it-is-raised or how-it-is-made words the price comparison must not
 * lose: each read as the word (or words) the rest of the vocabulary uses. In lower case without accents, as names
 * are read (see product-name.ts).
 */

/** Multi-word terms, applied before the vocabulary's own (see vocabulary.ts). */
export const BRITISH_PHRASES: readonly [RegExp, string][] = [
  // How eggs and hens are raised is another product, as halal meat is.
  [/\bfree\s*-?\s*range\b/g, ' freerange '],
  [/\bcage\s*-?\s*free\b/g, ' cagefree '],
  // Self-raising flour holds a raising agent: no plain flour.
  [/\bself\s*-?\s*rais(?:ing|ed)\b/g, ' selfraising '],
  // Semi-skimmed milk (about 1.7 % fat) is neither skimmed milk nor whole; full cream milk is whole milk.
  [/\bsemi\s*-?\s*skim(?:med)?\b/g, ' semiskimmed '],
  [/\bfull\s*-?\s*cream\s+milk\b|\bmilk\s*,?\s*full\s*-?\s*cream\b/g, ' milk whole '],
  // Full-cream or full-fat milk is whole milk, said in a field of its own too ('MILK, UHT, FULL CREAM'). (Full-fat
  // coconut or another plant milk is no whole milk.)
  [
    /(?<=(?<!\b(?:coconut|almond|oat|soy|soya|rice|cashew)\s+)\bmilk\b.*)\bfull\s*-?\s*(?:cream|fat)\b|\bfull\s*-?\s*fat\b(?=\s+milk\b)/g,
    ' whole ',
  ],
  // Plain flour is all-purpose flour; easy cook rice is parboiled; old-fashioned oats are the rolled ones.
  [/\bplain\s+flour\b|\bflour\s*,?\s*plain\b/g, ' flour allpurpose '],
  [/\beasy\s*-?\s*cook\b/g, ' parboiled '],
  [/\bold\s*-?\s*fashioned\b(?=.*\boats?\b)|(?<=\boats?\b.*)\bold\s*-?\s*fashioned\b/g, ' '],
  [/\bsteel\s*-?\s*cut\b/g, ' steelcut '],
  // Potatoes of a named variety.
  [/\bmaris\s*-?\s*pipers?\b/g, ' marispiper '],
  [/\brooster(?=\s+potato)|(?<=\bpotato(?:es)?\s*,?\s*)rooster\b/g, ' rooster '],
  // Walnut halves and pieces are a grade of their own, cheaper than halves.
  [/\bhalves\s*(?:&|and|\+|n)\s*pieces\b/g, ' halfpiece '],
  // Flaked almonds are sliced ones; smooth peanut butter is the creamy one.
  [/\bflaked\s+almonds?\b|\balmonds?\s*,?\s*flaked\b/g, ' almond sliced '],
  [/\bsmooth(?=\s+peanut\s+butter\b)|(?<=\bpeanut\s+butter\b.*)\bsmooth\b/g, ' creamy '],
  // Tinned chopped tomatoes are diced ones; tomato purée of double concentrate is tomato paste.
  [/\bchopped\s+tomato(?:es)?\b|\btomato(?:es)?\s*,?\s*chopped\b/g, ' diced tomato '],
  [
    /\bdouble\s+concentrated?\s+tomato\s+puree\b|\btomato\s+puree\s*,?\s*\(?double\s+concentrated?\)?/g,
    ' concentrate double tomato paste ',
  ],
  [/\bxtra\s*-?\s*(?:vrgn|virgin)\b/g, ' extravirgin '],
  [/\bscotch\s*-?\s*bonnets?\b/g, ' scotchbonnet '],
  // Chiles after their kind ('Dried Guajillo Chiles') are peppers ('Chile' alone may be the country).
  [
    /(?<=\b(?:guajillo|ancho|pasilla|arbol|mulato|morita|jalapeno|serrano|habanero|chipotle|poblano)s?\s+)chiles?\b/g,
    ' pepper ',
  ],
  [/\bpotato(?:es)?\s*,?\s*sweet\b/g, ' sweetpotato '],
  // A ripe plantain is a yellow one.
  [/(?<=\bplantains?\b.*)\bripe\b|\bripe(?=\s+plantains?\b)/g, ' yellow '],
  [/\bs\s*\/\s*off\b/g, ' skinless '],
  // Mince (minced) beside a meat is ground meat (in French 'mince' is thin).
  [
    /(?<=\b(?:beef|lamb|pork|chicken|turkey|veal|goat|mutton)\s*,?\s*)minced?\b|\bminced?(?=\s+(?:beef|lamb|pork|chicken|turkey|veal|goat|mutton|meat)\b)/g,
    ' ground ',
  ],
  [/\bblack\s*-?\s*eyed?\s+peas?\b|\bpeas?\s*,?\s*black\s*-?\s*eyed?\b/g, ' blackeyed pea '],
  // Sweet peppers are bell peppers; garden peas are green peas.
  [/\bsweet\s+peppers?\b|\bpeppers?\s*,\s*sweet\b/g, ' pepper '],
  [/\bgarden\s+peas?\b/g, ' green pea '],
  // White (Dutch) cabbage is the green (round, smooth) cabbage, as Weißkohl and valkokaali are.
  [/\bwhite\s+(?:dutch\s+)?cabbages?\b|\bcabbages?\s*,?\s*white\b(?:\s*\(\s*dutch\s*\))?/g, ' green cabbage '],
  // An oil's drum is its container; tofu packed in water is the usual tofu.
  [/(?<=\boil\b.*)\bdrums?\b/g, ' '],
  [/(?<=\btofu\b.*)\bwater\s*-?\s*(?:packed|pac?ke?d?|pk)\b/g, ' '],
  // Diced tomatoes in tomato juice are diced tomatoes ('in juice' says nothing either).
  [/\bin\s+tomato\s+juice\b/g, ' '],
  // Single cream is light cream (double cream, of 48 %, is richer than heavy cream); soured cream is sour cream.
  [/\bsingle\s+cream\b|\bcream\s*,?\s*single\b/g, ' light cream '],
  [/\bsoured\s+cream\b|\bcream\s*,?\s*soured\b/g, ' sourcream '],
  // Strong (white) flour is bread flour; wholemeal is whole wheat; self-rising flour is self-raising flour.
  [
    /\bstrong\s+(?:(?:white|plain|bread)\s+)*flour\b|\bflour\s*,?\s*strong(?:\s*,?\s*(?:white|bread)\b)*/g,
    ' bread flour ',
  ],
  [/\bself\s*-?\s*rising\b/g, ' selfraising '],
  // Cos lettuce is romaine; mangetout are snow peas; Chinese leaf is napa cabbage; chestnut mushrooms are cremini.
  [/\bcos(?:\s+lettuce)?\b(?=.*\blettuce\b)|\bcos\s+lettuces?\b|\blettuces?\s*,?\s*cos\b/g, ' romaine '],
  [/\bmange\s*-?\s*touts?\b/g, ' snowpea '],
  // Castor sugar is caster sugar; plain chocolate is dark; butter beans are lima beans; fish fingers are fish sticks;
  // mixed salad leaves are spring mix; baps are buns; chilli flakes are crushed red pepper.
  [/\bcastor\s+sugar\b/g, ' superfine sugar '],
  [/\bplain\s+chocolate\b|\bchocolate\s*,?\s*plain\b(?!\s+(?:milk|white))/g, ' dark chocolate '],
  [/\bbutter\s+beans?\b/g, ' lima bean '],
  [/\bfish\s+fingers?\b/g, ' fish stick '],
  [/\bmixed\s+(?:salad\s+)?leaves\b|\bsalad\s+leaves\s*,?\s*mixed\b/g, ' springmix '],
  [/\bburger\s+baps?\b/g, ' hamburger bun '],
  [/\bbaps?\b/g, ' bun '],
  [/\bchill?i(?:es)?\s+flakes?\b|\bflakes?\s*,?\s*chill?i\b/g, ' crushed red pepper '],
  // Chicken thigh fillets are boneless and skinless, unless said to keep the skin.
  [/\bthigh\s+fillets?\b(?!.*\bskin\s*-?\s*on\b)/g, ' thigh boneless skinless '],
  // French beans are green beans (not French-cut ones); sugar snaps are sugar snap peas.
  [/\bfrench\s+beans?\b/g, ' greenbean '],
  [/\bsugar\s*-?\s*snaps?\b(?!\s*-?\s*peas?\b)/g, ' snappea '],
  [/\bchinese\s+leaf\b|\bchinese\s+leaves\b/g, ' napa cabbage '],
  [/\bchestnut\s+mushrooms?\b|\bmushrooms?\s*,?\s*chestnut\b/g, ' cremini mushroom '],
  // Closed cup mushrooms are white button mushrooms; flat (open) mushrooms are portobellos.
  [
    /\b(?:closed\s*-?\s*cup|button)\s+mushrooms?\b|\bmushrooms?\s*,?\s*(?:closed\s*-?\s*cup|button)\b/g,
    ' button mushroom ',
  ],
  [/\bflat\s+mushrooms?\b|\bmushrooms?\s*,?\s*flat\b/g, ' portobello mushroom '],
  // The colour of a British milk's cap (blue whole, green semi-skimmed, red skimmed) says what its name says.
  [
    /(?<=\bmilk\b.*)\(\s*(?:blue|green|red|orange|purple)\s*(?:top|cap)?\s*\)|\b(?:blue|green|red)\s+(?:top|cap)\b(?=.*\bmilk\b)/g,
    ' ',
  ],
  // Beef cuts said the British way: fillet steak is tenderloin, topside top round, silverside bottom round.
  [/\bfillet\s+steaks?\b/g, ' tenderloin steak '],
  [/\bbeef\s+fillets?\b|\bfillets?\s*,?\s*beef\b/g, ' beef tenderloin '],
  [/\bblack\s+treacle\b/g, ' molasses '],
  [/\btopside\b/g, ' topround '],
  [/\bsilverside\b/g, ' bottomround '],
  // Passata is strained tomato (tomato purée as sold in North America).
  [/\bpassata\b/g, ' tomato puree '],
  // Mature cheddar is sharp cheddar, extra mature (vintage) extra sharp.
  [
    /\b(?:extra|vintage)\s*-?\s*mature\b(?=.*\bched)|(?<=\bched\w*\b.*)\b(?:extra|vintage)\s*-?\s*mature\b/g,
    ' extrasharp ',
  ],
  [/\bmature\b(?=.*\bched)|(?<=\bched\w*\b.*)\bmature\b/g, ' sharp '],
  // Disposables and cleaning: kitchen roll (blue roll) is paper towel, bin bags and refuse sacks are can liners,
  // washing-up liquid is the dish detergent for washing pots and pans by hand, washing powder laundry detergent, hand wash hand soap, baking
  // parchment parchment paper.
  [/\bkitchen\s+(?:roll|paper|towel)s?\b|\bblue\s+rolls?\b/g, ' towel roll '],
  [/\b(?:bin|refuse|rubbish)\s+(?:bags?|sacks?|liners?)\b/g, ' liner '],
  [
    /\bwashing\s*-?\s*up\s+liquid\b|\bdish\s*(?:washing|wash)?\s+(?:liquid|soap|detergent)\b|\bdishwashing\s+(?:liquid|soap|detergent)\b/g,
    ' detergent potpan ',
  ],
  [/\bwashing\s+(?:powder|liquid)\b/g, ' laundry detergent '],
  [/\bhand\s*-?\s*wash\b/g, ' soap '],
  [/\bbaking\s+parchment\b/g, ' paper '],
  // Centrefeed rolls are centre-pull towels; stewing steak is beef stew meat; lardons are diced bacon.
  [/\bcent(?:re|er)\s*-?\s*feed(?:\s+(?:rolls?|towels?))?\b/g, ' center towel '],
  [/\bstewing\s+steak\b|\bsteak\s*,?\s*stewing\b/g, ' beef '],
  [/\blardons?\b/g, ' bacon diced '],
];

/** Single words and the English word each is read as. */
export const BRITISH_WORDS: Readonly<Record<string, string>> = {
  capsicum: 'pepper',
  capsicums: 'pepper',
  rocket: 'arugula',
  rapeseed: 'canola',
  prawn: 'shrimp',
  prawns: 'shrimp',
  courgette: 'zucchini',
  courgettes: 'zucchini',
  aubergine: 'eggplant',
  aubergines: 'eggplant',
  skimmed: 'skim',
  unsmoked: 'unsmoked',
  tinned: 'canned',
  zabiha: 'halal',
  blackeye: 'blackeyed',
  chilli: 'chili',
  chillies: 'chili',
  chilies: 'chili',
  thickened: 'thickened',
  mixture: 'mixture',
  honeycomb: 'honeycomb',
  omasum: 'omasum',
  seed: 'seed',
  // Caster sugar is superfine sugar; back rashers are back bacon; pinhead oats are steel-cut.
  caster: 'superfine',
  superfine: 'superfine',
  rasher: 'bacon',
  pinhead: 'steelcut',
  blanched: 'blanched',
  // Produce, fish and dry goods said the British way.
  swede: 'rutabaga',
  swedes: 'rutabaga',
  mangetout: 'snowpea',
  beetroot: 'beet',
  beetroots: 'beet',
  celeriac: 'celery root',
  coley: 'pollock',
  gammon: 'ham',
  sultana: 'golden grape',
  sultanas: 'golden grape',
  treacle: 'molasses',
  // Cornflour (one word) is cornstarch; corn flour (two) is ground corn.
  cornflour: 'cornstarch',
  wholemeal: 'wholewheat',
  groundnut: 'peanut',
  sweetcorn: 'corn',
  crisps: 'potato chip',
  scourer: 'scrubber',
  scourers: 'scrubber',
  clingfilm: 'film',
};
