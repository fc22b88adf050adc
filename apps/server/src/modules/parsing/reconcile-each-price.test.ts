import { describe, expect, it } from 'vitest';
import { unitsPerCase } from './reconcile-each-price.js';
import { brief, read } from './testing/read-document.js';

describe('priced by the each, billed by the case', () => {
  it('reads the units per case of a pack', () => {
    expect(['12/6OZ', '24/355 ML', '12 x 1L', '6/#10', '1/18.9 L', 'MILK 2%'].map(unitsPerCase)).toEqual([
      12,
      24,
      12,
      6,
      null,
      null,
    ]);
  });

  it('reconciles cases × units per case × each price, the price read per case', () => {
    const { items, layout } = read([
      [
        [40, 'Item'],
        [90, 'Description'],
        [300, 'Pack'],
        [345, 'Cs'],
        [400, 'Each'],
        [480, 'Amount'],
      ],
      [
        [40, '40100'],
        [90, 'YOGURT GREEK PLAIN'],
        [300, '12/6OZ'],
        [350, '2'],
        [400, '1.25'],
        [480, '30.00'],
      ],
      [
        [40, '40200'],
        [90, 'MILK 2% HALF PINT'],
        [300, '50/8OZ'],
        [350, '1'],
        [400, '0.42'],
        [480, '21.00'],
      ],
      [
        [40, '40300'],
        [90, 'CREAM CHEESE CUPS'],
        [300, '100/1OZ'],
        [350, '3'],
        [400, '0.19'],
        [480, '57.00'],
      ],
    ]);
    expect(brief(items).map(([, , q, p, a]) => [q, p, a])).toEqual([
      [2, 15, 30],
      [1, 21, 21],
      [3, 19, 57],
    ]);
    expect(layout.tables[0].rows.map((r) => r.check?.status)).toEqual(['reconciled', 'reconciled', 'reconciled']);
  });
});
