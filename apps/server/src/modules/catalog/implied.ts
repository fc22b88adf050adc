import { COUNT_SIZED } from './noun-kinds.js';
import { CHEESE_NAMES } from './nouns.js';

/** Colours a product is named by. */
export const COLOURS = new Set(['white', 'brown', 'red', 'yellow', 'green', 'black', 'golden']);

const CUTS = ['shredded', 'sliced', 'grated', 'crumbled', 'diced', 'cubed', 'string', 'stick', 'cheesecurd', 'whipped'];
type Implied = readonly [noun: string, word: string, alternatives: readonly string[]];
/** Strengths of vinegar other than the usual 5 % acidity (4 % to 30 %, and the half ones between 4 and 10). */
const VINEGAR_STRENGTHS = [
  ...Array.from({ length: 27 }, (_, i) => `${i + 4}%`).filter((p) => p !== '5%'),
  ...['4.5%', '5.5%', '6.5%', '7.5%', '8.5%', '9.5%'],
];

/**
 * What goes without saying of a product unless its name says otherwise: butter is salted, bananas yellow, limes
 * seedless, fillets and briskets boneless, cheese comes in a block, mussels are blue, scallops sea scallops, white
 * vinegar 5 %. The word is added to a name that says none of its alternatives, so 'Butter' reads as 'Butter,
 * Salted' and stays apart from 'Butter, Unsalted'.
 */
