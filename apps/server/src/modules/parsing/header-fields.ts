/** Invoice number, date and total read from labelled values in the document text. */
import { type DateOrder, findDate } from './dates.js';
import { type DecimalStyle, parseNumber } from './numbers.js';
import { normalizeText } from './text.js';
import type { Line, Word } from './types.js';

type Label = { tokens: string[]; priority: number };
const labels = (priority: number, list: string) =>
  list.split('|').map((p) => ({ tokens: normalizeText(p).split(' '), priority }));

const NUMBER_LABELS: Label[] = [
  ...labels(
    3,
    'invoice number|invoice no|invoice nr|invoice #|invoice id|inv no|inv #|rechnungsnummer|rechnungsnr|rechnung nr|' +
      'factuurnummer|factuurnr|factuur nr|numero de facture|n de facture|facture n|facture no|numer faktury|' +
      'faktura nr|factura no|numero factura|fattura n|numero fattura|beleg nr|belegnummer|bill no|bill number|' +
      'invoice num|tax invoice no|document no',
  ),
  ...labels(2, 'invoice|rechnung|factuur|facture|faktura|factura|fattura|receipt no|order no'),
];
const DATE_LABELS: Label[] = [
  ...labels(
    3,
    'invoice date|date of issue|issue date|rechnungsdatum|factuurdatum|factuur datum|date de facture|date facture|' +
      'data wystawienia|fecha de factura|data fattura|belegdatum|beleg datum|billing date|date issued|issued on|' +
      'invoice dated|date of invoice|fakturadatum',
  ),
  ...labels(1, 'date|datum|fecha|data|dated|le'),
];
const TOTAL_LABELS: Label[] = [
  ...labels(
    3,
    'grand total|grandtotal|total amount due|amount due|balance due|total due|invoice total|total ttc|montant ttc|net a payer|' +
      'gesamtbetrag|rechnungsbetrag|rechnungssumme brutto|endbetrag|factuur totaal|totaal te betalen|do zaplaty|' +
      'total to pay|amount payable|total payable|due payable|total incl|total inc|totaal incl|bedrag inclusief|' +
      'zu zahlen|zahlbetrag|total eur|total usd|total cad|please pay|pay this amount|please pay this amount',
  ),
  ...labels(2, 'total|totaal|summe|razem|totale|importe total|gross amount'),
];
const SUBTOTAL_LABELS: Label[] = [
  ...labels(
    3,
    'subtotal|sub total|sub-total|sous total|sous-total|merchandise total|total merchandise|product total|' +
      'total before tax|total before taxes|total avant taxes|total ht|montant ht|total hors taxes|zwischensumme|' +
      'subtotaal|total excl|total net|net total|items total|total items',
  ),
];
const NOT_TOTAL = [
  'subtotal',
  'sub',
  'subtotaal',
  'zwischensumme',
  'sous',
  'excl',
  'exclusief',
  'netto',
  'ht',
  'tax',
  'vat',
];

type Hit = { line: Line; after: Word[]; labelWords: Word[]; priority: number };

function wordTokens(words: Word[]): { tokens: string[]; owner: number[] } {
  const tokens: string[] = [];
  const owner: number[] = [];
  words.forEach((w, i) => {
    for (const t of normalizeText(w.text).split(' ').filter(Boolean)) {
      tokens.push(t);
      owner.push(i);
    }
  });
  return { tokens, owner };
}

function findLabels(lines: Line[], list: Label[]): Hit[] {
  const hits: Hit[] = [];
  for (const line of lines) {
    const { tokens, owner } = wordTokens(line.words);
    for (const label of list) {
      for (let i = 0; i + label.tokens.length <= tokens.length; i++) {
        if (!label.tokens.every((t, k) => tokens[i + k] === t)) continue;
        const lastWord = owner[i + label.tokens.length - 1];
        hits.push({
          line,
          labelWords: line.words.slice(owner[i], lastWord + 1),
          after: line.words.slice(lastWord + 1),
          priority: label.priority,
        });
      }
    }
  }
  return hits.sort((a, b) => b.priority - a.priority);
}

/** Words of the next line standing under the label (label above value layouts). */
function below(lines: Line[], hit: Hit): Word[] {
  const at = lines.indexOf(hit.line);
  const next = lines[at + 1];
  if (!next || next.page !== hit.line.page || next.y0 - hit.line.y1 > 2.5 * hit.line.size) return [];
  const x0 = hit.labelWords[0].x0 - hit.line.size;
  const x1 = Math.max(hit.labelWords[hit.labelWords.length - 1].x1, x0 + 6 * hit.line.size);
  return next.words.filter((w) => w.x1 > x0 && w.x0 < x1);
}

