/**
 * When most rows of a table fail their arithmetic (quantity × unit price ≠ amount) under the reading the headings
 * gave, the other plausible readings of the same lines are tried: headings found with the looser test (a heading line
 * read apart from its table), the columns taken from the figures alone with no heading, and the heading words kept as
 * labels but the roles left to the figures. Another reading is kept only when it reconciles more rows and loses none
 * (a reading of fewer rows would otherwise win on fewer rows left unchecked), and the best of those by readingScore;
 * a document whose rows reconcile is never read again.
 */
import type { Layout } from './layout-analysis.js';
import { better, readingScore } from './readers/ocr-reading.js';

/** The share of priced rows that must reconcile for the reading to stand without trying the others. */
const STANDS = 0.6;

export function reconcilesBest(first: Layout, others: () => Layout[]): Layout {
  const score = readingScore(first);
  if (score.items === 0 || score.checked >= STANDS * score.items) return first;
  let best = { layout: first, ...score };
  for (const layout of others()) {
    if (!layout.tables.length) continue;
    const other = { layout, ...readingScore(layout) };
    if (other.items >= score.items && other.checked > score.checked) best = better(best, other);
  }
  return best.layout;
}
