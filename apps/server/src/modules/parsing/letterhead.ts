/**
 * The seller's name from an invoice's letterhead, when it is printed without a legal form or a seller label: most
 * small suppliers head their invoices with the trading name alone ("Kaimana Fish & Poke Supply"), in the largest or
 * boldest type at the top of the first page, above the customer's bill-to and ship-to blocks.
 */
import { median } from './ocr/word-boxes.js';
import { BUYER } from './supplier.js';
import type { Line, Word } from './types.js';

/** Words that make a line a document title or a label, never a trading name. */
const TITLE_WORDS = new Set(
  (
    'invoice invoices inv tax original copy kopie duplicate statement sales payment receipt delivery docket note ' +
    'notes memo credit debit packing slip bill lading pro forma proforma quote quotation order confirmation page ' +
    'of facture factura rechnung factuur livraison bon de du la le des avoir remise no number nr date paid ' +
    'customer account details summary information vente achat commande compte client'
  ).split(' '),
);

/** Title words printed beside a name on its line, never part of one ("Sales" and "La" can be). */
const TITLE_AT_END = new Set(
  'invoice invoices facture factura rechnung factuur receipt statement tax original copy kopie duplicate docket'.split(
    ' ',
  ),
);

/** Last words of a section's heading. */
const SECTION_END = new Set('details summary information overview address adres adresse anschrift'.split(' '));
/** Pronouns and verbs of a slogan or a greeting, never in a trading name. */
const PROSE = new Set(
  'i you your we our us is are was thank thanks please ik je jij wij uw onze ons dank je vous votre nous notre merci wir ihr unser danke'.split(
    ' ',
  ),
);

/** Small words a name may hold in small letters ("Bank of the West", "Fromagerie de la Vallée"). */
const PARTICLES = new Set(
  'and the of for von van der den des del della di da de du la le les los las et und y'.split(' '),
);

/** Parts of an address, a contact or a registration: a line with these is not the name. */
const CONTACT =
  /@|\bwww\.|https?:|\.(?:com|net|org|ca|co|us|uk|au|nz|fr|de|nl|ie)\b|\b(?:tel|phone|ph|fax|mobile|cell|e-?mail|abn|acn|gst|hst|qst|vat|tva|btw|ust|ein|tax id|reg(?:istration)?\.? no|license|licence|po box|p\.o\. box)\b/i;
const LABEL = /[:#]|\bno\.\s*\d/i;
/** A street address: a house number then words, or a postal/ZIP code. */
const ADDRESS = /^\s*\d+[a-z]?\s+\p{L}|\b\d{5}(?:-\d{4})?\b|\b[a-z]\d[a-z]\s?\d[a-z]\d\b/iu;

const height = (w: Word) => Math.max(0, w.y1 - w.y0);

/** A line's runs of words, split where the gap between two words is wider than twice the type's height. */
function segments(line: Line): Word[][] {
  const words = [...line.words].sort((a, b) => a.x0 - b.x0);
  const size = median(words.map(height));
  const out: Word[][] = [];
  for (const w of words) {
    const run = out[out.length - 1];
    if (run && w.x0 - run[run.length - 1].x1 <= 2 * size) run.push(w);
    else out.push([w]);
  }
  return out;
}

/** The run without document-title words printed at its ends ("Amazon Web Services Invoice" → "Amazon Web Services"). */
function withoutTitle(run: Word[]): Word[] {
  const title = (w: Word) =>
    TITLE_AT_END.has(w.text.toLowerCase().replace(/[^\p{L}]/gu, '')) || /^[/|–-]$/.test(w.text);
  let from = 0;
  while (from < run.length && title(run[from])) from++;
  // Everything from a title word on is the title: "Acme Foods INVOICE / DELIVERY RECEIPT".
  let to = from;
  while (to < run.length && !title(run[to])) to++;
  return to - from >= 1 && to - from < run.length ? run.slice(from, to) : run;
}

/** True when the text reads as a trading name: mostly letters, a few words, not a title, label, contact or address. */
export function looksLikeName(text: string, ocr = false): boolean {
  const t = text.trim();
  if (t.length < 3 || t.length > 60) return false;
  const letters = (t.match(/\p{L}/gu) ?? []).length;
  const digits = (t.match(/\d/g) ?? []).length;
  if (letters < 3 || digits > 0.25 * letters || letters < 0.6 * t.replace(/\s/g, '').length) return false;
  if (CONTACT.test(t) || LABEL.test(t) || ADDRESS.test(t) || BUYER.test(t)) return false;
  const words = t
    .toLowerCase()
    .split(/[^\p{L}\p{N}'’&]+/u)
    .filter(Boolean);
  if (!words.length || words.length > 8) return false;
  // A document title ("INVOICE / DELIVERY RECEIPT", "Tax Invoice", "Facture") is made of title words only.
  if (words.every((w) => TITLE_WORDS.has(w))) return false;
  // A section's heading ("Hotel Details", "Order Summary") or a line of prose ("Dat betaal ik zelf wel").
  if (SECTION_END.has(words[words.length - 1]) || words.some((w) => PROSE.has(w))) return false;
  // A date written out ("June 12, 2024") or a single short word is not a name.
  if (words.length === 1 && words[0].length < 4) return false;
  // A letterhead is set in capitals, title case or (in French) sentence case: its first word has a capital. What OCR
  // read has a capital in most of its longer words too; otherwise it is more likely a misread logo ("yey VIORRS").
  const capital = (w: string) => /\p{Lu}/u.test(w);
  if (!capital(t.split(/\s+/)[0])) return false;
  if (!ocr) return true;
  // OCR makes a short word of a smudge or a logo ("Dore"): a name read by OCR has two words at least.
  if (words.filter((w) => w.length >= 2).length < 2) return false;
  const longer = t
    .split(/\s+/)
    .filter((w) => /\p{L}{3,}/u.test(w) && !PARTICLES.has(w.toLowerCase().replace(/\P{L}/gu, '')));
  return longer.filter(capital).length * 2 >= longer.length;
}

/**
 * The letterhead's name: among the runs of words at the top of the first page, above the first customer block, the
 * topmost that reads as a name and is printed no smaller than the body (or one printed much larger below it); on a
 * page read by OCR, a little larger than the body. Null when nothing there reads as one.
 */
export function letterheadName(lines: Line[], opts: { ocr?: boolean } = {}): string | null {
  const firstPage = lines.filter((l) => l.page === 1).sort((a, b) => a.y0 - b.y0);
  if (!firstPage.length) return null;
  const top = firstPage[0].y0;
  const bottom = Math.max(...firstPage.map((l) => l.y1));
  const limit = top + 0.3 * (bottom - top);
  const bodySize = median(firstPage.flatMap((l) => l.words.map(height)));
  let best: { text: string; size: number } | null = null;
  for (const line of firstPage) {
    if (line.y0 > limit || BUYER.test(line.text)) break;
    for (const printed of segments(line)) {
      const run = withoutTitle(printed);
      const text = run.map((w) => w.text).join(' ');
      if (!looksLikeName(text, opts.ocr)) continue;
      const size = median(run.map(height));
      // Printed no smaller than the body text: a name in small type is an address line or a slogan; what OCR read at
      // the top of a page in body type is too often a misread logo or stamp to offer as the name.
      if (size < (opts.ocr ? 1.1 : 0.95) * bodySize) continue;
      // The topmost such run, unless one further down is printed much larger (a tagline above the name).
      if (!best || size > 1.3 * best.size) best = { text, size };
    }
  }
  return best ? best.text.replace(/[\s,;.\-–]+$/, '').trim() : null;
}
