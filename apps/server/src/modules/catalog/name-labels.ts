/**
 * What opens or closes a catalogue name without naming a product: item codes, house labels and brands, a second
 * script's words, what the product is good for.
 */
import { inLexicon } from './lexicon.js';
import { withoutPraise } from './name-fields.js';
import { NOUNS } from './nouns.js';
import { WORDS } from './vocabulary.js';

/** Naive singular: tomatoes → tomato, berries → berry, onions → onion. */
export function singular(w: string): string {
  if (w.length <= 3 || w.endsWith('ss') || w.endsWith('us')) return w;
  if (/(?:lea|loa|hal|shel)ves$/.test(w)) return `${w.slice(0, -3)}f`;
  if (w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.endsWith('oes')) return w.slice(0, -2);
  if (w.endsWith('s')) return w.slice(0, -1);
  return w;
}

// House brands and labels printed before the product: 'Golden Grove Fancy Lemons', 'Member's Pick Salted Butter',
// 'Keystone Select Whole Milk',
// 'Blue Barn Farms Chicken Thighs'; and a category before a dash: 'Produce - Lemons 115s', 'Fish - Cod Fillets'.
const BRAND =
  /^(?:(?:[A-Z][\w&'’-]*\s+){0,3}(?:Farms?|Dairy|Dairies|Grove|Mills?|Ridge|Barn|Valley|Creek|Orchards?|Foods?(?!\s+(?:Wrap|Film|Storage|Service|Grade|Safe)\b)|Brands?|Ranch(?!\s+(?:Dressing|Dip|Seasoning|Sauce)\b)|Gardens?(?!\s+(?:[Pp]eas?|[Ss]alad|[Hh]erbs?)\b)|Kitchens?(?!\s+(?:[Rr]oll|[Pp]aper|[Tt]owel)s?\b)|Bakery|Co\.?|Company|Fisheries|Seafoods?|Packers?)\s+|[A-Z][\w&-]*['’]s\s+(?:Pick|Choice|Select|Best|Own|Finest|Table)\s+|[A-Z][a-z]+\s+Select\s+(?=[A-Z\d])|(?:[A-Z][\w'’-]*\s+&\s+|[A-Z][\w&'’-]*\s+)Fields?\s+|(?:Produce|Fish|Seafood|Meats?|Poultry|Dairy|Grocery|Groceries|Disposables|Bakery|Beverages?|Cleaning|Chemicals|Paper|Dry\s+Goods|Canned\s+Goods|Spices)\s+-\s+)/;

// A manufacturer and its model code in a field of their own before a dash ('DART 16J16 — Cup, Foam, 16 oz', 'TORK
// MB540 — Towel, Multifold'), or an empty such field ('— Rinse Aid, Dish Machine'): the name is what follows.
const MODEL_FIELD = /^\s*(?:(?:[A-Z][A-Z&'’.-]*\s+){0,2}[A-Z0-9-]*\d[A-Z0-9-]*\s*)?[—–]\s+(?=\S)/;
// A brand or house label after a dash closing a mixed-case name ('Butter Solid Unsalted AA - Gordon Choice',
// 'Ketchup Portion Packets 9 g - Heinz'): capitalised words and no figure (a dash before '165s' or '50 lb sack'
// gives the count or the pack).
const TRAILING_BRAND = /\s+-\s+(?:[A-Z][a-z][\w&'’.]*)(?:\s+(?:&\s+)?[A-Z][\w'’.]*){0,2}\s*$/;

/**
 * The name without a brand after a closing dash (see TRAILING_BRAND). Words that all say a kind the vocabulary knows
 * ('Plantains - Green', 'Carrots - Jumbo', 'Chicken - Leg Quarters': a list printing the noun, a dash, then the
 * kind) are no brand: they stay.
 */
function withoutTrailingBrand(name: string): string {
  const m = TRAILING_BRAND.exec(name);
  // Words of another script before the dash ('ধনিয়া গুঁড়া - Coriander Powder', 'मसूर दाल - Red Lentils') are the name in
  // that language: the English after the dash is the product, no brand.
  if (!m || !/[A-Za-z]/.test(name.slice(0, m.index))) return name;
  const words =
    m[0]
      .replace(/^\s*-\s*/, '')
      .toLowerCase()
      .match(/[a-z]+/g) ?? [];
  return words.length > 0 && words.every(known) ? name : name.slice(0, m.index);
}

const known = (w: string) =>
  !!WORDS[w] || !!WORDS[singular(w)] || NOUNS.has(singular(w)) || inLexicon(w) || inLexicon(singular(w));

// A label in square brackets before the name ('[Tidewater] Butter, Unsalted'), and an item code of capitals and
// figures joined by dashes before a mixed-case or lower-case name ('BL-6 Bleach Regular 6%', 'GL-NT-L Glove Nitrile',
// 'ES-222 babeurre'): no product.
const BRACKETED_LABEL = /^\s*\[[^\]]*\]\s*(?=\S)/;
// A packer brand in capitals between asterisks ('BUTTER SOLID UNSLTD AA *LKL CLASSIC*', 'Luncheon Meat *SPAM*'): no
// product (an asterisk marking a footnote pairs with none).
const STARRED_BRAND = /\*[A-Z0-9][^*a-z]*\*/g;
// A manufacturer and its item number in square brackets opening a group-purchasing contract's line ('Prairie Gold
// Creamery [#10455] Butter, Solid', "Sweet Baby Ray's [#65830] Barbecue Sauce"): the maker and its code name no product.
const MAKER_ITEM = /^\s*(?:[^[\]\s][^[\]]{0,60}?\s+)?\[#\s*[A-Z0-9][\w.-]*\]\s*(?=\S)/;
// A government stock number opening a name ('8905-01-E20-0120 BEEF, BRISKET', '6810-01-123-4567 BLEACH'): the
// supply class, the country and the item number, no product and no figure of it.
const STOCK_NUMBER = /^\s*\d{4}-\d{2}-[A-Z0-9]{3}-\d{4}\s+(?=\S)/;
const ITEM_CODE = /^\s*(?=[A-Z0-9-]*\d|[A-Z0-9]+-[A-Z0-9]+-)[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+\s+(?=[A-Z]?[a-z])/;

// A store's item number of five digits or more opening the name ('950010 BUN BRIOCHE 4"'): no count of buns.
// A letter-and-number item code or a bid line number opening a name in capitals ('HB-2101 GOCHUJANG', 'LINE 0101
// CHICKEN, NUGGETS'): no product.
const CAPS_ITEM_CODE = /^\s*(?:[A-Z]{1,4}-|LINE\s+|ITEM\s+)\d{3,6}[A-Z]?\s+(?=[A-Z]{2})/;

const SKU = /^\s*\d{5,8}\s+(?=[A-Za-z])/;
// An article number opening a name ('Art. 40217 Vollrahm', 'Art.-Nr. 1102', 'Réf. 2231', 'Item No. 4410'): no artichoke.
const ARTICLE_NUMBER =
  /^\s*(?:Art(?:ikel)?\.?(?:\s*-?\s*Nr\.?)?|R[ée]f\.?|Item\s+No\.?|Nr\.)\s*\d{2,}[\w-]*\s*[:|·-]?\s+(?=\S)/i;
// A meat plant's establishment number ('UY Est. 1406', 'EST 38'): where it was packed, not what it is.
const ESTABLISHMENT = /\b(?:[A-Z]{2}\s+)?Est(?:ab)?\.?\s*(?:No\.?\s*)?\d{1,5}\b/gi;

// A romanised name in capitals, a spaced colon, then the English name in mixed case ('KHAO HOM MALI : Thai Hom Mali
// Jasmine Rice', 'BAI MAK KHI HUT : Kaffir Lime Leaves'): the English name says the product.
const ROMANISED_FIELD = /^\s*[A-Z][A-Z'’-]*(?:\s+[A-Z][A-Z'’-]*){0,4}\s+:\s+(?=[A-Z][a-z])/;

// An item code in a field of its own before a bar ('DRY-0101 | butter, unsalted', 'PRD-0501 | avocado'): no product.
const CODE_FIELD = /^\s*[A-Z]{1,4}-?\d[A-Z0-9-]*\s*\|\s*(?=\S)/;
// Chinese, Japanese, Korean, Thai or Lao words and their romanisation in parentheses after them ('Jasmine Rice 茉莉香米 (Moli
// Xiangmi)', 'Gochujang 고추장 (Gochujang) Paste'): the English words of the name say the product.
const CJK = '\u0e00-\u0eff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff';
const CJK_WORDS = new RegExp(`[${CJK}][${CJK}\\s·・]*(?:\\([^()${CJK}]*\\))?`, 'g');
// What a product is good for in a mixed-case name ('- Perfect for Baking and Sauces', 'Simple Syrup for Cocktails &
// Coffee', 'Rice Stick Noodles for Pad Thai & Pho'): a use, not the product.
const USE_CLAUSE = /\s*(?:\b(?:Perfect|Ideal|Great|Best|Suitable|Made)\s+)?\bfor\s+(?:(?:[A-Z][\w'’.]*|&|and)[\s,]*)+/g;

// A species' Latin name in parentheses ('(Dicentrarchus labrax)', '(Salmo salar)'): the market name says the product.
const LATIN_NAME = /\s*\(\s*[A-Z][a-z]+\s+[a-z]{3,}(?:\s+[a-z]{3,})?\s*\)/g;
// A country of origin in the last field of a name ('… / fresh / Greece', '…, Product of Chile'): where it comes from,
// not what it is ('/ Turkey' is no turkey).
const COUNTRIES = [
  ...['Greece', 'Turkey', 'Norway', 'Chile', 'Iceland', 'Ecuador', 'Vietnam', 'India', 'Thailand', 'China', 'Peru'],
  ...['Mexico', 'USA', 'U\\.S\\.A\\.', 'Canada', 'Spain', 'Italy', 'France', 'Scotland', 'Ireland', 'Indonesia'],
  ...['Argentina', 'Brazil', 'Morocco', 'Egypt', 'Netherlands', 'Holland', 'Denmark', 'Poland', 'New Zealand'],
  ...['Australia', 'Honduras', 'Guatemala', 'Costa Rica', 'Colombia', 'South Africa', 'Israel', 'Portugal', 'Japan'],
  ...[
    'Korea',
    'Philippines',
    'Bangladesh',
    'Pakistan',
    'Sri Lanka',
    'Kenya',
    'Cyprus',
    'Lebanon',
    'Faroe(?: Islands)?',
  ],
];
const ORIGIN_FIELD = new RegExp(
  `\\s*(?:[/|,;–—-]\\s*(?:(?:product|produce)\\s+of\\s+)?|\\b(?:product|produce)\\s+of\\s+)(?:${COUNTRIES.join('|')})\\s*$`,
  'i',
);

// A house brand in capitals opening a mixed-case name ('TALA Cane Vinegar', 'SIAM GOLD Spring Roll Pastry'): one or two
// words of capitals before a capitalised word, the first read as no word the vocabulary knows. (Not the other
// language's half of a bilingual name: 'HELLIM / Halloumi'.)
const CAPS_BRAND = /^\s*([A-Z]{3,})(?:\s+[A-Z]{3,})?\s+(?=[A-Z][a-z])/;

function withoutCapsBrand(name: string): string {
  const m = CAPS_BRAND.exec(name);
  if (!m || name.includes('/')) return name;
  const w = m[1]!.toLowerCase();
  if (known(w)) return name;
  return name.slice(m[0].length);
}

// A country of origin by its two-letter code in a field of its own closing a name ('… ◆ 12 × 1 kg jar ◆ TR').
const ORIGIN_CODES =
  'TR|GR|CY|IT|ES|FR|PT|US|CA|MX|CL|PE|EC|VN|TH|CN|IN|EG|MA|NZ|AU|BR|AR|UY|JP|KR|PH|DE|NL|PL|IE|GB|UK';
const ORIGIN_CODE = new RegExp(`\\s*[◆◇♦•|·]\\s*(?:${ORIGIN_CODES})\\s*$`);
// The same between two fields ('Vacío de novillo · AR · caja ±18 kg').
const ORIGIN_CODE_FIELD = new RegExp(`\\s[◆◇♦•|·]\\s*(?:${ORIGIN_CODES})\\s*(?=[◆◇♦•|·])`, 'g');

// A name written as labelled fields ('Item: Rice; Style: Basmati, extra long grain; Size: 40 lb bag'): the labels name
// no product, the fields read as a name's fields. A catch weight ('Catch weight', 'Random weight') is how it is sold.
const FIELD_LABEL =
  /(^|[;|]\s*)(?:item|style|size|product|description|variety|type|grade|pack(?:ing)?|format|brand\s*:\s*[^;|]*)\s*:\s*/gi;
const SOLD_BY_WEIGHT = /(^|[;|,]\s*)(?:catch|random|variable)\s+weight\s*(?=[;|,]|$)/gi;

/** A name of labelled fields ('Item: Milk; Style: 1% lowfat; Size: 8 fl oz') as a name of comma-separated ones. */
export function withoutFieldLabels(printed: string): string {
  if (!/^\s*item\s*:/i.test(printed)) return printed;
  return printed
    .replace(FIELD_LABEL, '$1')
    .replace(SOLD_BY_WEIGHT, '$1')
    .replace(/\s*;\s*/g, ', ');
}

// A purchasing system's category path ('Dry > Sugar > Granulated', 'Produce > Herbs > Dill', 'Meat > Lamb > Leg,
// bone-in'): the fields before the last name the department and the kind. A department's or an aisle's name (dry
// goods, produce, herbs, spices, condiments) says where it is shelved, not what it is; the kind ('Sugar', 'Lamb') and
// a state ('Frozen', 'Canned') stay.
const PATH_FIELD = /\s+[>›]\s+/;
const DEPARTMENT =
  /^(?:produce|dairy|meats?|poultry|seafood|dry|goods|grocery|groceries|pantry|staples|provisions|disposables|paper|chemicals?|cleaning|janitorial|supplies|beverages?|drinks|spices?|herbs?|condiments?|sauces|legumes|pulses|fruits?|vegetables?|veg|cultured|baking|bakery|deli|general|other|misc|miscellaneous|and|&)$/i;

/** A category path as the kind then the detail ('Dry > Sugar > Granulated' as 'Sugar, Granulated'). */
export function withoutDepartments(printed: string): string {
  if (!PATH_FIELD.test(printed)) return printed;
  const fields = printed.split(PATH_FIELD);
  const last = fields.pop() ?? '';
  const kinds = fields
    .map((f) =>
      f
        .split(/\s+/)
        .filter((w) => !DEPARTMENT.test(w))
        .join(' '),
    )
    .filter((f) => f.trim());
  return [...kinds, last].join(', ');
}

/** The name without what names no product: codes, labels, brands, a second script's words, uses. */
export function withoutLabels(printed: string): string {
  const named = withoutFieldLabels(withoutDepartments(printed))
    .replace(LATIN_NAME, ' ')
    .replace(ORIGIN_FIELD, '')
    .replace(ORIGIN_CODE, '')
    .replace(ORIGIN_CODE_FIELD, ' ');
  const latin = /[A-Za-z]{3}/.test(named.replace(CJK_WORDS, ' ')) ? named.replace(CJK_WORDS, ' ') : named;
  const shouting = latin === latin.toUpperCase();
  const used = shouting ? latin : withoutPraise(latin.replace(USE_CLAUSE, ' ').trimEnd());
  return withoutBrand(used.replace(CODE_FIELD, '').replace(ROMANISED_FIELD, ''));
}

function withoutBrand(printed: string): string {
  const coded = printed
    .replace(STOCK_NUMBER, '')
    .replace(MAKER_ITEM, '')
    .replace(BRACKETED_LABEL, '')
    .replace(STARRED_BRAND, ' ')
    .replace(ARTICLE_NUMBER, '')
    .replace(ESTABLISHMENT, ' ')
    .replace(ITEM_CODE, '')
    .replace(CAPS_ITEM_CODE, '')
    .replace(SKU, '')
    .replace(MODEL_FIELD, '');
  const name = printed === printed.toUpperCase() ? coded : withoutCapsBrand(withoutTrailingBrand(coded));
  const m = BRAND.exec(name);
  // Not when the name would be left without words ('Valley Farms' alone), nor when a product's field is said
  // ('Tomatoes Field 5x6': field tomatoes, no brand).
  if (!m || !/[A-Za-z]{3}/.test(name.slice(m[0].length))) return name;
  const field = /(\w+)\s+Fields?\s+$/.exec(m[0]);
  if (field && NOUNS.has(singular(field[1]!.toLowerCase()))) return name;
  // A label that says what the product is ('Organic Valley') keeps saying it.
  return `${/\borganic\b/i.test(m[0]) ? 'Organic ' : ''}${name.slice(m[0].length)}`;
}
