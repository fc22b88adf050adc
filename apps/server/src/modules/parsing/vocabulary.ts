/**
 * The recognised header vocabulary (product spec section 3 plus the words invoices commonly print in English, German,
 * French, Dutch, Polish, Spanish and Italian). Phrases are written normalised (see normalizeText).
 */

import { normalizeText, stringRatio } from './text.js';
import type { Field } from './types.js';

/** What a header cell says its column holds; the extra roles are recognised but not imported. */
export type HeaderRole = Field | 'tax' | 'discount' | 'position' | 'brand' | 'origin';

/** Roles a column may be recognised by that are not item fields: they are read, then left out of the item. */
export const isAsideRole = (role: string): boolean =>
  role === 'tax' || role === 'discount' || role === 'position' || role === 'brand' || role === 'origin';

export type PhraseMatch = { start: number; end: number; role: HeaderRole; strength: number; perUnit: boolean };

type Group = { role: HeaderRole; strength: number; perUnit?: boolean; phrases: string };

const GROUPS: Group[] = [
  {
    role: 'item_code',
    strength: 3,
    phrases:
      'code|item code|product code|article code|sku|item no|item nr|item number|item #|item#|product no|product number|' +
      'art nr|art no|artikelnummer|artikel nr|artikelnr|artnr|article no|article number|part no|part number|part #|' +
      'ref|reference|ref no|kod|kod towaru|indeks|codigo|cod|cat no|catalog no|catalogue no|product id|' +
      'item id|mfg no|code article|artikelcode|referentie|nr art|sku #|item code #|prod code|prod #|stock code|stock no|code produit|no d article|n d article|numero d article|no de produit|' +
      'numero produit|numero article|n produit|no prod|code prod|product #|prod no|item no #|vendor #|sku no',
  },
  { role: 'item_code', strength: 2, phrases: 'upc|ean|gtin|barcode|ean code|gtin code|upc code|bar code|isbn|ean nr' },
  {
    role: 'item_code',
    strength: 1,
    phrases:
      'art nr kunde|artikelnummer kunde|kunden art nr|kunden artikelnummer|ihre art nr|ihre artikelnummer|customer item|' +
      'customer code|customer item no|your item|your ref|your code|buyer item|votre ref|uw art nr|uw artikelnummer',
  },
  {
    role: 'item_code',
    strength: 3,
    phrases:
      'art nr lieferant|lieferanten art nr|unsere art nr|our item|supplier item|supplier code|vendor item|vendor code|' +
      'mfr code|manufacturer code|item code supplier',
  },
  {
    role: 'name',
    strength: 3,
    phrases:
      'description|item description|product description|name|item name|product name|designation|libelle|bezeichnung|' +
      'artikelbezeichnung|beschreibung|artikelbeschreibung|omschrijving|artikelomschrijving|nazwa|nazwa towaru|descripcion|' +
      'descrizione|denominazione|produit|product|producto|prodotto|leistung|title|product title|service|services|articles|' +
      'description of goods|particulars|towar|usluga|concepto|naam|desc|item desc|product service|description of services|' +
      'goods description|item details|commodity',
  },
  { role: 'name', strength: 2, phrases: 'item|article|artikel|goods|details|items|artikelen|articulo|articolo' },
  {
    role: 'unit',
    strength: 3,
    phrases:
      'unit|units|um|u m|uom|unit of measure|uofm|einheit|mengeneinheit|meng einheit|me|unite|eenheid|jm|j m|jednostka|' +
      'unidad|unita|u|unit s|mass|mengeneinh',
  },
  {
    role: 'unit',
    strength: 1,
    phrases:
      'pack|pack size|size|packaging|verpackung|gebinde|vke|vke geb|colisage|conditionnement|pk|pk size|packsize|' +
      'emballage|pack/size|pk/sz|format|fmt|pack format|case pack|pack sz',
  },
  {
    role: 'quantity',
    strength: 3,
    phrases:
      'quantity|qty|qte|quantite|menge|anzahl|aantal|hoeveelheid|ilosc|cantidad|cant|quantita|qta|qty ordered|' +
      'qty shipped|quantity ordered|quantity shipped|qty ord|qty shp|qty del|liefermenge|bestellmenge|ordered qty|shipped qty',
  },
  {
    role: 'quantity',
    strength: 2,
    phrases:
      'ord|ordered|shipped|ship|shp|delivered|cases|cs|number of cases|count|pcs|pieces|stuks|stk|quant|qt|del|' +
      'colis|caisses|cs livrees|livre|livree|livrees|commande|cde|cmd|expedie|expediee|nb colis|qte livree|qte cmd|' +
      'qte commandee|qte exp|qty inv|inv qty|billed|qty billed|cases shipped|units shipped|qty shipped cs|supplied|' +
      'qty supplied|dozen|dozens|doz|dz|dzn',
  },
  {
    role: 'quantity',
    strength: 1,
    phrases:
      'weight|gewicht|lbs|lb|kg|poids|waga|poids net|net wt|net weight|catch wt|catch weight|wt|pds|poids kg|poids lb',
  },
  {
    role: 'unit_price',
    strength: 3,
    perUnit: true,
    phrases:
      'unit price|price per unit|unit cost|unit rate|rate|price each|each|ea price|price ea|prijs per stuk|prijs st|' +
      'stukprijs|einzelpreis|e preis|stuckpreis|preis einheit|preis je einheit|preis pro einheit|prix unitaire|pu|p u|' +
      'prix u|cena jedn|cena jednostkowa|precio unitario|prezzo unitario|unit net price|net unit price|unit gross price|' +
      'unit price net|price unit|prix unit|cena jedn netto|cena jednostkowa netto|unitprice|price per|unit pr|u price|' +
      'prix unitaire ht|pu ht|ep|e p|einzel preis|per unit|unit amount|per dz|per doz|per dozen|price dz|price doz|' +
      'dz price|doz price',
  },
  {
    role: 'unit_price',
    strength: 2,
    phrases:
      'price|prijs|preis|prix|cena|cost|precio|prezzo|list price|net price|nettopreis|vk preis|cena netto|selling price|' +
      'sell price|your price|listenpreis|verkaufspreis|prix net|prijs excl|price excl|preis netto|tarif',
  },
  {
    role: 'amount',
    strength: 3,
    phrases:
      'line total|total|ext|ext price|extended|extension|extended price|ext amount|line amount|net amount|betrag|' +
      'gesamtpreis|gesamt|nettowert|nettobetrag|zeilenbetrag|positionsbetrag|summe|bedrag|totaal|montant|montant ht|' +
      'total ht|prix total|wartosc|wartosc netto|importe|importo|totale|value|net value|entgelt|preis gesamt|' +
      'gesamtbetrag|total price|price total|sum|line value|amount net|net total|total net|extd|ext amt|total amount|' +
      'amount excl|bedrag excl|totaalprijs|subtotal|sub total|line price|linetotal|prix ht|total line',
  },
  { role: 'amount', strength: 2, phrases: 'amount|amt|gross value|gross amount|wartosc brutto|brutto|gross' },
  {
    role: 'category',
    strength: 3,
    phrases: 'category|categorie|kategorie|kategoria|categoria|dept|department|warengruppe|product group|group',
  },
  {
    role: 'tax',
    strength: 2,
    phrases:
      'tax|taxes|vat|btw|mwst|ust|tva|iva|gst|hst|pst|vat rate|tax rate|tax %|vat %|mwst %|ust %|tax value|vat amount|' +
      'tax amount|stawka vat|stawka|vat value|tax code|btw %|tva %|taux tva|taux|steuer|steuersatz|usts|tax amt|' +
      'taxe|tx|taxable|tps|tvq|tps tvq|code taxe|tax flag',
  },
  {
    role: 'discount',
    strength: 2,
    phrases:
      'discount|disc|disc %|discount %|rabatt|rabatt %|korting|remise|rem|rabat|descuento|sconto|dto|allowance|promo|' +
      'escompte|rabais|esc %|rab %',
  },
  { role: 'brand', strength: 2, phrases: 'brand|marque|marke|merk|mfr|manufacturer|packer|label|fabricant' },
  {
    role: 'origin',
    strength: 2,
    phrases:
      'coo|origin|country|country of origin|orig|ctry|pays|origine|pays d origine|provenance|herkunft|herkunftsland',
  },
  {
    role: 'position',
    strength: 2,
    phrases: 'pos|position|line|no|nr|#|lp|ln|line no|line #|item line|sr|s no|sl no|ligne|no ligne|lig',
  },
];

