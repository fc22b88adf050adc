/**
 * The fields of a catalogue name: fields set apart by dashes (a house label, the product, its container and count)
 * and the two halves of a bilingual name. Text as names are read (lower case, no accents).
 */
import { FRENCH } from './french.js';
import { SIZED_BY_CAPACITY } from './name-kinds.js';
import { readMeasures } from './read-measures.js';
import { SPANISH } from './spanish.js';

const FIELDS = /\s[—–·◆◇♦•▪■]\s/;

/**
 * Whether a field states a measure or a count ('50 lb bag', '500 mL PET', '24 pk'): a figure that measures nothing
 * ('Powdered 10X', 'Chips 4M', '82% fat', 'Dutch 22/24') or in parentheses ('(1 lb prints)') describes the product.
 */
const holdsFigure = (field: string) => readMeasures(field.replace(/\([^)]*\)/g, ' ')).measures.length > 0;

/**
 * A name of fields set apart by dashes or middle dots ('Spring water — 500 mL PET — 24 pk', 'FLOUR — Bread,
 * Unbleached · 50 lb bag') states the container and the count in
 * fields of their own: the words of a field holding a figure (PET, glass, can, carton) are packaging, left out —
 * unless the field names the product ('Harvest Table — Unsalted Butter, 1 lb × 4': a house label, then the product
 * and its size). A first field that names no product beside a later one that does is a label, left out too.
 */
export function withoutContainerFields(text: string, rest: string, namesProduct: (field: string) => boolean): string {
  const fields = text.split(FIELDS);
  const restFields = rest.split(FIELDS);
  if (fields.length < 2 || fields.length !== restFields.length) return rest;
  // A field of a figure and a container ('50 ct clamshell', '8 oz tub') says how the product is packed: it names
  // none, and the first field naming nothing the vocabulary knows is then the product, no label.
  const naming = restFields.map((f, i) => namesProduct(f) && !(i > 0 && holdsFigure(fields[i]!) && packagingOnly(f)));
  const kept = restFields.flatMap((_, i) =>
    i === 0 || !holdsFigure(fields[i]!) || naming[i] || describes(fields[i]!) ? [i] : [],
  );
  const label = !naming[0] && kept.some((i) => i > 0 && naming[i]);
  return kept
    .filter((i) => !(label && i === 0))
    .map((i) => restFields[i]!)
    .join(' ');
}

/**
 * Whether a field holding a figure lists what the product is besides, in parts set apart by commas ('skin on, scaled,
 * 6/8 oz, Lake Erie, fresh'): a part holding no figure, the cut or the grade, describes the product; a field of a
 * figure and its container alone ('500 mL PET', 'plaquette 454 g') does not.
 */
const describes = (field: string) => {
  const parts = field.split(/\s*[,;]\s*/).filter((p) => /[a-z]/.test(p));
  return parts.length >= 2 && parts.some((p) => !holdsFigure(p) && !packagingOnly(p));
};

const PACKAGING = new RegExp(
  `^(?:${SIZED_BY_CAPACITY.source.replace(/^\\b\(\?:|\)\\b$/g, '')}|\\d+|[a-z]{1,3}|bulk|flat|case|pack|tray|bag|jar|tub|pot)$`,
);

/** Whether a field's words are but figures, units and containers ('50 ct clamshell'). */
const packagingOnly = (field: string) =>
  field
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .every((w) => PACKAGING.test(w));

// A fruit juice in portion cups ('JUICE ORANGE 100% CUP 4 OZ', 'Juice cups, apple, 4 fl oz') is the juice, measured by
// what the cups hold; a cup for serving juice is of plastic or paper and names no fruit.
const JUICE_IN_CUPS =
  /^(?=.*\b(?:juices?|nectars?)\b)(?=.*\b(?:orange|apple|cranberry|grapes?|grapefruit|pineapple|tomato|mango|lemon|lime|peach|pear|fruit\s+punch)\b)(?!.*\b(?:plastic|paper|foam|pet|pla|disposable)\b)/;

