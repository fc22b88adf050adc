/**
 * More words of catalogue names, read as vocabulary.ts reads its own (lower case, without accents): meat packers'
 * abbreviations and grades, produce houses' size words, Quebec French names of products, of sizes and of
 * disposables and chemicals, and the ways a count per pound is written.
 */

import { AFFINEUR, AFFINEUR_PHRASES } from './affineur.js';
import { BALTIC, BALTIC_PHRASES } from './baltic.js';
import { COMMISSARY_PHRASES, COMMISSARY_WORDS } from './commissary.js';
import { CREOLE_PHRASES } from './creole.js';
import { FARM_MARKET_PHRASES } from './farm-market.js';
import { FILIPINO } from './filipino.js';
import { FRENCH_ABBREVIATED_PHRASES, FRENCH_ABBREVIATED_WORDS } from './french-abbreviations.js';
import { FRESHWATER_FISH, FRESHWATER_FISH_PHRASES } from './freshwater-fish.js';
import { INFLIGHT_PHRASES, INFLIGHT_WORDS } from './inflight.js';
import { SEA_FISH_PHRASES } from './sea-fish.js';
import { SHELLFISH } from './shellfish.js';
import { SOUTH_AFRICAN } from './south-african.js';

/** Multi-word terms read as one word (or a few), applied before vocabulary.ts's own (no capturing groups). */
export const MORE_PHRASES: readonly [RegExp, string][] = [
  ...INFLIGHT_PHRASES,
  ...CREOLE_PHRASES,
  ...COMMISSARY_PHRASES,
  ...BALTIC_PHRASES,
  // The cuts of the beef round as British and American butchers name them: topside is the top (inside) round,
  // silverside the bottom (outside) round and its flat, and the eye of round is one cut of its own.
  [/\btop\s*-?\s*side\b|\b(?:top|inside)\s+(?:round|rnd)\b|\b(?:round|rnd)\s*,?\s*(?:top|inside)\b/g, ' topround '],
  [
    /\bsilver\s*-?\s*side\b|\b(?:bottom|outside)\s+(?:round|rnd)(?:\s+flat)?\b|\b(?:round|rnd)\s*,?\s*(?:bottom|outside)(?:\s+flat)?\b/g,
    ' bottomround ',
  ],
  [/\beye\s+(?:of\s+)?(?:round|rnd)\b|\b(?:round|rnd)\s*,?\s*eye\b/g, ' eyeofround '],
  // Naga negi, the Japanese long onion, is an onion of its own kind, thick as a leek (a bunch of negi beside green
  // onions is of scallions); kyuri is the Japanese cucumber, a kind of its own.
  [/\bnaga\s*-?\s*negi\b|\b(?:japanese\s+)?long\s+onions?\b/g, ' naganegi '],
  [/\bkyuri\b|\bjapanese\s+cucumbers?\b/g, ' kyuri cucumber '],
  // Ōba (aojiso) is the green shiso leaf; kome-zu is plain rice vinegar, sushi-zu the seasoned one.
  [/\b(?:oh?ba|aojiso|ao\s*-?\s*jiso)\b/g, ' green shiso '],
  [/\bkome\s*-?\s*zu\b/g, ' rice vinegar unseasoned '],
  [/\bsushi\s*-?\s*zu\b/g, ' rice vinegar seasoned '],
  // Escallion is the Caribbean spelling of scallion; filo is phyllo; soya beans are soybeans.
  [/\bescallions?\b/g, ' scallion '],
  [/\bfilo\b/g, ' phyllo '],
  // Fillo is the American spelling of phyllo (Greek 'fillo kroustas' is read in greek.ts).
  [/\bfillo\b(?!\s+kr)/g, ' phyllo '],
  // A ribeye roll with its lip (the cap's thin end, IMPS 112A) is another cut than one trimmed lip-off.
  [/\blip\s*-?\s*on\b/g, ' lipon '],
  [/\blip\s*-?\s*off\b/g, ' lipoff '],
  [/\bsoya\s*-?\s*beans?\b/g, ' soybean '],
  // Lard glossed in Spanish ('LARD MANTECA'): manteca is the lard itself.
  [/(?<=\blard\b.*)\bmanteca\b|\bmanteca\b(?=.*\blard\b)/g, ' '],
  // Saltfish (Caribbean) and salted cod are salt cod; red peas (Jamaica) are red kidney beans; koikuchi is the
  // ordinary soy sauce, its '(dark)' no darker one.
  [/\bsalt\s*-?\s*fish\b|\bsalted\s+cod\b|\bcod\s*,?\s*salted\b/g, ' salt cod '],
  [/(?<!\bsplit\s+)\bred\s+peas\b/g, ' red bean '],
  [/\bkoikuchi\s*\(\s*dark\s*\)/g, ' koikuchi '],
  // A glove's size as a letter in a field of its own ('Nitrile gloves, L'): small, medium, large, extra large.
  [/(?<=\bgloves?\b.*,\s*)s(?=\s*(?:[,;(「【]|$))/g, ' small '],
  [/(?<=\bgloves?\b.*,\s*)m(?=\s*(?:[,;(「【]|$))/g, ' medium '],
  [/(?<=\bgloves?\b.*,\s*)l(?=\s*(?:[,;(「【]|$))/g, ' large '],
  [/(?<=\bgloves?\b.*,\s*)xl(?=\s*(?:[,;(「【]|$))/g, ' xl '],
  // 'Low Fat', 'low-fat': lowfat, as 'LOWFAT' is read (not the fat of a whole milk).
  [/\blow\s*-?\s*fat\b/g, ' lowfat '],
  // Vegetable oil of soybeans ('Vegetable Oil (Soybean)') is the soybean oil: 'vegetable' says no more.
  [/\bvegetable\b(?=\s+oil\b.*\bsoy(?:bean)?s?\b)/g, ' '],
  // A bid list's "or equal" (any brand as good will do) says nothing of the product.
  [/\bor\s+(?:an?\s+)?(?:equal|equivalent|approved\s+equal)\b/g, ' '],
  // A halal meat house's hand-slaughtered bird is its zabiha one.
  [/\bhand\s*-?\s*slaughtered\b/g, ' halal '],
  // A seasoning without pepper (adobo sin pimienta) names no pepper: it is the pepper-free kind.
  [/\b(?:without|sin|no)\s+(?:black\s+)?(?:pepper|pimienta)\b/g, ' pepperfree '],
  // Fine green beans: filet (French), extra-fins, extrafein (German) are one grade.
  [
    /\b(?:haricots?\s+verts?|green\s+beans?|beans?\s*,?\s*green(?:\s*,?\s*french)?|bohnen)\s*,?\s*(?:filet|extra\s*-?\s*fins?|extra\s*-?\s*fine|extrafein)\b/g,
    ' greenbean extrafine ',
  ],
  // Cherry tomatoes are red unless said otherwise.
  [
    /\b(?:tomato(?:es)?\s*,?\s*cherry|cherry\s+tomato(?:es)?)\s*,?\s*red\b|\bred\s+cherry\s+tomato(?:es)?\b/g,
    ' cherry tomato ',
  ],
  // Chanterelles, porcini, morels, shiitake, enoki and maitake are mushrooms: saying so says no more.
  [/(?<=\b(?:chanterelle|porcini|morel|shiitake|enoki|maitake)s?\s+)mushrooms?\b/g, ' '],
  // Grass-fed beef; egg-free (eggless) mayonnaise.
  [/\bgrass\s*-?\s*fed\b/g, ' grassfed '],
  // Pastured hens and chickens are raised on pasture; milk not homogenized (cream-line) is sold apart.
  [/\bpastured\b/g, ' pastureraised '],
  // Butter rolled by hand into a roll (a farm market's 2 lb roll) is sold apart from prints.
  [/\bhand\s*-?\s*rolled\b/g, ' handrolled '],
  [/\b(?:non|un)\s*-?\s*homogeni[sz]ed\b|\bnon\s+homogeneise\b|\bcream\s*-?\s*line\b/g, ' nonhomogenized '],
  [/\begg\s*-?\s*free\b|\beggless\b/g, ' eggfree '],
  // Diet and allergen tags closing a name ('[GF][DF][V][NF]', '[Low FODMAP]') are a menu's legend, put on products
  // of any kind: what a dairy-free cheese or a gluten-free flour is, its name says in words.
  [/\[\s*(?:gf|df|v|vg|ve|vegan|nf|tnf|sf|ef|low\s+fodmap|keto|paleo|k|h)\s*\]/g, ' '],
  // A gluten-free flour, bread or pasta is sold apart from the wheat one.
  [/\bgluten\s*-?\s*free\b|\b(?:sans|sin|senza)\s+gluten[eo]?\b/g, ' glutenfree '],
  // A dairy-free (non-dairy) cheese or cream, a cheese alternative and a plant butter are plant-based ones.
  [/\b(?:dairy\s*-?\s*free|non\s*-?\s*dairy)\b|\b(?:cheese|dairy)\s+alternatives?\b/g, ' vegan '],
  [/\bplant\s+(?=(?:butter|milk|cream|cheese|mozzarella|cheddar)s?\b)/g, ' vegan '],
  // A cocktail napkin is a beverage napkin; a stir stick a stirrer.
  [/\bcocktail\s+napkins?\b/g, ' napkin beverage '],
  [/\bstir\s*-?\s*sticks?\b/g, ' stirrer '],
  ...FRENCH_ABBREVIATED_PHRASES,
  ...FRESHWATER_FISH_PHRASES,
  ...SEA_FISH_PHRASES,
  ...FARM_MARKET_PHRASES,
  ...AFFINEUR_PHRASES,
  // Vietnamese 'tương ớt' is chili sauce ('Tương Ớt Sriracha').
  [/\btuong\s+ot\b/g, ' hot chili sauce '],
  // Plant drinks are sold as milks ('Oat drink', 'Almondmilk'); 'ready to use' is RTU; flat-leaf parsley is Italian.
  [/\boat\s*(?:drink|beverage|milk)\b|\bboisson\s+d\s*['’]?\s*avoine\b/g, ' oat milk '],
  [/\balmond\s*(?:drink|beverage|milk)\b|\bboisson\s+d\s*['’]?\s*amande\b/g, ' almond milk '],
  [/\bsoya?\s*(?:drink|beverage|milk)\b|\bboisson\s+de\s+soya?\b/g, ' soy milk '],
  // Atta is a whole wheat flour (stone-ground fine, sold apart); green gram (moong) is the mung bean.
  [/\b(?:whole\s*-?\s*wheat\s+)?atta(?:\s+flour)?\b/g, ' atta wholewheat flour '],
  [/\bgreen\s+grams?\b/g, ' mung bean '],
  // Sona masoori, a South Indian rice.
  [/\bsona\s*-?\s*mas+(?:oo?|u)ri\b/g, ' sonamasoori '],
  // Portion-control packs are portions ('PORTION CTRL'), no chanterelles.
  [/\bportion\s*-?\s*(?:ctrl|cntrl|cntl|control)\b/g, ' portion '],
  // A pizza box and a pizza saver (the tripod keeping the lid off) are no pizza.
  [/\bpizza\s+box(?:es)?\b|\bbox(?:es)?\s*,?\s+pizza\b/g, ' pizzabox '],
  [/\bpizza\s+savers?\b|\bpizza\s+tripods?\b/g, ' pizzasaver '],
  // Dough portioned in balls is that dough.
  [/\bdough\s+balls?\b/g, ' dough '],
  [/\brice\s*(?:drink|beverage)\b/g, ' rice milk '],
  [/\bcashew\s*(?:drink|beverage)\b/g, ' cashew milk '],
  [/\bready\s*-?\s*to\s*-?\s*use\b|\bpret\s+a\s+l\s*['’]?\s*emploi\b/g, ' rtu '],
  [/\bflat\s*-?\s*(?:leaf\s+)?parsley\b/g, ' italian parsley '],
  // Spring mix (mesclun) is a salad of its own, whatever it is packed in.
  [/\bspring\s+mix\b|\bmesclun\b/g, ' springmix '],
  // French vanilla (custard) is a flavour of its own.
  [/\bfrench\s+vanilla\b|\bvanille\s+francaise\b/g, ' frenchvanilla '],
  // Juice with and without pulp are two products; 'NOT FROM CONC' is not from concentrate.
  [/\bnot\s*-?\s*from\s*-?\s*conc\b/g, ' notfromconcentrate '],
  [/\bno\s+pulp\b|\bpulp\s*-?\s*free\b|\bsans\s+pulpe\b|\bsin\s+pulpa\b/g, ' nopulp '],
  [/\b(?:high|hi|extra|some)\s+pulp\b|\bpulpe\b|\bpulpa\b/g, ' pulp '],
  // Bakery: unbaked (ready to bake, raw dough), par-baked and baked (ready to serve, thaw and serve) are three products.
  [/\bnon\s*-?\s*cuite?s?\b|\bready\s*-?\s*to\s*-?\s*bake\b|\bun\s*-?\s*baked\b|\brtb\b|\ba\s+cuire\b/g, ' unbaked '],
  [/\bpar\s*-?\s*baked?\b|\bprecuite?s?\b|\bpar\s*-?\s*cuite?s?\b|\bprecocidos?\b/g, ' parbaked '],
  // USDA grades tell beef apart: Choice is not Select.
  [/\busda\s+(?:grade\s+)?choice\b/g, ' usdachoice '],
  [/\busda\s+(?:grade\s+)?select\b/g, ' usdaselect '],
  [/\busda\s+(?:grade\s+)?prime\b/g, ' usdaprime '],
  // 100 % beef, all beef: beef.
  [/\b(?:all|100\s*%)\s*-?\s*(?:beef|bf|boeuf)\b/g, ' beef '],
  [/\bhardwood\s+smoked\b|\bhwd\s+smk\b/g, ' smoked '],
  [/\bb\s*\/\s*i\b/g, ' bonein '],
  // Franks (not the hot sauce), wieners: franks.
  [/\bfranks?\b(?!\s*s?\s*red\s*hot)|\bwieners?\b/g, ' frank '],
  [/\bs\s*\/\s*o\b/g, ' skinon '],
  // Quebec names: boneless chicken 'cuisses' are thighs, 'pilons et ailerons' split wings, 'champignons café'
  // cremini, baby bella cremini, 'mini-carottes' baby carrots, 'tortillas de blé' flour tortillas.
  [/\bcuisses?\s+(?=(?:de\s+poulet\s+)?desoss)/g, ' thigh '],
  [/(?<=\bpoulet\s*,?\s*)cuisses?\s+(?=desoss)/g, ' thigh '],
  [/\bpilons?\s+et\s+ailerons?\b|\bailerons?\s+et\s+pilons?\b/g, ' split '],
  [/\bchampignons?\s+cafe\b|\bbaby\s+bellas?\b/g, ' cremini mushroom '],
  [/\bmini\s*-?\s*carottes?\b/g, ' baby carrot '],
  [/\btortillas?\s+de\s+ble\b/g, ' flour tortilla '],
  [/\ben\s+fleurettes?\b/g, ' floret '],
  [/\bnon\s+(?:fait|faits|faite)\s+(?:de|a\s+partir\s+de)\s+concentre\b/g, ' notfromconcentrate '],
  [/\beau\s+de\s+source\b/g, ' spring water '],
  [/\bpellicules?\s+(?:plastiques?|d\s+emballage)\b|\bplastic\s+wrap\b|\bcling\s+(?:wrap|film)\b/g, ' film wrap '],
  [/\bsacs?\s+a\s+(?:ordures|dechets)\b|\bgarbage\s+bags?\b|\btrash\s+bags?\b/g, ' can liner '],
  [/\bboissons?\s+chaudes?\b/g, ' hot '],
  [/\ben\s+carton\b/g, ' paper '],
  [/\bgobelets?\s+(?:a|pour(?:\s+le)?)\s+cafe\b/g, ' hot cup '],
  // Kraft paper (towels, bags, napkins) is brown; so are natural towels.
  [
    /\b(?:natural\s+)?kraft\b(?=.*\b(?:towels?|napkins?|bags?|sacs?|essuie|papers?|containers?|boxes?)\b)|(?<=\b(?:towels?|napkins?|bags?|sacs?|essuie|papers?|containers?|boxes?)\b.*)\b(?:natural\s+)?kraft\b/g,
    ' brown ',
  ],
  [/\bessuie\s*-?\s*mains?\b/g, ' towel '],
  [/\b(?:plies?\s+)?multiplis?\b|\bmulti\s*-?\s*folds?\b/g, ' multifold '],
  [/\bpeeled\s*,?\s*side\s*-?\s*muscle\s*-?\s*on\b/g, ' psmo '],
  // PSMO is peeled (side muscle on): 'Tenderloin, Peeled (PSMO)' says no more.
  [/\bpeeled\b(?=.*\bpsmo\b)|(?<=\bpsmo\b.*)\bpeeled\b/g, ' '],
  [/\bprime\s+cuts?\b/g, ' '],
  [/\bbiftecks?\s+de\s+contre\s*-?\s*filets?\b/g, ' strip steak '],
  [/\bpoivre\s+(?:noir\s+)?en\s+grains\b/g, ' black peppercorn whole '],
  [/\b(?:a|pour)\s+chaudrons?\b/g, ' potpan '],
  [/\btres\s+robuste\b/g, ' heavyduty '],
  [/\bsans\s+rincage\b|\bno\s*-?\s*rinse\b/g, ' norinse '],
  [/\bpour\s+surfaces?\s+alimentaires?\b|\bfood\s*-?\s*contact\b/g, ' '],
  [/\bbidons?\b/g, ' jug '],
  // Fish 'sans arêtes' or 'sans peau ni arêtes' is boneless.
  [/\b(?:sans|ni)\s+aretes?\b/g, ' boneless '],
  // A 'côté tranché' (accents gone: 'cote tranche') is a sliced side of fish, not a rib.
  [/\bcotes?\s+tranches?\b/g, ' sliced '],
  // Extra thick mayonnaise is the heavy duty kind.
  [/\bextra\s*-?\s*(?:epaisse?s?|thick)\b/g, ' heavyduty '],
  [/\bsucre\s+en\s+sachets?\b/g, ' sugar packet '],
  // Condiments 'en sachets' are portion packets.
  [/\ben\s+sachets?\b/g, ' packet '],
  // Sizes written as French letters: taille P, M, G, TG.
  [/\btaille\s+tg\b/g, ' xl '],
  [/\btaille\s+g\b/g, ' large '],
  [/\btaille\s+m\b/g, ' medium '],
  [/\btaille\s+p\b/g, ' small '],
  // Route books' and order guides' short forms: SR CRM is sour cream, OJ orange juice, BLK of a cheese its block
  // (elsewhere black), PD of shrimp peeled and deveined; extra heavy mayonnaise is the heavy duty kind.
  [/\bsr\s+(?:crm|cream)\b/g, ' sourcream '],
  // A packet is single-serve: saying so says nothing more.
  [/\bsingle\s*-?\s*serve\b(?=.*\b(?:packets?|pkts?)\b)/g, ' '],
  // Peeled undeveined shrimp (PUD) are not the peeled and deveined ones.
  [/\bpud\b|\bpeeled\s*(?:&|and)?\s*un\s*-?\s*deveined\b/g, ' peeled undeveined '],
  // Green-tip bananas are yellow bananas picked at a ripening stage, not green (cooking) bananas.
  [
    /\bgreen\s*-?\s*tips?\b(?=.*\b(?:bananas?|bananes?|platanos?)\b)|(?<=\b(?:bananas?|bananes?|platanos?)\b.*)\bgreen\s*-?\s*tips?\b/g,
    ' ',
  ],
  // A natural (unbleached) towel is the brown, kraft one.
  [/(?<=\btowels?\b.*)\bnatural\b|\bnatural\b(?=.*\btowels?\b)/g, ' brown '],
  // A PET cup is a plastic one; heavy foil (HVY) is the heavy duty kind.
  [
    /(?<=\b(?:cups?|tumblers?|vasos?|gobelets?)\b.*)\bpet\b|\bpet\b(?=.*\b(?:cups?|tumblers?|vasos?|gobelets?)\b)/g,
    ' plastic ',
  ],
  [
    /(?<=\bfoil\b.*)\b(?:hvy|heavy)\b(?!\s*-?\s*(?:duty|dty)\b)|\b(?:hvy|heavy)\b(?!\s*-?\s*(?:duty|dty)\b)(?=.*\bfoil\b)/g,
    ' heavyduty ',
  ],
  [/\boj\b/g, ' orange juice '],
  [
    /(?<=\b(?:cheese|chs|cheddar|chdr|ched|mozzarella|mozz|swiss|provolone|jack|colby|fromage|from)\b.*)\bblk\b/g,
    ' block ',
  ],
  [
    /(?<=\b(?:shrimp|shrmp|prawns?|crevettes?)\b.*)\bpd\b|\bpd\b(?=.*\b(?:shrimp|shrmp|prawns?|crevettes?)\b)/g,
    ' peeled deveined ',
  ],
  [
    /\b(?:(?:extra|xtra|x)\s*-?\s*(?:heavy|hvy)(?:\s*-?\s*(?:duty|dty))?|xhvy|(?:tres|extra)\s+epaisses?)\b(?=.*\b(?:mayo|mayonnaise)\b)|(?<=\b(?:mayo|mayonnaise)\b.*)\b(?:(?:extra|xtra|x)\s*-?\s*(?:heavy|hvy)(?:\s*-?\s*(?:duty|dty))?|xhvy|(?:tres|extra)\s+epaisses?)\b/g,
    ' heavyduty ',
  ],
  // Quebec's X-GROS (extra gros) is the XL size.
  [/\b(?:x|extra)\s*-?\s*gros(?:ses?)?\b/g, ' xl '],
  // Butter pats and reddies are butter chips (a name without them is a print or a block).
  [/(?<=\bbutter\b.*)\b(?:pats?|reddies|reddi)\b|\b(?:pats?|reddies|reddi)\b(?=.*\bbutter\b)/g, ' chip '],
  // A styrofoam glass is a foam cup; gloves without powder are powder-free (said or not); a rinsing agent for the
  // dishwasher is a dish machine rinse aid.
  [/\bverres?\s+(?:en\s+)?styromousse\b|\bstyromousse\s+verres?\b/g, ' foam cup '],
  [/\bs\s*\/\s*poudre\b|\bsans\s+poudre\b/g, ' '],
  [/\bagents?\s+de\s+rincage\b/g, ' rinse aid '],
  // A rinse aid is a dish machine's, said or not.
  [
    /(?<!\b(?:dish|dishmachine|machine|mach|lave)\b.*)\brinse\s+aid\b(?!.*\b(?:dish|dishmachine|machine|mach|lave)\b)/g,
    ' dish machine rinse aid ',
  ],
  [/\b(?:pour\s+)?lave\s*-?\s*vaisselle\b/g, ' dish machine '],
  // Strong flour (farine forte) is high-gluten flour, not a sharp one.
  [/\bfarines?\s+fortes?\b/g, ' high gluten flour '],
  // Bones sold as such ('Beef Knuckle Bones', 'Marrow Bones', 'Chicken Bones') are for stock, no meat: the plural names
  // them (the singular is of a cut, 'T-bone', 'pin bone out'), and the joint they are of tells them apart.
  [/\bbones\b/g, ' stockbone '],
  // A whole brisket (packer) and its flat are two cuts.
  [/(?<=\bbrisket\b.*)\b(?:whole\s+)?packers?\b|\b(?:whole\s+)?packers?\b(?=.*\bbrisket\b)/g, ' packer '],
  [/(?<=\bbrisket\b.*)\bflats?\b|\bflats?\b(?=.*\bbrisket\b)/g, ' flatcut '],
  // A brisket's first cut is its flat; one with its deckle on, the packer; deckle off (IMPS 120) is a third cut.
  [/(?<=\bbrisket\b.*)\b(?:1st|first)\s+cut\b|\b(?:1st|first)\s+cut\b(?=.*\bbrisket\b)/g, ' flatcut '],
  [/(?<=\bbrisket\b.*)\bdeck(?:le|el)\s*-?\s*off\b/g, ' deckleoff '],
  // Its point (second cut, nose) is the fattier cut over the flat: no packer.
  [
    /(?<=\bbrisket\b.*)\b(?:point(?:\s+cut)?|(?:2nd|second)\s+cut|nose\s+cut)\b|\b(?:point|(?:2nd|second)\s+cut)\b(?=.*\bbrisket\b)/g,
    ' pointcut ',
  ],
  [/(?<=\bbrisket\b.*)\b(?:whole\s*,?\s*)?\(?\s*deck(?:le|el)\s*-?\s*on\b/g, ' packer '],
  // A tenderloin side muscle off (IMPS 190A) is not one peeled with it on (PSMO, 189A).
  [/\bside\s*-?\s*muscle\s*-?\s*off\b/g, ' smo '],
  // Queso fresco and queso blanco are cheeses of their own, not a fresh cheese.
  [/\bqueso\s+(?:fresco|blanco)\b/g, ' quesofresco '],
  // Filé (gumbo filé) is powdered sassafras leaves, no fillet.
  [/\b(?:gumbo\s+)?file\s+powder(?:\s*,?\s*gumbo)?\b|\bgumbo\s+file\b/g, ' sassafras powder '],
  // Tasso is a Cajun smoked pork shoulder, spiced as it always is; andouille a smoked pork sausage.
  [/\btasso\b(?:[\s,]+(?:ham|pork|cajun|spiced|seasoned))*/g, ' tasso '],
  [/\bandouille\b/g, ' andouille pork smoked '],
  // Pancake syrup is table syrup (sirop de table), not maple syrup.
  [/\bpancakes?(?=[\s,|]+(?:\w+[\s,|]+)?syrups?\b)|(?<=\bsyrups?\b[\s,|]+(?:\w+[\s,|]+)?)pancakes?\b/g, ' table '],
  // Fresh mozzarella (high moisture, in water) is another cheese than the low-moisture block.
  [
    /\bfresh\s*,?\s*mozzarella\b|\bmozzarella\s*,?\s*(?:fresh|fraiches?|frescas?)\b|\bfior\s+di\s+latte\b/g,
    ' mozzarella freshmozzarella ',
  ],
  // Greens and roots sold washed (cleaned, lavés, lavadas, Danish vaskede) are the same: saying so sells them.
  [/\b(?:pre\s*-?\s*)?(?:washed|cleaned|lavee?s?|lavad[oa]s?|vaskede?|vasket)\b/g, ' '],
  // Plastic food wrap is cling film; a clamshell of berries ('8 × 1 lb clam/cs') is their basket, not a clam.
  [
    /\b(?:plastic|food|cling|pvc)\s+(?:food\s+)?wrap\b|\bwrap\s*,?\s*(?:plastic|pvc)\b|\bpellicule\s+plastique\b/g,
    ' film ',
  ],
  [/\bclams?\s*\/\s*(?:cs|case|caisse|ctn|flat)\b/g, ' clamshell '],
  // Portion or fraction packs (of coffee) are the pack, not the product; a mild cheddar is 'suave' in Spanish.
  [/\b(?:portion|fraction|frac)\s+(?:packs?|pks?)\b/g, ' '],
  [/(?<=\bcheddar\b.*)\bsuave\b/g, ' mild '],
  // Butter 'en livre' comes in pound prints, '1re qualité' is the first grade: neither tells one butter from another.
  [/\ben\s+livres?\b|\b1\s*(?:re|ere)\s+qualite\b/g, ' '],
];

/** Abbreviations and French words, and the English word each is read as. */
export const MORE_WORDS: Readonly<Record<string, string>> = {
  ...COMMISSARY_WORDS,
  ...INFLIGHT_WORDS,
  ...SOUTH_AFRICAN,
  ...BALTIC,
  ...SHELLFISH,
  grassfed: 'grassfed',
  wingflat: 'wingflat',
  // Kerrygold is Irish butter (and cheese): sold apart from any other salted or unsalted butter, as 'Irish' says.
  kerrygold: 'irish',
  // Calamari is squid, by its kitchen name.
  calamari: 'squid',
  calamares: 'squid',
  // A frenched rack (bones scraped clean) is a French-trimmed one.
  frenched: 'french',
  // Crimini is another spelling of cremini (brown button) mushrooms.
  crimini: 'cremini',
  // Farm co-ops' "og" is certified organic.
  og: 'organic',
  // Ghee is a clarified butter, whatever else the name calls it ('Ghee, Pure Butter').
  ghee: 'ghee clarified butter',
  eggfree: 'eggfree',
  xfirm: 'extra firm',
  ...FRENCH_ABBREVIATED_WORDS,
  ...FRESHWATER_FISH,
  ...FILIPINO,
  ...AFFINEUR,
  pulp: 'pulp',
  // Dried chiles of Mexico, each a pepper of its own.
  guajillo: 'guajillo',
  ancho: 'ancho',
  pasilla: 'pasilla',
  arbol: 'arbol',
  mulato: 'mulato',
  morita: 'morita',
  // Tofu is firm, extra firm, soft or silken.
  firm: 'firm',
  silken: 'silken',
  // A warewash machine is a dish machine; 'REG' bleach is the regular one.
  warewash: 'dish',
  reg: 'regular',
  parbld: 'parboiled',
  mach: 'machine',
  russ: 'russet',
  shoyu: 'soy sauce',
  // A brand that names its product: Spam is a luncheon meat.
  spam: 'luncheon meat',
  usukuchi: 'light',
  concentrated: 'concentrate',
  // A barista plant milk (made to foam) is not the plain one.
  barista: 'barista',
  rtu: 'rtu',
  frenchvanilla: 'frenchvanilla',
  nopulp: 'nopulp',
  wm: 'whole',
  unbaked: 'unbaked',
  parbaked: 'parbaked',
  baked: 'baked',
  sl: 'sliced',
  ln: 'loin',
  psmo: 'psmo',
  smo: 'smo',
  peppercorn: 'peppercorn',
  degraissant: 'degreaser',
  assainissant: 'sanitizer',
  quaternaire: 'quaternary',
  quat: 'quaternary',
  bifteck: 'steak',
  multifold: 'multifold',
  jbo: 'jumbo',
  jbos: 'jumbo',
  tndrln: 'tenderloin',
  tndr: 'tenderloin',
  stripln: 'striploin',
  shred: 'shredded',
  shredd: 'shredded',
  smk: 'smoked',
  smkd: 'smoked',
  frsh: 'fresh',
  frs: 'fresh',
  diete: 'diet',
  cachere: 'kosher',
  homogeneise: 'homogenized',
  fleurette: 'floret',
  macedoine: 'mixed vegetable',
  gobelet: 'cup',
  usdachoice: 'usdachoice',
  usdaselect: 'usdaselect',
  usdaprime: 'usdaprime',
  dt: 'diet',
  // Curly parsley is 'persil frisé' (frisée, with an e, is the endive).
  frise: 'curly',
  frises: 'curly',
  pkt: 'packet',
  pkts: 'packet',
  undeveined: 'undeveined',
  sprg: 'spring',
  apl: 'apple',
  shvd: 'shaved',
};

/**
 * The animal an IMPS/NAMP item number leading a packer's upper-case line names: the 100 and 1100 series are beef,
 * 200 and 1200 lamb, 300 and 1300 veal, 400 and 1400 pork ('189A TNDRLN PSMO', '415 PK TNDRLN'), on lines naming a
 * cut (not '250 LIDS').
 */
const IMPS_SERIES: Record<string, string> = { '1': 'beef', '2': 'lamb', '3': 'veal', '4': 'pork' };

const CUT =
  /\b(?:tndrln|tenderloin|stripln|striploin|strip|ln|loin|ribs?|butt|brisket|chuck|rack|leg|shoulder|belly|shank|steaks?|stk|roast|chops?|flank|skirt|sirloin|ribeye|round|cutlets?|psmo)\b/;

export function impsAnimal(text: string, shouting: boolean): string {
  if (!CUT.test(text)) return text;
  // Said as an IMPS or NAMP number anywhere ('Tenderloin PSMO, Choice (IMPS 189A)').
  const named = text.replace(/\b(?:imps|namp)\s*#?\s*1?([1-4])\d{2}[a-z]?\b/g, (_, s: string) => ` ${IMPS_SERIES[s]} `);
  if (!shouting) return named;
  return named.replace(
    /^\s*1?([1-4])\d{2}[a-z]?\s+(?!(?:ct|count|lbs?|#|kg|g|oz|pcs?|x|\/)(?![a-z]))/,
    (_, series: string) => `${IMPS_SERIES[series]} `,
  );
}

/** Words of a packer's upper-case beef lines that are USDA grades ('189A TNDRLN PSMO CH', 'STRIPLN SEL'). */
const GRADES: Record<string, string> = { ch: 'usdachoice', chc: 'usdachoice', sel: 'usdaselect', pr: 'usdaprime' };
const BEEF_LINE =
  /^\d{3,4}[a-z]?\s|\b(?:beef|bf|tndrln|tenderloin|stripln|striploin|strip|ribeye|sirloin|brisket|chuck|skirt|flank)\b/;

/** A beef line's grade (USDA Choice, Choice, CH) read as one word. */
export function beefGrades(text: string, shouting: boolean): string {
  if (!BEEF_LINE.test(text)) return text;
  // 'Choice' of a beef line is its grade; Prime Cuts (a label) and prime rib (a cut) are not.
  const spelt = text.replace(/\b(?<!usda\s+)(choice|select|prime)\b(?!\s+(?:cuts?|rib)\b)/g, ' usda$1 ');
  return shouting ? spelt.replace(/\b(ch|chc|sel|pr)\b/g, (w) => ` ${GRADES[w]} `) : spelt;
}

/**
 * What is read before measures: a weight class of whole cuts ('5#/UP', '1.25#/DN', '2.25 lb & down'), how big the
 * pieces run, which says neither the product nor a portion, is cut out; a count to the pound ('6 per lb', '6 à la
 * livre') is written as packers write it ('6/1'); a layout ('L/O', bacon laid on paper) says nothing, and its L is
 * no litre; a range in words ('1,4 à 1,8 kg') is written with a dash.
 */
export function beforeMeasures(text: string): string {
  // Three fields or more set apart by spaced slashes ('BRISKET / PACKER / CHOICE / IMPS 120 / 12-14#') are the
  // comma fields of one name, not a name in two languages: a figure closing one field and one opening the next make
  // no ratio.
  const fields = (text.match(/\s\/\s/g) ?? []).length >= 2 ? text.replace(/\s+\/\s+/g, ', ') : text;
  return (
    fields
      .replace(/\b\d+(?:\.\d+)?\s*(?:lbs?|#|kg)\s*(?:(?:&|and|\/)\s*)?(?:up|down|dn)\b/g, ' ')
      .replace(/\b(\d{1,2})\s+(?:per|a\s+la|par)\s+(?:lb|livre)\b/g, ' $1/1 ')
      // Patties so many to the pound written as a ratio ('4 oz (4:1)').
      .replace(
        /(?<=\b(?:patt(?:y|ies)|burgers?)\b.*)\b(\d{1,2})\s*:\s*1\b|\b(\d{1,2})\s*:\s*1\b(?=.*\b(?:patt(?:y|ies)|burgers?)\b)/g,
        (_, a, b) => ` ${a ?? b}/1 `,
      )
      // A per cent sign before its figure, as Turkish writes it ('%20 yağlı', 20 % fat; '%3,5 yağ').
      .replace(
        /(?<!(?:\d[.,]?|%)\s*)%\s*(\d{1,2}(?:[.,]\d)?)(?![\d/])(?:\s+ya[gğ](?:l[iı])?(?![a-z]))?/g,
        (m, n: string) => (/ya[gğ]/.test(m) ? ` ${n.replace(',', '.')}% fat ` : ` ${n.replace(',', '.')}% `),
      )
      .replace(/\bl\s*\/\s*o\b|\blay\s*-?\s*out\b/g, ' ')
      // Film and foil as wide as so many millimetres ('Cling Film 450mm'), in inches as their widths are sold.
      .replace(
        /(?<=\b(?:film|clingfilm|foil|wrap)\b.*)\b(\d{3})\s*mm\b|\b(\d{3})\s*mm\b(?=.*\b(?:film|clingfilm|foil|wrap)\b)/g,
        (_, a?: string, b?: string) => `${Math.round(Number(a ?? b) / 25.4)}"`,
      )
      // A cut in inches with its millimetres in brackets ('3/8" (10mm)', '1/2 in (13 mm)'): the millimetres say no more.
      .replace(/(\b\d{1,2}\s*\/\s*\d{1,2}\s*(?:"|''|in\b|inch\b)?)\s*\(\s*\d{1,2}(?:\.\d)?\s*mm\s*\)/g, '$1 ')
      // '1,4 à 1,8 kg', '3 to 4 lb': a size range, as '1.4-1.8 kg'.
      .replace(/\b(\d+(?:\.\d+)?)\s*(?:a|to)\s*(\d+(?:\.\d+)?)\s*(kg|g|lbs?|oz)\b/g, '$1-$2 $3')
  );
}

/** Containers a drink comes in, which say nothing of the drink: PET bottles, bottled, bag-in-box. */
// Naturally brewed is how soy sauce and vinegar are made; koikuchi is the ordinary dark soy sauce (usukuchi, the light
// one, is read as light).
// Bunched says no more than bunch: how herbs and green onions are sold ('Escallion - Fresh, Bunched').
export const MORE_NOISE = [
  ...['bunch', 'bunche', 'bunched', 'leave', 'pet', 'bottled', 'bib', 'bagnbox', 'brewed', 'koikuchi'],
  // A barista 'edition' of a drink is the barista one.
  'edition',
  // A glass bottle (Italian vetro, Lithuanian stiklas) and Lithuanian packs (a box, dėžė; a pail, kibiras; a sack,
  // maišas; a tray, padėklas) hold the product.
  ...['vetro', 'stiklas', 'stikla', 'deze', 'kibiras', 'kibira', 'maisas', 'maisa', 'padeklas', 'padekla'],
  // A dressed bird as poultry is sold: without giblets (WOG) and, in French, ready to cook (PAC, prêt à cuire).
  ...['wog', 'pac'],
];