type Entry = { tokens: string[]; role: HeaderRole; strength: number; perUnit: boolean };

const ENTRIES: Entry[] = GROUPS.flatMap((g) =>
  g.phrases.split('|').map((p) => ({
    tokens: normalizeText(p).split(' '),
    role: g.role,
    strength: g.strength,
    perUnit: g.perUnit ?? false,
  })),
);
const BY_FIRST = new Map<string, Entry[]>();
for (const e of ENTRIES) {
  const list = BY_FIRST.get(e.tokens[0]) ?? [];
  list.push(e);
  list.sort((a, b) => b.tokens.length - a.tokens.length || b.strength - a.strength);
  BY_FIRST.set(e.tokens[0], list);
}

/** Words that qualify the price or amount word before them ("Prijs incl. BTW", "Price (excl. VAT)", "Preis/Einheit"). */
const MODIFIERS = new Set(
  (
    'incl inkl excl exkl ex including excluding hors net netto brutto gross ht ttc tax vat btw mwst ust tva iva gst ' +
    'eur usd cad gbp chf pln $ € per pro st stuk stk stuck piece unit einheit each ea in w zl zł % before after disc ' +
    'discount of the a l u excl. incl. avant apres after'
  ).split(' '),
);
const PER_UNIT = new Set(['per', 'pro', 'st', 'stuk', 'stk', 'stuck', 'piece', 'unit', 'einheit', 'each', 'ea', 'u']);

