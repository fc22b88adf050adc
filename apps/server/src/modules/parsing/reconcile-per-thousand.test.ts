import { describe, expect, it } from 'vitest';
import { reconcile } from './reconcile.js';
import { table } from './reconcile-test-kit.js';
import { brief, read } from './testing/read-document.js';

describe('prices per hundred or per thousand', () => {
  it('reads a price per M or per C named in the unit column or beside the price', () => {
    const { items, layout } = read([
      [
        [40, 'Qty'],
        [90, 'U/M'],
        [160, 'Description'],
        [400, 'Price'],
        [500, 'Amount'],
      ],
      [
        [40, '2'],
        [90, 'CS'],
        [160, 'NAPKINS DINNER WHITE'],
        [400, '38.40'],
        [500, '76.80'],
      ],
      [
        [40, '5000'],
        [90, 'M'],
        [160, 'CUP LID 16OZ'],
        [400, '24.99'],
        [500, '124.95'],
      ],
      [
        [40, '2500'],
        [90, 'EA'],
        [160, 'LABELS DATE MON'],
        [400, '12.50/M'],
        [500, '31.25'],
      ],
      [
        [40, '300'],
        [90, 'C'],
        [160, 'PORTION CUP 2OZ'],
        [400, '3.60'],
        [500, '10.80'],
      ],
      [
        [40, '4000'],
        [90, 'EA'],
        [160, 'FORK HEAVY BLACK'],
        [400, '18.00 PER 1000'],
        [500, '72.00'],
      ],
    ]);
    expect(brief(items).map(([, name, q, p, a]) => [name, q, p, a])).toEqual([
      ['NAPKINS DINNER WHITE', 2, 38.4, 76.8],
      ['CUP LID 16OZ', 5000, 0.02499, 124.95],
      ['LABELS DATE MON', 2500, 0.0125, 31.25],
      ['PORTION CUP 2OZ', 300, 0.036, 10.8],
      ['FORK HEAVY BLACK', 4000, 0.018, 72],
    ]);
    expect(layout.tables[0].rows.map((r) => [r.check?.status, r.check?.reason])).toEqual([
      ['reconciled', null],
      ['reconciled', 'Priced per thousand: 5000 × 24.99 ÷ 1000 = 124.95'],
      ['reconciled', 'Priced per thousand: 2500 × 12.50 ÷ 1000 = 31.25'],
      ['reconciled', 'Priced per hundred: 300 × 3.60 ÷ 100 = 10.80'],
      ['reconciled', 'Priced per thousand: 4000 × 18.00 ÷ 1000 = 72.00'],
    ]);
  });

  it('reads a price column headed per thousand, and only when the division gives the amount', () => {
    const t = table(
      [
        ['L1', 'Foil sheets', '3000', '9.80', '29.40'],
        ['L2', 'Straws wrapped', '2000', '9.80', '19.55'],
      ],
      ['Code', 'Description', 'Qty', 'Price/M', 'Amount'],
    );
    reconcile([t], 'dot', [], null, true);
    expect(t.rows.map((r) => [r.check?.status, r.values['Price/M']])).toEqual([
      ['reconciled', '0.0098'],
      ['unchecked', '9.80'],
    ]);
  });

  it('does not divide a line that names no pricing unit', () => {
    const t = table([['L3', 'Cup lids', '5000', '24.99', '124.95']], ['Code', 'Description', 'Qty', 'U/M', 'Amount']);
    t.fields = ['item_code', 'name', 'quantity', 'unit_price', 'amount'];
    reconcile([t], 'dot', [], null, true);
    expect(t.rows[0].values['U/M']).toBe('24.99');
    expect(t.rows[0].check?.reason ?? '').not.toMatch(/Priced per/);
  });

  it('reads a scanned price per M or per C that lost its decimal point', () => {
    const t = table(
      [
        ['9000', 'M', 'LID DOME SIP 12-20OZ', '4821', '433.89'],
        ['750', 'C', 'FORK HEAVY WEIGHT WHITE', '243', '18.23'],
      ],
      ['Qty', 'U/M', 'Description', 'Price', 'Amount'],
      ['quantity', 'unit', 'name', 'unit_price', 'amount'],
    );
    reconcile([t], 'dot', [], null);
    expect(t.rows.map((r) => [r.values.Qty, r.values.Price, r.check?.status])).toEqual([
      ['9000', '0.04821', 'repaired'],
      ['750', '0.0243', 'repaired'],
    ]);
  });
});
