import { describe, expect, it } from 'vitest';
import { reconcile } from './reconcile.js';
import { lines, table } from './reconcile-test-kit.js';

const rows = [
  ['388837', 'Tomates italiennes', '24', '29.03', '696.72'],
  ['945234', 'Parmesan râpé', '3', '70', '21.33'],
  ['985187', 'Coeurs de céleri', '5', '38.28', '191.40'],
];

describe('a unit price misread on a row the printed subtotal confirms', () => {
  it('is amount ÷ quantity when the lines add up and that is whole cents', () => {
    const t = table(rows);
    const r = reconcile([t], 'dot', lines(['Sous-total 909.45', 'Total 1045.67']), 1045.67);
    expect(r.matches).toBe('subtotal');
    expect(t.rows[1].values.Price).toBe('7.11');
    expect(t.rows[1].check?.status).toBe('repaired');
    expect(t.rows[1].check?.repairs[0]).toContain('amount ÷ quantity');
  });

  it('is left as read when the lines do not add up', () => {
    const t = table(rows);
    reconcile([t], 'dot', lines(['Sous-total 950.00', 'Total 1092.50']), 1092.5);
    expect(t.rows[1].values.Price).toBe('70');
    expect(t.rows[1].check?.status).toBe('unchecked');
  });

  it('is left as read when amount ÷ quantity is no figure a price column prints', () => {
    const t = table([rows[0], ['945234', 'Parmesan râpé', '3', '70', '21.34'], rows[2]]);
    reconcile([t], 'dot', lines(['Sous-total 909.46', 'Total 1045.68']), 1045.68);
    expect(t.rows[1].values.Price).toBe('70');
  });
});