/** Finds vocabulary phrases in a token sequence, longest first, left to right. */
export function matchPhrases(tokens: string[]): PhraseMatch[] {
  const out: PhraseMatch[] = [];
  let i = 0;
  while (i < tokens.length) {
    const candidates = BY_FIRST.get(tokens[i]) ?? [];
    const hit = candidates.find((e) => e.tokens.every((t, k) => tokens[i + k] === t));
    if (!hit) {
      i++;
      continue;
    }
    let end = i + hit.tokens.length;
    let perUnit = hit.perUnit;
    if (hit.role === 'unit_price' || hit.role === 'amount') {
      while (end < tokens.length && MODIFIERS.has(tokens[end]) && !startsPhrase(tokens, end, hit.role)) {
        if (PER_UNIT.has(tokens[end])) perUnit = true;
        end++;
      }
    }
    const role: HeaderRole = perUnit && hit.role === 'unit_price' ? 'unit_price' : hit.role;
    out.push({ start: i, end, role, strength: perUnit && role === 'unit_price' ? 3 : hit.strength, perUnit });
    i = end;
  }
  return out;
}

/** True when a different, stronger header phrase starts at `at` (so it is not swallowed as a modifier). */
function startsPhrase(tokens: string[], at: number, role: HeaderRole): boolean {
  const prev = tokens[at - 1];
  if (['incl', 'inkl', 'excl', 'exkl', 'ex', 'including', 'excluding', 'hors', 'per', 'pro'].includes(prev))
    return false;
  const hit = (BY_FIRST.get(tokens[at]) ?? []).find((e) => e.tokens.every((t, k) => tokens[at + k] === t));
  return !!hit && hit.role !== role && hit.role !== 'unit';
}

/** "$/Lb", "€/kg", "$ per case": money per a unit of measure, the price of a line billed by that unit. */
const MONEY_PER_UNIT = /^[$€£¥₹]\s*(?:\/|per\s)\s*\p{L}{1,6}\.?$/iu;

/** Every word of the vocabulary, and the qualifying words, that a glued header label may be made of. */
const KNOWN_WORDS = new Set([...ENTRIES.flatMap((e) => e.tokens), ...MODIFIERS].filter((w) => /^\p{L}{2,}$/u.test(w)));

/**
 * A header label whose words the OCR glued together ('PriceexGST', 'UnitPrice', 'QtyShipped') split back into them:
 * the fewest known words (two or more) that spell it exactly; the token as it was when none do or when it is a word
 * of the vocabulary itself.
 */
export function unglueToken(token: string): string[] {
  if (token.length < 6 || KNOWN_WORDS.has(token) || !/^\p{L}+$/u.test(token)) return [token];
  // best[i]: the fewest known words that spell token.slice(0, i).
  const best: (string[] | null)[] = [[], ...Array.from({ length: token.length }, () => null)];
  for (let i = 1; i <= token.length; i++) {
    for (let j = Math.max(0, i - 14); j <= i - 2; j++) {
      const before = best[j];
      const word = token.slice(j, i);
      if (before && KNOWN_WORDS.has(word) && (!best[i] || before.length + 1 < (best[i]?.length ?? 0)))
        best[i] = [...before, word];
    }
  }
  const split = best[token.length];
  return split && split.length >= 2 ? split : [token];
}

