/** Reading synthetic pages end to end (layout, arithmetic, items) for the layout tests. */
import { tableItems } from '../items.js';
import { analyseLayout } from '../layout-analysis.js';
import { reconcile } from '../reconcile.js';
import { pageOf } from './words.js';

/** One line of a page: [x, text] runs on one baseline. */
export type Run = [number, string][];

/** Reads pages whose lines stand `pitch` points apart (headings on two lines stand closer than rows). */
export function readAt(pitch: number, ...pages: Run[][]) {
  const layout = analyseLayout(
    pages.map((rows, i) => pageOf(rows, i + 1, 100, pitch)),
    false,
  );
  reconcile(layout.tables, layout.style, layout.lines, null);
  return { layout, items: tableItems(layout.tables, layout.style) };
}

export function read(...pages: Run[][]) {
  return readAt(14, ...pages);
}

/** Code, name, quantity, unit price and amount of each item. */
export const brief = (items: ReturnType<typeof read>['items']) =>
  items.map((i) => [i.itemCode, i.name, i.quantity, i.unitPrice, i.amount]);
