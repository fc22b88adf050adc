/** Small tables and totals blocks for the tests of the invoice arithmetic (reconcile and its repairs). */
import type { Field, Line, ParsedTable } from './types.js';

export const HEADERS = ['Code', 'Description', 'Qty', 'Price', 'Amount'];
export const FIELDS: Field[] = ['item_code', 'name', 'quantity', 'unit_price', 'amount'];

/** A table of rows given cell by cell, in the order of the headers. */
export function table(rows: string[][], headers = HEADERS, fields = FIELDS): ParsedTable {
  return {
    page: 1,
    headers,
    fields,
    rows: rows.map((r) => ({
      values: Object.fromEntries(headers.map((h, i) => [h, r[i] ?? ''])),
      selected: true,
      category: null,
    })),
  };
}

/** Text lines as the totals block prints them. */
export function lines(texts: string[]): Line[] {
  return texts.map((text, i) => {
    let x = 300;
    const words = text.split(' ').map((t) => {
      const w = { text: t, x0: x, x1: x + t.length * 5, y0: 600 + i * 14, y1: 609 + i * 14 };
      x = w.x1 + 4;
      return w;
    });
    return { words, y0: 600 + i * 14, y1: 609 + i * 14, page: 1, text, size: 9 };
  });
}
