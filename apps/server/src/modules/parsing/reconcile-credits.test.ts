import { describe, expect, it } from 'vitest';
import { brief, type Run, read } from './testing/read-document.js';

const heading: Run = [
  [40, 'Item'],
  [90, 'Description'],
  [330, 'Qty'],
  [370, 'Unit'],
  [410, 'Price'],
  [480, 'Amount'],
];
const row = (code: string, name: string, qty: string, unit: string, price: string, amount: string): Run => [
  [40, code],
  [90, name],
  [335, qty],
  [370, unit],
  [410, price],
  [480, amount],
];

describe('credits, deposits and charges on the invoice lines', () => {
  it('takes back the quantity of a line credited with a minus on its amount alone', () => {
    const { items, layout } = read([
      heading,
      row('10234', 'ROMAINE HEARTS 3CT', '4', 'CS', '28.50', '114.00'),
      row('10567', 'CREDIT - TOMATO 5X6 DAMAGED', '1', 'CS', '32.10', '32.10-'),
      row('10999', 'ONION YELLOW 50LB', '2', 'CS', '21.00', '42.00'),
    ]);
    expect(brief(items)[1]).toEqual(['10567', 'CREDIT - TOMATO 5X6 DAMAGED', -1, 32.1, -32.1]);
    expect(layout.tables[0].rows[1].check?.status).toBe('reconciled');
  });

  it('keeps keg and bottle deposits and returns as lines of their own', () => {
    const { items } = read([
      heading,
      row('50010', 'COCA COLA 24/12OZ CAN', '3', 'CS', '18.40', '55.20'),
      row('KEG', 'KEG DEPOSIT', '1', 'EA', '30.00', '30.00'),
      row('BTLDEP', 'BOTTLE DEPOSIT', '2', 'CS', '1.20', '2.40'),
      row('KEGRTN', 'KEG RETURN', '-2', 'EA', '30.00', '-60.00'),
    ]);
    expect(brief(items).map(([, name, q, , a]) => [name, q, a])).toEqual([
      ['COCA COLA 24/12OZ CAN', 3, 55.2],
      ['KEG DEPOSIT', 1, 30],
      ['BOTTLE DEPOSIT', 2, 2.4],
      ['KEG RETURN', -2, -60],
    ]);
  });

  it('reads a minimum order charge or a split case fee as a charge, not an item', () => {
    const { items } = read([
      heading,
      row('10234', 'ROMAINE HEARTS 3CT', '4', 'CS', '28.50', '114.00'),
      [
        [90, 'MINIMUM ORDER CHARGE'],
        [480, '15.00'],
      ],
      row('10999', 'ONION YELLOW 50LB', '2', 'CS', '21.00', '42.00'),
      row('SPLIT', 'SPLIT CASE FEE', '1', 'EA', '2.50', '2.50'),
    ]);
    expect(brief(items).map(([, name]) => name)).toEqual(['ROMAINE HEARTS 3CT', 'ONION YELLOW 50LB']);
  });
});
