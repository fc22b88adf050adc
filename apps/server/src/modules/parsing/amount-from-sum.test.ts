import { describe, expect, it } from 'vitest';
import { reconcile } from './reconcile.js';
import { lines, table } from './reconcile-test-kit.js';
import { fittedToSum } from './sum-repairs.js';

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
    expect(t.rows.map(fittedToSum)).toEqual([false, true, false]);
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
