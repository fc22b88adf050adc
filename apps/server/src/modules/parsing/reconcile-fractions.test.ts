import { describe, expect, it } from 'vitest';
import { caseFraction } from './reconcile-fractions.js';
import { table } from './reconcile-test-kit.js';
import { brief, read } from './testing/read-document.js';

describe('quantities printed as fractions of a case', () => {
  it('reads 1/2, 1 1/2, ½ and 1½ in the quantity column when quantity × price gives the amount', () => {
    const { items, layout } = read([
      [
        [40, 'Qty'],
        [90, 'Pack'],
        [160, 'Description'],
        [400, 'Price'],
        [500, 'Amount'],
      ],
      [
        [40, '2'],
        [90, '6/#10'],
        [160, 'TOMATO PASTE'],
        [400, '38.40'],
        [500, '76.80'],
      ],
      [
        [40, '1/2'],
        [90, '4/1 GAL'],
        [160, 'CANOLA OIL'],
        [400, '52.20'],
        [500, '26.10'],
      ],
      [
        [40, '1 1/2'],
        [90, '12/32 OZ'],
        [160, 'SOY SAUCE'],
        [400, '30.00'],
        [500, '45.00'],
      ],
      [
        [40, '½'],
        [90, '15 DZ'],
        [160, 'EGGS LARGE'],
        [400, '41.10'],
        [500, '20.55'],
      ],
      [
        [40, '1½'],
        [90, '30 LB'],
        [160, 'ONIONS YELLOW'],
        [400, '22.00'],
        [500, '33.00'],
      ],
      [
        [40, '3/4'],
        [90, '36 CT'],
        [160, 'LEMONS'],
        [400, '40.00'],
        [500, '30.00'],
      ],
    ]);
    expect(brief(items).map(([, name, q, p, a]) => [name, q, p, a])).toEqual([
      ['TOMATO PASTE', 2, 38.4, 76.8],
      ['CANOLA OIL', 0.5, 52.2, 26.1],
      ['SOY SAUCE', 1.5, 30, 45],
      ['EGGS LARGE', 0.5, 41.1, 20.55],
      ['ONIONS YELLOW', 1.5, 22, 33],
      ['LEMONS', 0.75, 40, 30],
    ]);
    const checks = layout.tables[0].rows.map((r) => [r.check?.status, r.check?.reason]);
    expect(checks[0]).toEqual(['reconciled', null]);
    expect(checks[2]).toEqual(['reconciled', 'Quantity printed as a fraction: 1 1/2 = 1.5']);
    expect(checks.every(([status]) => status === 'reconciled')).toBe(true);
  });

  it('leaves a fraction the figures do not bear out, and a pack notation, as printed', () => {
    const t = table([
      ['A1', 'Canola oil', '1/2', '52.20', '52.20'],
      ['A2', 'Tomato paste', '6/#10', '38.40', '76.80'],
      ['A3', 'Soy sauce', '4/8', '30.00', '15.00'],
    ]);
    expect(t.rows.map((r) => caseFraction(t, r, 'dot'))).toEqual([null, null, null]);
    expect(t.rows.map((r) => r.values.Qty)).toEqual(['1/2', '6/#10', '4/8']);
  });

  it('reads a fraction without an amount to check only under a quantity heading', () => {
    const headed = table([['B1', 'Eggs', '1/2 CS', '41.10', '']], ['Code', 'Description', 'Ship Qty', 'Price', 'Ext']);
    expect(caseFraction(headed, headed.rows[0], 'dot')).toBe('Quantity printed as a fraction: 1/2 CS = 0.5');
    expect(headed.rows[0].values['Ship Qty']).toBe('0.5 CS');
    const other = table([['B1', 'Eggs', '1/2', '41.10', '']], ['Code', 'Description', 'Size', 'Price', 'Ext']);
    expect(caseFraction(other, other.rows[0], 'dot')).toBeNull();
  });
});

describe('a bakery route billed by the dozen', () => {
  it('reads the dozens (half and quarter dozens right-aligned in their column) under Dozen and Per Dz headings', () => {
    // The figures stand right-aligned, as a fixed-pitch print-out sets them.
    const right = (end: number, text: string): [number, string] => [end - text.length * 4.5, text];
    const row = (day: string, name: string, dozen: string, price: string, total: string): [number, string][] => [
      [40, day],
      [80, name],
      right(487, dozen),
      right(533, price),
      right(572, total),
    ];
    const { items } = read([
      [
        [47, 'Day'],
        [80, 'Item'],
        [460, 'Dozen'],
        [497, 'Per Dz'],
        [545, 'Total'],
      ],
      row('01/22', 'Bagel Everything', '3', '10.16', '30.48'),
      row('01/24', 'Bagel Sesame', '3 1/2', '13.14', '45.99'),
      row('01/28', 'Rugelach Chocolate', '2 1/4', '19.27', '43.36'),
      row('01/28', 'Bialy Onion', '1/2', '14.19', '7.10'),
      row('01/28', 'Bagel Cinnamon Raisin', '4 3/4', '13.30', '63.18'),
    ]);
    expect(brief(items).map(([, name, q, p, a]) => [name, q, p, a])).toEqual([
      ['Bagel Everything', 3, 10.16, 30.48],
      ['Bagel Sesame', 3.5, 13.14, 45.99],
      ['Rugelach Chocolate', 2.25, 19.27, 43.36],
      ['Bialy Onion', 0.5, 14.19, 7.1],
      ['Bagel Cinnamon Raisin', 4.75, 13.3, 63.18],
    ]);
  });

  it('takes Dozen and Per Dz as the quantity and price headings when one row holds a half dozen', () => {
    const right = (end: number, text: string): [number, string] => [end - text.length * 4.5, text];
    const row = (day: string, name: string, dozen: string, price: string, total: string): [number, string][] => [
      [40, day],
      [80, name],
      right(487, dozen),
      right(533, price),
      right(572, total),
    ];
    const { items } = read([
      [
        [47, 'Day'],
        [80, 'Item'],
        [460, 'Dozen'],
        [497, 'Per Dz'],
        [545, 'Total'],
      ],
      row('07/18', 'Bagel Sesame', '4 1/2', '10.42', '46.89'),
      row('07/22', 'Bagel Plain', '9', '11.10', '99.90'),
      row('07/23', 'Bagel Pumpernickel', '5', '10.70', '53.50'),
      row('07/24', 'Bialy Onion', '1', '12.30', '12.30'),
      row('07/24', 'Bagel Everything', '6', '10.16', '60.96'),
    ]);
    expect(brief(items).map(([, name, q]) => [name, q])).toEqual([
      ['Bagel Sesame', 4.5],
      ['Bagel Plain', 9],
      ['Bagel Pumpernickel', 5],
      ['Bialy Onion', 1],
      ['Bagel Everything', 6],
    ]);
  });
});