export const IMPLIED: readonly Implied[] = [
  ['butter', 'salted', ['unsalted', 'whipped']],
  ['banana', 'yellow', [...COLOURS, 'plantain', 'baby']],
  // Onions are yellow unless named otherwise, and only as onions: rings, powder, minced onion are other products.
  [
    'onion',
    'yellow',
    [
      ...COLOURS,
      ...['sweet', 'vidalia', 'pearl', 'cipollini', 'green', 'spring', 'battered', 'breaded', 'ring', 'fried'],
      ...['powder', 'granulated', 'minced', 'dehydrated', 'dried', 'chopped', 'diced', 'pickled', 'sliced', 'frozen'],
    ],
  ],
  ['cauliflower', 'white', [...COLOURS, 'purple', 'orange']],
  ['zucchini', 'green', [...COLOURS, 'gold']],
  ['jalapeno', 'green', [...COLOURS]],
  ['lime', 'seedless', ['key', 'kaffir', 'seeded']],
  // A cucumber of no kind named is a field (slicing) cucumber, not an English one.
  ['cucumber', 'field', ['english', 'seedless', 'mini', 'persian', 'pickling', 'kirby', 'lebanese', 'baby', 'kyuri']],
  ['mushroom', 'button', ['portobello', 'cremini', 'shiitake', 'oyster', 'enoki', 'chanterelle', 'morel', 'porcini']],
  ['garlic', 'clove', ['minced', 'chopped', 'granulated', 'powder', 'roasted', 'paste']],
  ['ricotta', 'whole', ['part', 'skim', 'lowfat']],
  ...[
    ...['cheese', 'creamcheese', 'cheddar', 'mozzarella', 'swiss', 'provolone', 'gouda', 'feta', 'parmesan'],
    ...['quesofresco', 'cotija', 'oaxaca', ...CHEESE_NAMES],
  ].map((noun): Implied => [noun, 'block', CUTS]),
  // Sour cream of no fat named is the regular 18 % one (14 % is sold apart in Canada, light at 5-7 %).
  [
    'sourcream',
    '18%',
    [
      'light',
      'lite',
      'lowfat',
      'nonfat',
      'fatfree',
      ...['5%', '7%', '8%', '10%', '12%', '14%', '15%', '20%', '25%', '30%'],
    ],
  ],
  ['sauce', 'prepared', ['concentrate']],
  // Vinegar of no strength said is of 5 % acidity; one of any other strength (alcohol vinegar of 8 %) is not.
  ['vinegar', '5%', VINEGAR_STRENGTHS],
  ['bun', 'sliced', ['unsliced']],
  // A paper cup of no colour or wall named is a white single-wall one.
  ['cup', 'white', [...COLOURS, 'clear', 'kraft', 'printed', 'plastic', 'cold', 'foam', 'souffle', 'portion']],
  [
    'cup',
    'single',
    ['double', 'triple', 'ripple', 'insulated', 'plastic', 'cold', 'foam', 'clear', 'souffle', 'portion'],
  ],
  ['scallop', 'sea', ['bay']],
  ['scallop', 'dry', ['wet']],
  ['mussel', 'blue', [...COLOURS, 'green']],
  // Fillets, briskets, bellies, strip loins and rib-eyes are boneless unless said bone-in.
  ...['fillet', 'brisket', 'belly', 'striploin', 'ribeye'].map((n): Implied => [n, 'boneless', ['bonein']]),
  ['loin', 'centercut', ['end', 'rib']],
  // Sugar in packets is white unless named otherwise.
  // (Demerara and muscovado are brown sugars of their own, no golden one.)
  [
    'sugar',
    'golden',
    [
      ...['dark', 'white', 'granulated', 'icing', 'powdered', 'packet', 'turbinado', 'raw', 'superfine'],
      ...['demerara', 'muscovado'],
    ],
  ],
  ['spaghetti', '10 in', ['9 in', '11 in', '12 in', '16 in', '20 in', 'cut']],
  ['yeast', 'dry', ['compressed', 'cake', 'liquid', 'sourdough']],
  // Cultured buttermilk is low in fat unless said whole.
  ['buttermilk', 'lowfat', ['whole']],
  // Butter sheets for laminating are unsalted unless said salted.
  ['buttersheet', 'unsalted', ['salted']],
  ['shrimp', 'white', [...COLOURS, 'tiger', 'pink', 'rock']],
  ['nitrile', 'blue', [...COLOURS, 'clear', 'purple']],
  ['napkin', 'white', [...COLOURS, 'natural', 'coloured', 'colored', 'printed']],
  ['shrimp', 'frozen', ['thawed', 'fresh', 'live']],
  ['mozzarella', 'part', ['whole', 'fresh', 'freshmozzarella', 'bocconcini']],
  ['mozzarella', 'skim', ['whole', 'fresh', 'freshmozzarella', 'bocconcini']],
  ['bacon', 'smoked', ['unsmoked', 'raw']],
  ['romaine', 'head', ['heart']],
  // Flour is bleached unless said otherwise, of another grain or nut, of a French type (never bleached) or of noodles.
  [
    'flour',
    'bleached',
    [
      ...['unbleached', 'wholewheat', 'whole', 'almond', 'rice', 'chickpea', 'coconut', 'teff', 'rye', 'buckwheat'],
      ...['cassava', 'tapioca', 'spelt', 'durum', 't45', 't55', 't65', 't80', 't110', 't150', 'noodle'],
    ],
  ],
  // Cardamom is sold in whole pods unless said ground.
  ['cardamom', 'whole', ['ground', 'powder', 'crushed']],
  ...[...COUNT_SIZED].map((noun): Implied => [noun, 'no1', ['no2', 'no3']]),
  ['sweetpotato', 'no1', ['no2', 'no3']],
  // Burger patties are sold frozen unless said fresh (a butter patty is no burger).
  ['patty', 'frozen', ['fresh', 'thawed', 'cooked', 'butter', 'margarine']],
  ['fries', 'frozen', ['fresh', 'thawed']],
  ['fry', 'frozen', ['fresh', 'thawed']],
  ['bun', 'white', ['brioche', 'wholewheat', 'potato', 'pretzel', 'multigrain', 'sesame', 'rye', 'gluten']],
  ['russet', 'baking', []],
  ['russet', 'idaho', []],
  ['jasmine', 'thai', []],
  ['foil', 'standard', ['heavyduty']],
  // Foam cups, containers and trays are white unless another colour is named.
  ['foam', 'white', [...COLOURS, 'clear', 'natural', 'coloured', 'colored', 'printed']],
  ['corn', 'kernel', ['cob', 'ear', 'creamed', 'baby', 'meal', 'starch', 'tortilla', 'chip', 'syrup', 'oil']],
];
