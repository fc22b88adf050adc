/** Words that mark totals, taxes, charges and notes: such lines are kept out of the item rows. */
import { normalizeText } from '../text.js';

const SUBTOTAL = [
  'subtotal',
  'subtotaal',
  'zwischensumme',
  'sous total',
  'sub total',
  'subtot',
  'teilsumme',
  'podsuma',
  'subtotale',
];
const END = [
  'total',
  'totals',
  'totaal',
  'totale',
  'summe',
  'gesamt',
  'gesamtbetrag',
  'gesamtsumme',
  'endbetrag',
  'rechnungsbetrag',
  'rechnungssumme',
  'amount due',
  'balance due',
  'total due',
  'te betalen',
  'a payer',
  'montant du',
  'net a payer',
  'razem',
  'do zaplaty',
  'grand total',
  'invoice total',
  'ttc',
  'balance',
  'totalbetrag',
  'totaalbedrag',
  'please pay',
  'pay this amount',
  'montant du',
  'total a payer',
];
const CHARGES = [
  'tax',
  'taxes',
  'vat',
  'gst',
  'hst',
  'pst',
  'qst',
  'tva',
  'tps',
  'tvq',
  'tvh',
  'btw',
  'mwst',
  'ust',
  'umsatzsteuer',
  'iva',
  'shipping',
  'freight',
  'delivery charge',
  'delivery fee',
  'handling',
  'fuel surcharge',
  'surcharge',
  'minimum order',
  'min order',
  'order minimum',
  'below minimum',
  'small order',
  'stop charge',
  'split case charge',
  'split case fee',
  'broken case charge',
  'broken case fee',
  'versand',
  'versandkosten',
  'fracht',
  'frachtkosten',
  'porto',
  'verzendkosten',
  'verzending',
  'frais de port',
  'discount',
  'rabatt',
  'korting',
  'remise',
  'skonto',
  'nachlass',
  'sondernachlass',
  'abzgl',
  'zzgl',
  'paid',
  'payment',
  'betaald',
  'bezahlt',
  'credits',
  'rounding',
  'exclusief',
  'inclusief',
  'net amount',
  'amount subject',
];

function phraseIn(tokens: string[], phrase: string): boolean {
  const p = phrase.split(' ');
  for (let i = 0; i + p.length <= tokens.length; i++) if (p.every((t, k) => tokens[i + k] === t)) return true;
  return false;
}

/** The running sum taken to the next page or brought from the last one: the table goes on overleaf. */
const CARRIED = [
  'carried forward',
  'carry forward',
  'brought forward',
  'balance forward',
  'carried over',
  'forward from previous page',
  'a reporter',
  'ubertrag',
  'uebertrag',
];

export type SummaryKind = 'subtotal' | 'end' | 'charge' | null;

/** "Balance carried forward", "Übertrag": a page's running sum, not the document's total. */
export function carriedForward(text: string): boolean {
  const tokens = normalizeText(text).split(' ').filter(Boolean);
  return CARRIED.some((p) => phraseIn(tokens, p));
}

/** What kind of summary line the text is, judged from its words only. */
export function summaryKind(text: string): SummaryKind {
  const tokens = normalizeText(text).split(' ').filter(Boolean);
  if (SUBTOTAL.some((p) => phraseIn(tokens, p)) || CARRIED.some((p) => phraseIn(tokens, p))) return 'subtotal';
  if (END.some((p) => phraseIn(tokens, p))) return 'end';
  if (CHARGES.some((p) => phraseIn(tokens, p))) return 'charge';
  return null;
}

/** "Dienst: X" is a detail; "Basis: 75,00 € Rabatt: -0,03" (two labels) is a remark, not an item. */
export function labelCount(words: { text: string }[]): number {
  return words.filter((w) => /\p{L}[\p{L}.-]*:$/u.test(w.text) || w.text === ':').length;
}

/** "Total DRY GROCERY", "*** PRODUCE TOTAL": the total of one section, not of the document. */
export function sectionTotal(text: string): boolean {
  if (text.split(/\s+/).filter((w) => /\p{L}{2}/u.test(w)).length > 6) return false;
  const words = normalizeText(text)
    .split(' ')
    .filter((w) => w && !/^(total|totals|totale|totaal|sous|sub|de|du|des|of|for)$/.test(w) && !/\d/.test(w));
  const documentWords = /^(invoice|facture|grand|due|balance|payer|pay|net|amount|montant|merchandise|general|order)$/;
  return words.length > 0 && !words.some((w) => documentWords.test(w));
}
