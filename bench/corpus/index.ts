/**
 * A generated corpus of food-service distributor invoices with exact line-item ground truth, for measuring how the
 * invoice parser generalises to layouts it was never tuned on.
 *
 * Families (families.ts): 42 distributor templates — broadline (Sysco/US Foods/GFS-like), produce, meat, seafood,
 * dairy, bakery, cash & carry, Quebec distributors in French. A family fixes the column set and order, the heading
 * wording (English or French synonyms), headings on one line, on two lines or absent, how an item is laid out (one
 * line; description wrapped; code and numbers above the description; description above the numbers; a lot/origin
 * note below), category sections with or without subtotal rows, font (Helvetica, Times, Courier print-out), rules
 * (none, row lines, grid, zebra stripes, frame), money format (1234.56, 1,234.56, $1,234.56, 1 234,56 $, 1234,56),
 * catch weight (weight column or weight as quantity, LB or KG), discounts, tax flags, ordered/shipped/back-order,
 * pages (headings repeated or not, "continued" footers), the invoice header block and the totals block. Each
 * invoice of a family has random content from a seeded generator: the same family and number give the same bytes.
 *
 * Ground truth per line (generate.ts): name (the description as printed), itemCode, quantity (what is billed: the
 * shipped quantity, or the weight of a catch-weight line), unit, unitPrice (as printed) and amount (quantity ×
 * unit price − printed discount, in cents, equal to the printed extension).
 *
 * Held out: 14 of the 42 families carry `heldOut: true` in families.ts, the only place that says so. The parser
 * is tuned on the other 28 only; the held-out score is the measure of generalisation. They were chosen as whole
 * feature combinations the tuned families never show together (e.g. French with Courier and description-next-line,
 * no headings with section subtotals, two-line headings over catch weight with discounts and notes), while every
 * single feature value also appears in some tuned family, so nothing held out is entirely new either.
 * `checkFamilies()` enforces both: each held-out family differs from every tuned family in at least
 * MIN_HELD_OUT_DISTANCE features, and each of its feature values occurs in a tuned family.
 *
 * Scans (scan.ts): a document rendered at ~200 dpi, slightly rotated, blurred, tinted, unevenly lit, noised and
 * saved as JPEG (quality 60–85); an image-only PDF when it has several pages.
 *
 * Run: `npm run bench -- parse --corpus-only` (see bench/parse.ts for --family, --docs, --scans, --heldout,
 * --tuned, --show and --save DIR, which writes the PDFs, JPEGs and truth JSON to look at).
 */

import { FAMILIES } from './families.js';
import type { Family } from './family.js';
import { generateInvoice, type TruthItem } from './generate.js';
import { seedOf } from './random.js';
import { renderInvoice } from './render.js';
import { type Scan, scanPdf } from './scan.js';

export type { Family } from './family.js';
export type { TruthItem } from './generate.js';
export { FAMILIES };

export type CorpusDocument = {
  family: Family;
  index: number;
  /** e.g. `northstar-broadline-0.pdf` */
  fileName: string;
  pdf: Uint8Array;
  pages: number;
  truth: TruthItem[];
  /** Unit prices after discount, per truth line (null where the line has no discount). */
  netPrices: (number | null)[];
};

/** Invoice `index` of `family` as a text PDF with its ground truth. */
export async function corpusDocument(family: Family, index: number): Promise<CorpusDocument> {
  const content = generateInvoice(family, index);
  const rendered = await renderInvoice(content);
  const items = content.rows.filter((r) => r.kind === 'item');
  return {
    family,
    index,
    fileName: `${family.name}-${index}.pdf`,
    pdf: rendered.bytes,
    pages: rendered.pages,
    truth: rendered.truth,
    netPrices: items.map((it) => it.netPrice),
  };
}

/** The scanned rendition of a corpus document (JPEG, or an image-only PDF for several pages). */
export function scanDocument(doc: CorpusDocument): Promise<Scan> {
  return scanPdf(doc.pdf, seedOf(doc.family.name, doc.index, 'scan'), `${doc.family.name}-${doc.index}-scan`);
}

export { checkFamilies, MIN_HELD_OUT_DISTANCE } from './check.js';
