import { describe, expect, it } from 'vitest';
import { reconcile } from './reconcile.js';
import type { Field, Line, ParsedTable } from './types.js';

const HEADERS = ['Code', 'Description', 'Qty', 'Price', 'Amount'];
const FIELDS: Field[] = ['item_code', 'name', 'quantity', 'unit_price', 'amount'];

function table(rows: string[][]): ParsedTable {
  return {
    page: 1,
    headers: HEADERS,
    fields: FIELDS,
    rows: rows.map((r) => ({
      values: Object.fromEntries(HEADERS.map((h, i) => [h, r[i] ?? ''])),
      selected: true,
      category: null,
    })),
  };
}

function lines(texts: string[]): Line[] {
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

const rows = [
  ['388837', 'Tomates italiennes', '24', '29.03', '696.72'],
  ['945234', 'Pâte feuilletée', '3', '5454$', '1636283'],
  ['985187', 'Coeurs de céleri', '5', '38.28', '191.40'],
];

describe('an amount read with its $ sign as more digits', () => {
  it('is quantity × unit price when that closes the gap to the printed subtotal and the digits begin with it', () => {
    const t = table(rows);
    const r = reconcile([t], 'dot', lines(['Sous-total 1051.74', 'Total 1209.24']), 1209.24);
    expect(r.matches).toBe('subtotal');
    expect(t.rows[1].check?.status).toBe('repaired');
    expect(t.rows[1].values.Price).toBe('54.54');
    expect(t.rows[1].values.Amount).toBe('163.62');
  });

  it('is left unchecked when the product does not close the gap', () => {
    const t = table(rows);
    reconcile([t], 'dot', lines(['Sous-total 1060.00', 'Total 1218.00']), 1218);
    expect(t.rows[1].check?.status).toBe('unchecked');
    expect(t.rows[1].values.Amount).toBe('1636283');
  });

  it('is left unchecked when the amount read does not begin with the product', () => {
    const t = table([rows[0], ['945234', 'Pâte feuilletée', '3', '5454$', '9936283'], rows[2]]);
    reconcile([t], 'dot', lines(['Sous-total 1051.74', 'Total 1209.24']), 1209.24);
    expect(t.rows[1].check?.status).toBe('unchecked');
  });
});
