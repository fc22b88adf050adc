/** The kinds of a wider noun, and produce sized by its count. Lower case without accents, as names are read. */
import { CHEESE_NAMES, PASTA_SHAPES } from './nouns.js';

/** Nouns that say which kind of a wider noun it is: 'Romaine Lettuce' is romaine, 'Spaghetti Pasta' spaghetti. */
export const KINDS: readonly [wider: string, kinds: ReadonlySet<string>][] = [
  [
    'cheese',
    new Set([
      'cheddar',
      'mozzarella',
      'parmesan',
      'bocconcini',
      'feta',
      'swiss',
      'provolone',
      'gouda',
      'brie',
      'ricotta',
      'creamcheese',
      'quesofresco',
      'cotija',
      'oaxaca',
      ...CHEESE_NAMES,
    ]),
  ],
  ['lettuce', new Set(['romaine', 'iceberg'])],
  ['pasta', new Set(PASTA_SHAPES)],
  ['tomato', new Set(['ketchup'])],
  ['container', new Set(['clamshell'])],
  ['bread', new Set(['baguette', 'bagel', 'bun', 'croissant'])],
  ['breadcrumb', new Set(['panko'])],
  ['seaweed', new Set(['nori', 'wakame', 'kombu', 'hijiki', 'ogo'])],
  ['bean', new Set(['chickpea'])],
  ['soda', new Set(['cola'])],
  // Cuts only beef is sold as ('NY Strip Loin' is a beef strip loin); tenderloin is beef or pork, so it says neither.
  [
    'beef',
    new Set([
      ...['striploin', 'ribeye', 'brisket', 'sirloin', 'flank', 'skirt', 'chuck', 'picanha', 'matambre'],
      ...['topround', 'bottomround', 'eyeofround'],
    ]),
  ],
  // A skirt and a flank are steaks: 'Outside Skirt' and 'Outside Skirt Steak' are one cut, 'Beef Flank' and 'Flank
  // Steak' another.
  ['steak', new Set(['skirt', 'flank'])],
  ['paste', new Set(['base'])],
  // Chorizo and longaniza are sausages: 'Sausage, Longaniza' is longaniza.
  ['sausage', new Set(['chorizo', 'longaniza'])],
  ['squash', new Set(['zucchini'])],
  ['shoulder', new Set(['butt'])],
  ['drink', new Set(['cola', 'soda', 'lemonade'])],
  [
    'fish',
    new Set([
      ...['salmon', 'cod', 'tilapia', 'haddock', 'halibut', 'trout', 'tuna', 'pollock', 'catfish', 'swordfish'],
      ...['seabass', 'seabream'],
    ]),
  ],
];

/** Produce sold by the count of fruit in a standard case: the count is its size ('Lemons 115' vs 'Lemons 165'). */
export const COUNT_SIZED = new Set([
  'lemon',
  'lime',
  'orange',
  'grapefruit',
  'avocado',
  'apple',
  'pear',
  'peach',
  'nectarine',
  'plum',
  'mango',
  'kiwi',
  'potato',
  'celery',
  'cantaloupe',
  'honeydew',
  'pineapple',
]);