/** The normalised words of a header label, glued words split (unglueToken). */
const headerTokens = (text: string): string[] =>
  normalizeText(text)
    .split(' ')
    .filter(Boolean)
    .flatMap((t) => (BY_FIRST.has(t) ? [t] : unglueToken(t)));

/** The role a whole header cell names, with its confidence (0 when nothing is recognised). */
export function classifyHeader(text: string): { role: HeaderRole; strength: number; perUnit: boolean } {
  if (MONEY_PER_UNIT.test(text.trim())) return { role: 'unit_price', strength: 3, perUnit: true };
  const tokens = headerTokens(text);
  const counted = countedHeader(tokens);
  if (counted) return { role: counted, strength: counted === 'unit' ? 1 : 2, perUnit: false };
  const matches = matchPhrases(tokens);
  if (!matches.length) return { role: 'none', strength: 0, perUnit: false };
  if (isQualifiedTax(tokens, matches)) return { role: matches[0].role, strength: matches[0].strength, perUnit: false };
  const item = matches.filter((m) => !isAsideRole(m.role));
  const pool = item.length ? item : matches;
  const best = [...pool].sort((a, b) => b.strength - a.strength || b.end - b.start - (a.end - a.start))[0];
  return { role: best.role, strength: best.strength, perUnit: best.perUnit };
}

/** Words naming what a line counts or weighs: sacks, cases, bottles, pounds. */
const COUNTED = new Set(
  (
    'sack sacks bag bags case cases cs pc pcs piece pieces unit units bottle bottles btl btls can cans carton cartons ' +
    'ctn ctns box boxes pack packs item items sheet sheets roll rolls pallet pallets each ea lb lbs kg kgs weight wt ' +
    'qty quantity count'
  ).split(' '),
);

/**
 * A heading made of what is counted and a word that reads as money elsewhere: "Total Sacks" or "Total Weight" is the
 * number of things the line bills (a quantity, not its amount), and "Sacks per Unit" or "Bottles per Case" is how
 * many a unit holds (the pack, not a unit price).
 */
function countedHeader(tokens: string[]): HeaderRole | null {
  const other = tokens.length === 2 && tokens.includes('total') ? tokens[tokens[0] === 'total' ? 1 : 0] : null;
  // Things counted in the plural, or the weight: "Item Total" and "Unit Total" stay the line's amount.
  if (other && COUNTED.has(other) && /(?:[^s]s|^(?:weight|wt|qty|quantity|count|kg|lb))$/.test(other))
    return 'quantity';
  if (tokens.length >= 3 && COUNTED.has(tokens[0]) && tokens[0] !== 'each' && tokens[1] === 'per') return 'unit';
  return null;
}

/** "Tax amount", "VAT value", "MwSt-Betrag": an amount word that only qualifies a tax word. */
function isQualifiedTax(tokens: string[], matches: PhraseMatch[]): boolean {
  const first = matches[0];
  return (
    (first.role === 'tax' || first.role === 'discount') &&
    first.start === 0 &&
    matches.slice(1).every((m) => m.role === 'amount' || m.role === 'unit_price' || m.role === 'tax') &&
    tokens.length <= 3
  );
}

/** Share of a line's word tokens that belong to header phrases, and the distinct item fields it names. */
export function headerEvidence(text: string): { fields: Set<Field>; coverage: number; tokens: number } {
  const tokens = headerTokens(text);
  const matches = matchPhrases(tokens);
  const fields = new Set<Field>();
  let covered = 0;
  for (const m of matches) {
    covered += m.end - m.start;
    if (!isAsideRole(m.role) && m.role !== 'none') fields.add(m.role as Field);
  }
  return { fields, coverage: tokens.length ? covered / tokens.length : 0, tokens: tokens.length };
}

/** Single words of the vocabulary long enough to be told apart when a scan misreads some of their letters. */
const LONG_WORDS = ENTRIES.filter((e) => e.tokens.length === 1 && e.tokens[0].length >= 6);

/**
 * The role of a header label the OCR misread ('Desexizsion' for Description, white letters on a dark band): its one
 * long word close to one long vocabulary word, by at least 60 % of the letters, and closer to it than to any other
 * role's word. Weak (strength 1): the data has the last word on the column.
 */
export function misreadHeaderRole(text: string): HeaderRole | null {
  const tokens = normalizeText(text).split(' ').filter(Boolean);
  if (tokens.length !== 1 || tokens[0].length < 6) return null;
  const scored = LONG_WORDS.map((e) => ({ role: e.role, r: stringRatio(tokens[0], e.tokens[0]) }))
    .filter((x) => x.r >= 0.6)
    .sort((a, b) => b.r - a.r);
  if (!scored.length || scored.some((x) => x.role !== scored[0].role && x.r === scored[0].r)) return null;
  return scored[0].role;
}

