/** Photographed tables whose heading reads right but whose figure columns stand ragged, or whose heading reads wrong. */
import { describe, expect, it } from 'vitest';
import { brief, read } from './testing/read-document.js';

type Run = [number, string][];

describe('a photographed table', () => {
  it('keeps the prices and the amounts apart where a wide price reaches under where amounts start', () => {
    // Prices to three decimals end at different places on a photographed page; '110.203' reaches past the start of
    // several amounts. Read as one column, no row had a price or an amount.
    const row = (code: string, name: string, qty: string, px: number, price: string, ax: number, amount: string) =>
      [
        [40, code],
        [90, name],
        [330, qty],
        [px, price],
        [ax, amount],
      ] as Run;
    const { items } = read([
      [[40, 'Heartland Food Distributors']],
      [],
      [
        [40, 'Item'],
        [90, 'Description'],
        [320, 'Shipped'],
        [372, 'Price'],
        [410, 'Amount'],
      ],
      row('57-4305', 'APPLES MCINTOSH 100CT', '38', 369, '42.605', 402, '1,618.99'),
      row('44-9369', 'TOMATO ROMA 25LB', '1', 366, '29.906', 406, '29.91'),
      row('22-2447', 'CHEESE CREAM BRICK', '4', 372, '110.203', 404, '440.81'),
      row('51-9248', 'BEEF BRISKET', '6', 375, '6.052', 400, '36.31'),
      row('53-7685', 'HAM BLACK FOREST SLICED', '10', 368, '64.243', 399, '642.43'),
      row('18-6599', 'TURKEY BREAST ROAST', '2', 373, '7.836', 405, '15.67'),
      row('90-5275', 'SHRIMP 16/20 P&D TAIL ON', '2', 363, '117.088', 403, '234.18'),
      row('75-2758', 'BUNS BRIOCHE 4IN', '3', 368, '34.538', 405, '103.61'),
    ]);
    expect(brief(items)).toEqual([
      ['57-4305', 'APPLES MCINTOSH 100CT', 38, 42.605, 1618.99],
      ['44-9369', 'TOMATO ROMA 25LB', 1, 29.906, 29.91],
      ['22-2447', 'CHEESE CREAM BRICK', 4, 110.203, 440.81],
      ['51-9248', 'BEEF BRISKET', 6, 6.052, 36.31],
      ['53-7685', 'HAM BLACK FOREST SLICED', 10, 64.243, 642.43],
      ['18-6599', 'TURKEY BREAST ROAST', 2, 7.836, 15.67],
      ['90-5275', 'SHRIMP 16/20 P&D TAIL ON', 2, 117.088, 234.18],
      ['75-2758', 'BUNS BRIOCHE 4IN', 3, 34.538, 103.61],
    ]);
  });
});
