/**
 * Choosing between OCR readings of the same page by the invoice's own arithmetic: the reading whose lines reconcile
 * (quantity × unit price = amount) and add up to the printed total is the one that read the table right.
 */
import { findTotal } from '../header-fields.js';
import { rowItem } from '../items.js';
import type { Layout } from '../layout-analysis.js';
import { QUANTITY_FROM_AMOUNT, reconcile } from '../reconcile.js';
import { fittedToSum } from '../sum-repairs.js';
import { borrowDescriptions } from './row-descriptions.js';

/** Score of a reading; `items` rows with figures, of which `checked` reconciled or were put right. */
export type ReadingScore = { score: number; perfect: boolean; items: number; checked: number };

export function readingScore(layout: Layout): ReadingScore {
  const tables = structuredClone(layout.tables);
  const r = reconcile(tables, layout.style, layout.lines, findTotal(layout.lines, layout.style));
  // A row whose figures add up but whose description was lost (the left half of a row the engine did not read)
  // gives no item: it counts as a row not checked.
  let [named, nameless, quantityLost, unfitted] = [0, 0, 0, 0];
  for (const table of tables)
    for (const row of table.rows) {
      const status = row.check?.status;
      if (status !== 'reconciled' && status !== 'repaired') continue;
      // A figure put right only so that the lines add up was not checked by the row's own arithmetic.
      if (fittedToSum(row)) {
        unfitted++;
        continue;
      }
      if (row.check?.repairs.some((r) => r.includes(QUANTITY_FROM_AMOUNT))) quantityLost++;
      if (!rowItem(table, row.values, layout.style)?.name) nameless++;
      else named += status === 'reconciled' ? 1 : 0.8;
    }
  const { reconciled, repaired, unchecked } = r.counts;
  const items = reconciled + repaired + unchecked;
  const score = named - 0.25 * (unchecked + nameless + unfitted) + (r.matches ? 3 : 0);
  // Rows put right (a lost decimal point, a look-alike digit) that add up to the printed total need no other reading;
  // a quantity lost and taken from amount ÷ unit price is a sign that another reading may have read the figure itself.
  const checked = reconciled + repaired === items && quantityLost === 0 && unfitted === 0;
  return {
    score,
    perfect: items > 0 && checked && nameless === 0 && r.matches !== null,
    items,
    checked: reconciled + repaired,
  };
}

/** The better of two readings (the first on a tie). */
export function better<T extends { layout: Layout }>(a: T & ReadingScore, b: T & ReadingScore): T & ReadingScore {
  return b.score > a.score ? b : a;
}

/**
 * The best of the readings, taken in order until one is perfect (its rows reconcile and add up): the readings are
 * produced lazily, so a second OCR pass runs only when the first does not add up. Its rows take the cleaner
 * descriptions the other readings gave for the same rows (readers/row-descriptions.ts).
 */
export async function chooseReading<T extends { layout: Layout }>(readings: AsyncIterable<T>): Promise<T> {
  let best: (T & ReadingScore) | null = null;
  const seen: T[] = [];
  for await (const reading of readings) {
    const scored = { ...reading, ...readingScore(reading.layout) };
    seen.push(reading);
    best = best ? better(best, scored) : scored;
    if (scored.perfect) break;
  }
  if (!best) throw new Error('No reading of the document');
  const chosen = best;
  borrowDescriptions(
    chosen.layout,
    seen.filter((r) => r.layout !== chosen.layout).map((r) => r.layout),
  );
  return chosen;
}