/** Maps a free header label (from a spreadsheet or an instruction) to a field. */
export function fieldForHeader(text: string): Field {
  const { role } = classifyHeader(text);
  return isAsideRole(role) ? 'none' : (role as Field);
}

// ------------------------------------------------------------------------------------------------------------------
// Supplier catalogue files (the supplier's item import) read the same phrases

/** What a column of a supplier's catalogue file holds: an invoice column's role, or one only catalogues have. */
export type CatalogueRole = HeaderRole | 'pack' | 'size' | 'brand' | 'min_quantity';

/**
 * Catalogue files read every phrase above as invoices do, except the ones listed here: a catalogue has pack and
 * size columns, its 'Item' or 'Article' column holds the code, and a brand or a minimum order is not what the
 * import reads. Phrases only catalogues print are listed here too; invoice headers never see them.
 */
const CATALOGUE_GROUPS: { role: CatalogueRole; phrases: string }[] = [
  {
    role: 'pack',
    phrases:
      'pack|pack size|packaging|package|pk|pk size|packsize|case size|case pack|format|pack format|verpackung|' +
      'gebinde|colisage|conditionnement',
  },
  { role: 'size', phrases: 'size|item size|unit size|weight|net weight|volume|gewicht|poids|waga|kg|lb|lbs' },
  { role: 'item_code', phrases: 'item|article|plu|catalog number|catalogue number' },
  { role: 'name', phrases: 'article name' },
  { role: 'unit', phrases: 'measure|sold by|sell unit|selling unit' },
  { role: 'quantity', phrases: 'pack qty|case qty|units per case|per case|pack quantity|inner' },
  { role: 'unit_price', phrases: 'case price|sale price' },
  { role: 'category', phrases: 'categories|family|section|class' },
  { role: 'brand', phrases: 'brand|marque|marke|merk' },
  {
    role: 'min_quantity',
    phrases: 'min qty|minimum qty|min quantity|minimum quantity|min order|minimum order|min order qty|moq',
  },
];

/** In a header that names several things ('Item price', 'Supplier SKU'), the role that wins. */
const CATALOGUE_PRIORITY: CatalogueRole[] = [
  'unit_price',
  'item_code',
  'category',
  'quantity',
  'unit',
  'pack',
  'size',
  'name',
];

const CATALOGUE_PHRASES = new Map<string, CatalogueRole>();
for (const e of [...ENTRIES].sort((a, b) => b.strength - a.strength)) {
  const key = e.tokens.join(' ');
  if (!CATALOGUE_PHRASES.has(key)) CATALOGUE_PHRASES.set(key, e.role);
}
for (const g of CATALOGUE_GROUPS) for (const p of g.phrases.split('|')) CATALOGUE_PHRASES.set(normalizeText(p), g.role);

const CATALOGUE_BY_FIRST = new Map<string, string[][]>();
for (const key of CATALOGUE_PHRASES.keys()) {
  const tokens = key.split(' ');
  const list = CATALOGUE_BY_FIRST.get(tokens[0]) ?? [];
  list.push(tokens);
  list.sort((a, b) => b.length - a.length);
  CATALOGUE_BY_FIRST.set(tokens[0], list);
}

/**
 * What a catalogue file's column header names: `exact` when the whole header is one phrase ('Unit price'), else the
 * most telling phrase inside it ('Case price per pack' is a price). Null when no phrase is found.
 */
export function classifyCatalogueHeader(text: string): { role: CatalogueRole; exact: boolean } | null {
  const tokens = normalizeText(text).split(' ').filter(Boolean);
  const roles: CatalogueRole[] = [];
  let i = 0;
  while (i < tokens.length) {
    const hit = (CATALOGUE_BY_FIRST.get(tokens[i]) ?? []).find((p) => p.every((t, k) => tokens[i + k] === t));
    if (!hit) {
      i++;
      continue;
    }
    const role = CATALOGUE_PHRASES.get(hit.join(' '));
    if (role) roles.push(role);
    if (hit.length === tokens.length) return role ? { role, exact: true } : null;
    i += hit.length;
  }
  const role = CATALOGUE_PRIORITY.find((r) => roles.includes(r));
  return role ? { role, exact: false } : null;
}
