/**
 * Multi-word terms of English and Quebec French catalogue names read as one word (or a few), applied after the terms
 * of the languages in vocabulary.ts. Lower case without accents, as names are read.
 */
export const COMMON_PHRASES: readonly [RegExp, string][] = [
  // The pork collar (coppa, Polish karkówka) is the upper part of the shoulder butt, sold as pork butt.
  [/\bpork\s+collar\b|\bcollar\s*,?\s*pork\b/g, ' pork butt '],
  // Lobster meat of the claws and knuckles (CK) is one product, of the tails, claws and knuckles (TCK) another.
  [
    /(?<=\blobster\b.*)\b(?:tck|tails?\s*,?\s*claws?\s*,?\s*(?:&|and)\s*knuckles?)\b|\btck\b(?=.*\blobster\b)/g,
    ' tailclawknuckle ',
  ],
  [/(?<=\blobster\b.*)\b(?:ck|claws?\s*(?:&|and)\s*knuckles?)\b|\bck\b(?=.*\blobster\b)/g, ' clawknuckle '],
  // Roti flour is the flour roti are made of, no roast (French rôti); Idaho potatoes are russets.
  [/\broti\s+flour\b/g, ' flour '],
  [/\b(?:papas?|potato(?:es)?)\s*,?\s*idaho\b|\bidaho\s+(?:papas?|potato(?:es)?)\b/g, ' potato russet '],
  // The long, thin eggplants of Asia (Chinese, Japanese, Asian long) are one kind, no globe eggplant.
  [
    /\b(?:asian|chinese|japanese|oriental)\s*,?\s*(?:long\s+)?eggplants?\b|\beggplants?\s*,?\s*(?:(?:asian|chinese|japanese|oriental)\b(?:\s*,?\s*long\b)?|long\b)|\blong\s+eggplants?\b/g,
    ' eggplant asian ',
  ],
  // Vegetable ghee (vanaspati, Dalda) is a hydrogenated vegetable fat, a shortening: no ghee, which is of butter.
  [/\bvanaspati\b|\bvegetable\s+ghee\b|\bghee\s*,?\s*vegetable\b/g, ' vegetable shortening '],
  // Chopsticks or straws wrapped in paper are wrapped ones, not of paper.
  [/\bpaper\s*-?\s*wrapped\b/g, ' wrapped '],
  // Red pepper flakes are crushed red pepper (Korean gochugaru, of other peppers, aside).
  [
    /(?<!\b(?:gochugaru|korean)\b.*)(?:\bred\s+pepper\s+flakes?\b|\bpepper\s*,?\s*red\s*,?\s*flakes?\b)(?!.*\b(?:gochugaru|korean)\b)/g,
    ' crushed red pepper ',
  ],
  // Cayenne pepper sauce is a hot sauce (Louisiana style); the rooster on a sriracha bottle is its maker's mark.
  [/\b(?:cayenne|hot)\s+pepper\s+sauce\b/g, ' hot sauce '],
  [/(?<=\bsriracha\b.*)\brooster\b|\brooster\b(?=.*\bsriracha\b)/g, ' '],
  // Vietnamese and Thai fish sauce.
  [/\bnuoc\s+mam\b|\bnam\s+pla\b/g, ' fish sauce '],
  // French names of several words, and English ones written several ways
  [/\bcremes?\s+sures?\b|\bsour\s*-?\s*(?:cream|crm)\b/g, ' sourcream '],
  [/\bfromages?\s+a\s+la\s+creme\b|\bcream\s*-?\s*cheese\b/g, ' creamcheese '],
  [/\b(?:cheese|chs|chz)\s*,?\s*(?:cream|crm)\b/g, ' creamcheese '],
  // Cheese crumbles (feta, blue, gorgonzola) are crumbled cheese.
  [/(?<=\b(?:cheese|chs|feta|blue|gorgonzola|goat|cotija|queso)\b.*)\bcrumbles\b/g, ' crumbled '],
  [/\bcream\s*,?\s*sour\b/g, ' sourcream '],
  [/\bcremes?\s+glacees?\b|\bice\s*-?\s*cream\b/g, ' icecream '],
  [/\blait\s+de\s+coco\b|\bcoconut\s+milk\b|\bmilk\s*,?\s*coconut\b/g, ' coconutmilk '],
  [/\bhalf\s*-?\s*(?:&|and|n)\s*-?\s*half\b|\bmoitie\s*-?\s*moitie\b/g, ' cream halfhalf '],
  [/\bfilets?\s+de\s+porc\b/g, ' pork tenderloin '],
  [/\bcontre\s*-?\s*filets?\b|\bstrip\s*-?\s*loins?\b/g, ' striploin '],
  [/\bfaux\s*-?\s*filets?\b|\brib\s*-?\s*eyes?\b/g, ' ribeye '],
  [/\bcotes?\s+levees?\b/g, ' rib '],
  [/\bcent(?:re|er)\s*-?\s*cut\b/g, ' centercut '],
  [/\bau\s+four\b|\boven\b/g, ' '],
  [/\bail\s+hache\b/g, ' garlic minced '],
  [/\bpatates?\s+douces?\b|\bsweet\s+potato(?:es)?\b/g, ' sweetpotato '],
  [/\bharicots?\s+verts?\b|\bgreen\s+beans?\b|\bbeans?\s*,\s*green\b|\bfisolen\s+grun\b/g, ' greenbean '],
  [/\bpois\s+chiches?\b|\bgarbanzos?(?:\s+beans?)?\b|\bchick\s*-?\s*peas?\b/g, ' chickpea '],
  [/\bchou\s*-?\s*fleurs?\b/g, ' cauliflower '],
  [
    /\bsucre\s+a\s+glacer\b|\bicing\s+sugar\b|\bpowdered\s+sugar\b|\bconfectioners?\s+sugar\b|\bsugar\s*(?:[,|]|\s[-–—]\s)?\s*(?:powdered|pwdr?d?|icing|confectioners?)\b/g,
    ' sugar icing ',
  ],
  [/\bcassonade\b/g, ' sugar brown '],
  [/\bpains?\s+a\s+hot\s*-?\s*dogs?\b|\bhot\s*-?\s*dog\s+buns?\b|\bbuns?\s+hot\s*-?\s*dogs?\b/g, ' hotdog bun '],
  [/\bpains?\s+a\s+hamburgers?\b|\bhamburger\s+buns?\b|\bbuns?\s+hamburgers?\b/g, ' hamburger bun '],
  [/\bnot\s*-?\s*from\s*-?\s*concentrate\b|\bnfc\b/g, ' notfromconcentrate '],
  [/\bfrom\s+concentrate\b|\bconcentre\b/g, ' concentrate '],
  [/\ben\s+lances?\b/g, ' spear '],
  [/\bde\s+dijon\b/g, ' dijon '],
  [/\bpates?\s+de\s+tomates?\b|\btomato\s+paste\b/g, ' tomato paste '],
  [/\bs\s*\/\s*os\b|\bsans\s+os\b/g, ' boneless '],
  [/\bs\s*\/\s*peau\b|\bsans\s+peau\b/g, ' skinless '],
  [/\bavec\s+peau\b|\bskin\s*-?\s*on\b/g, ' skinon '],
  [/\bavec\s+os\s+et\s+peau\b/g, ' bonein skinon '],
  [/\b(?:heavy|hvy)\s*-?\s*(?:duty|dty)\b|\bextra\s*-?\s*robuste\b/g, ' heavyduty '],
  [/\bpapier\s+(?:d\s*'?\s*)?aluminium\b/g, ' aluminum foil '],
  [/\beau\s+de\s+javel\b/g, ' bleach '],
  [/\bdans\s+(?:le|leur)\s+jus\b/g, ' '],
  [/\boil\s+fry(?:ing)?\b|\bfry(?:ing)?\s+oil\b|\bhuile\s+a\s+friture\b/g, ' oil frying '],
  [/\bpot\s*(?:&|and|et)\s*(?:pan|casserole)s?\b/g, ' potpan '],
  [/\bavec\s+os\b/g, ' bonein '],
  [/\b(?:bone|bn)\s*-?\s*in\b/g, ' bonein '],
  [/\bsk(?:i)?n\s*[-/]?\s*on\b/g, ' skinon '],
  // Cheddar aged old is sharp, extra old extra sharp (Canada).
  [/\bextra\s*-?\s*(?:old|fort)\b(?=.*\bched)|(?<=\bched\w*\b.*)\bextra\s*-?\s*(?:old|fort)\b/g, ' extrasharp '],
  [/\bold\b(?=.*\bched)|(?<=\bched\w*\b.*)\bold\b/g, ' sharp '],
  // Loin back ribs are baby back ribs; '2.25 lb & down' is a weight class, not the product.
  [/\bloin\s+back\s+ribs?\b/g, ' baby back rib '],
  [/(?:\b\d+(?:\.\d+)?\s*(?:lbs?|#)?\s*)?(?:&|\band|\/)\s*(?:down|dn|up)\b/g, ' '],
  [/\bskin\s*-?\s*off\b/g, ' skinless '],
  [/\bsweet\s+cream\s+butter\b/g, ' butter '],
  [/\bshoulder\s+butt\b|\bbutt\s*,?\s*shoulder\b/g, ' butt '],
  // The wing's mid joint (middle joint, wingette) alone is the flat, no wing split in flats and drums.
  [/\bmid(?:dle)?\s*-?\s*joints?\b|\bwingettes?\b/g, ' wingflat '],
  [
    /\bflats?\s*(?:&|and|et)\s*drum(?:ette)?s?\b|\bdrum(?:ette)?s?\s*(?:&|and|et)\s*flats?\b|\bpilons?\s+et\s+plats?\b|\b1\s*&\s*2\s*(?:jnt|jt|joint)s?\b|\bsectionnee?s?\b/g,
    ' split ',
  ],
  [/\bb\s*[/&]\s*s\b/g, ' boneless skinless '],
  [/\bp\s*[&/]\s*d\b|\bpeeled\s+(?:and\s+|&\s+)?deveined\b/g, ' peeled deveined '],
  [/\bt\s*[-/]\s*on\b|\btl\s*-?\s*on\b|\btail\s*-?\s*on\b|\bavec\s+queue\b/g, ' tailon '],
  [/\bt\s*[-/]\s*off\b|\btl\s*-?\s*off\b|\btail\s*-?\s*off\b|\bsans\s+queue\b/g, ' tailoff '],
  [/\bbeurre\s+doux\b/g, ' butter unsalted '],
  [/\bnon\s*-?\s*sales?e?s?\b|\bsans\s+sel\b|\bun\s*-?\s*salted\b/g, ' unsalted '],
  [/\ben\s+des?\b|\ben\s+cubes\b/g, ' diced '],
  [/\btomates?\s+italiennes?\b/g, ' roma tomato '],
  [/\bhauts?\s+de\s+cuisses?\b/g, ' thigh '],
  [/\bpommes?\s+de\s+terre\b/g, ' potato '],
  [/\bpetits?\s+pois\b/g, ' pea '],
  [/\bsnow\s+peas?\b|\bpeas?\s*,?\s*snow\b/g, ' snowpea '],
  [/\b(?:sugar\s*-?\s*)?snap\s+peas?\b|\bpeas?\s*,?\s*(?:sugar\s*-?\s*)?snap\b/g, ' snappea '],
  [/\b(?:tres|extra)\s*-?\s*gros(?:se)?s?\b|\bextra\s*-?\s*large\b|\bx\s*-?\s*(?:large|lrg|lg)\b/g, ' xl '],
  [/\bextra\s+vierge\b|\bextra\s*-?\s*virg[ei]n\b|\bx\s*vrgn\b/g, ' extravirgin '],
  [/\ball\s*-?\s*purpose\b|\btout\s*-?\s*usage\b/g, ' allpurpose '],
  [/\bstraight\s*-?\s*cut\b|\bstrt\s+cut\b|\bcoupe\s+droite\b/g, ' straightcut '],
  [/\bcrinkle\s*-?\s*cut\b/g, ' crinkle '],
  [/\bfrench\s+fr(?:y|ies)\b/g, ' fries '],
  [/\bsoft\s*-?\s*drinks?\b|\bboissons?\s+gazeuses?\b/g, ' soda '],
  [/\bhard\s*-?\s*boiled\b/g, ' hardboiled '],
  [/\bmais\s+en\s+grains?\b/g, ' corn kernel '],
  [/\bpoitrines?\s+de\s+boeuf\b/g, ' beef brisket '],
  [/\bparmesan\s+rapee?s?\b/g, ' parmesan grated '],
  [/\bwho?le?\s+beans?\b|\ben\s+grains\b/g, ' wholebean '],
  [/\bwhole\s+wheat\b|\bwhl\s+wht\b|\bble\s+entier\b/g, ' wholewheat '],
  [/\bbread\s*crumbs?\b/g, ' breadcrumb '],
  [/\bgrain\s+long\b|\blong\s+grain\b/g, ' longgrain '],
  [/\bin\s+(?:juice|jce|jus)\b|\bdans\s+(?:le\s+)?jus\b|\ben\s+(?:su\s+)?jugo\b/g, ' '],
  [/\begg\s+whites\b|\bblancs?\s+d\s*'?\s*oeufs?\b/g, ' eggwhite '],
  [/\bserviettes?\s+de\s+table\b/g, ' napkin dinner '],
  [/\b(?:low|less|reduced)\s*-?\s*sodium\b|\bfaible\s+en\s+sodium\b/g, ' lowsodium '],
  [/\bextra\s*-?\s*lean\b/g, ' lean '],
  [/\bpowder\s*-?\s*free\b|\bsans\s+poudre\b/g, ' '],
  // Ripened on the vine says how it was grown, not what it is; 'clear fry' oil and 'SHORTENING LIQ CRMY FRY'
  // are for frying, not fries.
  [/\bvine\s*-?\s*(?:ripe(?:ned)?)?\b/g, ' '],
  [
    /\b(?:(?:clear|clr)\s+)?fry(?=\s+(?:oil|shortening)\b)|(?<=\b(?:oil|shortening)[\s,]+(?:\w+[\s,]+){0,2})(?:(?:clear|clr)\s+)?fry\b/g,
    ' frying ',
  ],
  // Fries are potatoes: 'POTATO FF', 'Pommes de terre frites' name the fries alone.
  [/\b(?:potato(?:es)?|pommes?\s+de\s+terre)\s*,?\s+(?=(?:ff|fries|fry|frites)\b)/g, ' '],
  [/\ba\s+fouetter\b/g, ' whipping '],
  // Trade names of one product: spring onions are green onions, flat-leaf parsley Italian, plum tomatoes Roma, fresh
  // coriander cilantro (ground coriander is the seed), hamburger meat ground beef, morsels chips, Coke cola.
  [/\bspring\s+onions?\b|\bonions?\s*,?\s*spring\b/g, ' green onion '],
  [/\bflat\s*-?\s*leaf\b/g, ' italian '],
  [/\bplum\s*\/\s*roma\b|\broma\s*\/\s*plum\b|\bplum(?=\s+tomato)|(?<=\btomato(?:es)?\s*,?\s*)plum\b/g, ' roma '],
  [/(?<!\bground\s+)\bcoriander\b(?!\s*,?\s*(?:seeds?|ground|powder|whole))/g, ' cilantro '],
  [/\bhamburger\s+meat\b|\bcarne\s+molida(?:\s+de\s+res)?\b/g, ' ground beef '],
  [/\bsemi\s*-?\s*(?:sweet|swt)\b|\bmi\s*-?\s*sucre\b/g, ' semisweet '],
  [/\bmorsels?\b/g, ' chip '],
  // Fresh yeast is compressed (cake) yeast; sweet peas are green peas; sesame oil roasted is toasted; Calrose rice is a
  // medium grain; nonfat dry milk is skim milk powder (of extra grade unless said otherwise); miso is sold as a paste.
  [
    /\b(?:fresh|compressed)\s+(?:cake\s+)?yeast\b|\byeast[\s,]+(?:compressed|fresh)\b(?:\s*\(?\s*fresh\s+cake\s*\)?)?/g,
    ' yeast cake ',
  ],
  [/\bsweet\s+peas?\b/g, ' green pea '],
  // Where a product is served ('(coffee bar)') is no product.
  [/\(?\s*\bcoffee\s+bar\s*\)?/g, ' '],
  [
    /\b(?:sweet\s+)?(?:cooking\s+)?rice\s+(?:wine|seasoning)\b(?=.*\bmirin\b)|(?<=\bmirin\b.*)\b(?:sweet\s+)?(?:cooking\s+)?rice\s+(?:wine|seasoning)\b/g,
    ' ',
  ],
  [/\bindividually\s+quick\s*-?\s*frozen\b/g, ' frozen '],
  [/\broasted\b(?=.*\bsesame\b)|(?<=\bsesame\b.*)\broasted\b/g, ' toasted '],
  [
    /\b(?:med(?:ium)?\s+gra?i?n|grano\s+mediano|(?:a\s+)?grains?\s+moyens?)\b(?=.*\bcalrose\b)|(?<=\bcalrose\b.*)\b(?:med(?:ium)?\s+gra?i?n|grano\s+mediano|(?:a\s+)?grains?\s+moyens?)\b/g,
    ' ',
  ],
  [/\bnon\s*-?\s*fat\s+dry\s+milk\b|\bmilk\s+powder\s*,?\s*non\s*-?\s*fat\s+dry\b/g, ' skim milk powder '],
  // A broiler, a fryer (a broiler-fryer) is the young chicken any chicken is sold as, and a whole bird of chicken is a
  // whole chicken: the words say no more of it (a roaster or a stewing hen is another).
  [
    /\b(?:broiler\s*-?\s*fryer|broiler|fryer|bird)s?\b(?=.*\bchickens?\b)|(?<=\bchickens?\b.*)\b(?:broiler\s*-?\s*fryer|broiler|fryer|bird)s?\b/g,
    ' ',
  ],
  // Hot chocolate (the drink mix) is hot cocoa.
  [/\bhot\s+chocolate\b(?!\s+(?:sauce|fudge|spread))/g, ' hot cocoa '],
  // A long, greenhouse or hothouse cucumber is the English (seedless, wrapped) one, not the field cucumber.
  [
    /\b(?:greenhouse|hothouse|long)\b(?=[^,;|]*\bcucumbers?\b)|(?<=\bcucumbers?\b.*)\b(?:greenhouse|hothouse|long)\b/g,
    ' english ',
  ],
  // Fat free (fat-free) is one word: no fat said of the product.
  [/\bfat\s*-?\s*free\b/g, ' fatfree '],
  [/(?<=\bmilk\b.*)\bextra\s+grade\b/g, ' '],
  [/\bmiso\s+paste\b|\bpaste\s+(?:of\s+)?miso\b/g, ' miso '],
  [/\bbutter\s+sheets?\b|\bfeuilles?\s+de\s+beurre\b/g, ' buttersheet '],
  // Butter whose fields close with sheets ('BUTTER; UNSALTED; CONTINENTAL 82%; SHEETS') is butter sheets too.
  [/\bbutter\b(?=[^|]*[;,]\s*sheets?\s*(?:[;,|]|$))/g, ' buttersheet '],
  [/\bcoca\s*-?\s*cola\b|\bcoke\b/g, ' cola '],
  [/\blo?ng\s*,?\s*grn\b/g, ' longgrain '],
  // Prince Edward Island, in French Île-du-Prince-Édouard (Î.-P.-É.)
  [/\bi\W{0,3}p\W{0,3}e\b/g, ' pei '],
  // Boneless and skinless written b/l and s/l ('chix thigh b/l s/l').
  // Chickens chilled in air, not ice water, and eggs of hens raised on pasture are sold apart.
  [/\bair\s*-?\s*chilled\b|\brefroidie?s?\s+a\s+l\s*['’]?\s*air\b/g, ' airchilled '],
  [/\bpasture\s*-?\s*raised\b|\bpasture\s*-?\s*fed\b/g, ' pastureraised '],
  [/\bcorn\s*-?\s*starch\b|\bfecules?\s+de\s+mais\b/g, ' cornstarch '],
  [/\btetes?\s+de\s+violon\b/g, ' fiddlehead '],
  [/\bnon\s*-?\s*blanchie?s?\b/g, ' unbleached '],
  // Salt that is not iodized is no iodized salt.
  [/\bnon\s*-?\s*iodi[sz]ed\b|\bnon\s*-?\s*iodee?s?\b/g, ' noniodized '],
  // Grade A goes without saying of eggs; Grade B ones (breakers) are sold apart.
  [/\b(?:grade|categorie|cat\.?)\s+b\b/g, ' gradeb '],
  [/\bpois\s+mange\s*-?\s*tout\b/g, ' snowpea '],
  [/\bhalf\s+case\b|\bby\s+the\s+(?:lb|pound|kg|case|each|piece)\b|\blog\s*-?\s*grown\b/g, ' '],
  [/\bwhole\s+caps?\b/g, ' whole '],
  [/\bbok\s*-?\s*choy\b|\bpak\s*-?\s*choi\b|\bpok\s*-?\s*choy\b/g, ' bokchoy '],
  [/\bpleurotes?\b/g, ' oyster mushroom '],
  [/\bb\s*\/\s*l\b/g, ' boneless '],
  [/\bs\s*\/\s*l\b/g, ' skinless '],
  [/\bgram\s+flour\b/g, ' chickpea flour '],
  [/\bsea\s*-?\s*bass\b|\bloup\s+de\s+mer\b/g, ' seabass '],
  [/\b(?:gilthead\s+)?sea\s*-?\s*bream\b/g, ' seabream '],
  // A plant-based butter, mayonnaise or milk is a vegan one, no dairy or egg product.
  [/\bplant\s*-?\s*based\b/g, ' vegan '],
  // Cherries with stems and without are different products.
  [/\b(?:no|without|w\s*\/\s*o)\s+stems?\b|\bstemless\b/g, ' stemless '],
  [/\b(?:with|w\s*\/)\s*stems?\b|\bstemmed\b/g, ' stemmed '],
];