/**
 * Whether a name is of a container (cups, clamshells) sized by what it holds: not when the container is named only
 * in a field of a figure and a container after the product ('microgreens: sunflower — 8 oz clamshell', 'marigold
 * petals — 1 oz cup'): that is how a food is packed, and its ounces are its weight.
 */
export function sizedByCapacity(text: string): boolean {
  if (!SIZED_BY_CAPACITY.test(text) || JUICE_IN_CUPS.test(text)) return false;
  const fields = text.split(FIELDS);
  if (fields.length < 2 || SIZED_BY_CAPACITY.test(fields[0]!)) return true;
  return !fields.slice(1).every((f) => !SIZED_BY_CAPACITY.test(f) || (holdsFigure(f) && packagingOnly(f)));
}

const FOREIGN = new Set([...Object.keys(FRENCH), ...Object.keys(SPANISH)]);

/** How many words of a text are French or Spanish words the vocabulary translates. */
function foreignWords(text: string): number {
  return text
    .split(/[^a-z]+/)
    .filter((w) => w && (FOREIGN.has(w) || FOREIGN.has(w.replace(/s$/, '')) || FOREIGN.has(w.replace(/e?s?$/, ''))))
    .length;
}

/**
 * A bilingual name ('Beurre non salé | Unsalted butter', 'Pollo entero / Whole chicken') is one product named twice:
 * it is read in the language the vocabulary reads as written, English, when the other half holds more French or
 * Spanish words (a translation word by word says less, or something else: 'non cuit' is not 'unbaked'; an English
 * word may look French: 'chocolate', 'grain'), or, neither half holding more, when the other half holds words the
 * vocabulary does not know ('BUTTERMILK / BABEURRE', 'FIRM TOFU / TOFU FERME'). Names of more fields separated by
 * slashes ('Salmon / portion / Chile / IVP frozen') are read whole.
 */
export function oneLanguage(
  rest: string,
  known: (word: string) => boolean = () => true,
  names: (half: string) => boolean = () => true,
): string {
  // A slash within brackets ('Kasim (Pork Shoulder / Butt), Boneless', 'Pork Shoulder (Moksal / Butt)') sets apart two
  // names of what the brackets say, not two halves of the name: the brackets are read alone.
  const bracketed = /\(([^()]*\s\/\s[^()]*)\)/g;
  if (bracketed.test(rest))
    return rest.replace(bracketed, (_, inner: string) => `(${oneLanguage(inner, known, names)})`);
  const parts = rest.split(/\s*\|\s*|\s+\/\s+(?=[a-z])/);
  if (parts.length !== 2 || !parts.every((p) => /[a-z]{3}/.test(p))) return rest;
  const [a, b] = parts.map(foreignWords) as [number, number];
  // A half naming no product ('Pois chiches secs | sac 25 kg': a sack) is no translation of the other.
  if (a > 0 && b === 0) return names(parts[1]!) ? parts[1]! : rest;
  if (b > 0 && a === 0) return parts[0]!;
  // Fields set apart by a bar ('HALAL ZABIHA Lamb Rack | priced per lb') are no translation of each other.
  if (rest.includes('|')) return rest;
  if (a !== b) return parts[a > b ? 1 : 0]!;
  const [ua, ub] = parts.map((p) => p.split(/[^a-z]+/).filter((w) => w.length > 2 && !known(w)).length) as [
    number,
    number,
  ];
  if (ua === 0 && ub > 0) return parts[0]!;
  if (ub === 0 && ua > 0) return parts[1]!;
  return rest;
}

/**
 * A name printed in another language and in English, the halves set apart by a double slash or a tilde ('HRECHKA //
 * BUCKWHEAT GROATS ROASTED', 'Lax, färsk, filé med skinn ~ Fresh Salmon Fillet, Skin-On ~ ca 1,6 kg /kg'), is read in
 * its English half: the first whose words the vocabulary all knows and which names a product. (A word of the other
 * language may read as an English abbreviation: Swedish 'med' is 'with', not 'medium'.)
 */
