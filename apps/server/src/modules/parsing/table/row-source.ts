/**
 * Where a row of a table was read from: its lines (the words, with their boxes) and the page they stand on, kept
 * beside the row for as long as the row lives, so that a later stage can read its figures again from the page image
 * (reread-figures.ts). Rows that were not laid out from positioned words (spreadsheets, e-invoices) have none.
 */
import type { Line, PageText, ParsedRow } from '../types.js';

export type RowSource = { lines: readonly Line[]; page: PageText };

const sources = new WeakMap<ParsedRow, RowSource>();

export function keepRowSource(row: ParsedRow, source: RowSource): void {
  sources.set(row, source);
}

export function rowSource(row: ParsedRow): RowSource | undefined {
  return sources.get(row);
}