const FILLER = /^(?:[:#.\-–]|no\.?|nr\.?|n°|no:|nr:|number|nummer|num[eé]ro|#:?)$/i;

export function findInvoiceNumber(lines: Line[]): string | null {
  for (const hit of findLabels(lines, NUMBER_LABELS)) {
    for (const words of [hit.after, below(lines, hit)]) {
      const rest = words.filter((w) => !FILLER.test(w.text));
      const candidate = rest[0]?.text.replace(/^[:#]+|[:,;.]+$/g, '');
      if (!candidate || !/\d/.test(candidate) || candidate.length > 32 || findDate(candidate)) continue;
      if (words[0] && words[0].x0 - hit.labelWords[hit.labelWords.length - 1].x1 > 25 * hit.line.size) continue;
      return candidate;
    }
  }
  return null;
}

export function findInvoiceDate(lines: Line[], order: DateOrder): string | null {
  for (const hit of findLabels(lines, DATE_LABELS)) {
    for (const words of [hit.after, below(lines, hit)]) {
      const d = findDate(
        words
          .slice(0, 6)
          .map((w) => w.text)
          .join(' '),
        order,
      );
      if (d) return d;
    }
  }
  const top = lines.filter((l) => l.page === 1).slice(0, 40);
  for (const l of top) {
    const d = findDate(l.text, order);
    if (d) return d;
  }
  return null;
}

/**
 * The numbers of a label's words. A figure with spaces as thousands separators ('1 694,43 $') is read by the OCR as
 * several words: a word of one to three digits and the close words of three digits after it are one number.
 */
function numbersOf(words: Word[], style: DecimalStyle): number[] {
  const out: number[] = [];
  for (let i = 0; i < words.length; i++) {
    let text = words[i].text;
    // The next word is a group of three digits (with the decimals and a sign after the last), a space apart.
    const group = (w: Word, prev: Word) => w.x0 - prev.x1 < w.y1 - w.y0 && /^\d{3}(?:[.,]\d+)?\D{0,2}$/.test(w.text);
    while (/^\d{1,3}(?: \d{3})*$/.test(text) && i + 1 < words.length && group(words[i + 1], words[i])) {
      if (parseNumber(`${text} ${words[i + 1].text}`, style) === null) break;
      text = `${text} ${words[++i].text}`;
    }
    const value = parseNumber(text, style);
    if (value !== null) out.push(value);
  }
  return out;
}

/**
 * The amount printed before its label ('571.15 Sub-Total'), as some totals blocks set it: the word just before the
 * label, a figure with its cents, close to it. Taken only where no figure follows the label or stands under it.
 */
function amountBefore(hit: Hit): Word[] {
  const at = hit.line.words.indexOf(hit.labelWords[0]);
  const word = hit.line.words[at - 1];
  if (!word || hit.labelWords[0].x0 - word.x1 > 4 * hit.line.size) return [];
  return /\d[.,]\d{2}\D{0,2}$/.test(word.text) ? [word] : [];
}

/** The printed subtotal (the items' sum before taxes and charges), or null. */
export function findSubtotal(lines: Line[], style: DecimalStyle): number | null {
  const hits = findLabels(lines, SUBTOTAL_LABELS);
  for (const hit of hits.reverse()) {
    for (const words of [hit.after, below(lines, hit), amountBefore(hit)]) {
      const numbers = numbersOf(words, style);
      if (numbers.length) return numbers[numbers.length - 1];
    }
  }
  return null;
}

export function findTotal(lines: Line[], style: DecimalStyle): number | null {
  let best: { priority: number; value: number } | null = null;
  for (const hit of findLabels(lines, TOTAL_LABELS)) {
    const lineTokens = normalizeText(hit.line.text).split(' ');
    if (NOT_TOTAL.some((t) => lineTokens.includes(t)) && hit.priority < 3) continue;
    for (const words of [hit.after, below(lines, hit), amountBefore(hit)]) {
      const numbers = numbersOf(words, style);
      if (!numbers.length) continue;
      const value = numbers[numbers.length - 1];
      // A balance of 0.00 under a payment received says the invoice was paid, not what it comes to.
      if (value === 0) break;
      if (!best || hit.priority > best.priority || (hit.priority === best.priority && value > best.value)) {
        best = { priority: hit.priority, value };
      }
      break;
    }
  }
  return best ? best.value : null;
}