export function englishHalf(
  rest: string,
  english: (half: string) => boolean,
  known: (word: string) => boolean,
): string {
  const halves = rest.split(/\s\/\/\s|\s~\s/);
  if (halves.length < 2) return rest;
  // Of halves read as English, the one most of whose words are English as written ('BUTTER UNSALTED', not 'MASLO
  // VERSHKOVE', which the vocabulary reads as butter).
  const asWritten = (half: string) => {
    const words = half.split(/[^a-z]+/).filter((w) => w.length > 1);
    return words.filter(known).length / Math.max(1, words.length);
  };
  const read = halves.filter(english);
  if (read.length === 0) return rest;
  return read.reduce((best, h) => (asWritten(h) > asWritten(best) ? h : best));
}

/**
 * A name in another language, a long dash, then its English ('Kunjut, oq, tozalangan — sesame seeds, white, hulled',
 * 'Zarchava – turmeric, ground'), is read in the English: the half after the dash, of two words or more, most of them
 * known, when the vocabulary reads no word of the other, in any language. (A dash between English fields,
 * 'Tomatoes – Roma', keeps both; a container after a dash, '— 50 ct clamshell', is no translation, nor is a pack after
 * a French name, 'Sucre glace – colis 10 x 1 kg'.)
 */
export function dashedEnglish(
  rest: string,
  known: (word: string) => boolean,
  read: (word: string) => boolean,
): string | null {
  const halves = rest.split(/\s[—–]\s/);
  if (halves.length !== 2) return null;
  const [other, translated] = halves as [string, string];
  const words = other.split(/[^a-z]+/).filter((w) => w.length > 1);
  const english = translated.split(/[^a-z]+/).filter((w) => w.length > 1);
  const knownShare = english.filter(known).length / Math.max(1, english.length);
  return words.length > 0 && !words.some(read) && english.length >= 2 && knownShare >= 0.5 ? translated : null;
}

/** Words closing a field of praise in a listing's name ('Rich Creamy Flavor', 'Soft Buttery Golden Crust'). */
const PRAISE_NOUNS = new Set([
  'flavor',
  'flavour',
  'taste',
  'texture',
  'crust',
  'heat',
  'aroma',
  'finish',
  'crunch',
  'bite',
]);
/** Words that only praise ('Extra Crispy', 'Spicy & Bold', 'Soft & Pliable', 'Authentic Fermented'). */
const PRAISE = new Set([
  ...['rich', 'bold', 'crispy', 'chewy', 'pliable', 'clear', 'classic', 'authentic', 'fermented', 'gourmet'],
  ...['delicious', 'tasty', 'savory', 'versatile', 'premium', 'traditional'],
]);
/** Describing words a field of praise may also hold, which alone would say what the product is ('Light', 'Soft'). */
const PRAISE_TOO = new Set(['light', 'extra', 'creamy', 'thick', 'cut', 'soft', 'smooth', 'mild', 'fresh', 'spicy']);

/**
 * A mixed-case listing's name without its fields of praise ('Pure Canola Frying Oil, Clear & Light - 35 lb. Jug',
 * 'Grade AA Salted Butter, 1 lb. Solids - Rich Creamy Flavor'): a field after a comma or a dash that ends in a
 * word of taste or texture, or holds two words or more that all praise (one at least only praising). The first
 * field, naming the product, stays, and so does what parentheses hold.
 */
export function withoutPraise(name: string): string {
  const parts = name.split(/(,\s+|\s+[-–—]\s+)/);
  if (parts.length < 3) return name;
  const kept = [parts[0]!];
  for (let i = 1; i < parts.length; i += 2) {
    const field = parts[i + 1] ?? '';
    // What parentheses hold ('(36 Count Case)') is no praise: it stays.
    const held = field.match(/\s*\([^)]*\)/g)?.join('') ?? '';
    const words = field
      .replace(/\([^)]*\)/g, ' ')
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w && w !== 'and');
    const last = words.at(-1) ?? '';
    const praise =
      PRAISE_NOUNS.has(last) ||
      (words.length >= 2 && words.every((w) => PRAISE.has(w) || PRAISE_TOO.has(w)) && words.some((w) => PRAISE.has(w)));
    if (!praise) kept.push(parts[i]!, field);
    else kept.push(held);
  }
  return kept.join('');
}
