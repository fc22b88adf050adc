import { describe, expect, it } from 'vitest';
import { rowItem } from './items.js';
import type { Field, ParsedTable } from './types.js';

const HEADERS = ['Description', 'Qty', 'Price', 'Amount'];
const FIELDS: Field[] = ['name', 'quantity', 'unit_price', 'amount'];
const table: ParsedTable = { page: 1, headers: HEADERS, fields: FIELDS, rows: [] };
const values = (r: string[]) => Object.fromEntries(HEADERS.map((h, i) => [h, r[i] ?? '']));

describe('rowItem', () => {
  it('reads one unit where a line prints one price and no quantity', () => {
    expect(rowItem(table, values(['Cheddar en bloc', '', '', '86.24']), 'dot')).toMatchObject({
      quantity: 1,
      unitPrice: 86.24,
      amount: 86.24,
    });
    expect(rowItem(table, values(['Cola can 355ML', '', '15.03', '15.03']), 'dot')?.quantity).toBe(1);
  });

  it('leaves the quantity unknown where the price is not the amount', () => {
    expect(rowItem(table, values(['Bread sourdough loaf', '', '5.73', '68.76']), 'dot')?.quantity).toBeNull();
  });

  it('reads a weight read into the price cell, whose product with the price is the amount, as the quantity', () => {
    expect(rowItem(table, values(['Beef ground 80/20', '1', '38.75 5.100', '197.63']), 'dot')).toMatchObject({
      quantity: 38.75,
      unitPrice: 5.1,
      amount: 197.63,
    });
    // Two figures that do not make the amount are left alone.
    expect(rowItem(table, values(['Beef ground 80/20', '1', '38.75 5.100', '150.00']), 'dot')?.quantity).toBe(1);
  });
});
