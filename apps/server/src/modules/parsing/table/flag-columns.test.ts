import { describe, expect, it } from 'vitest';
import { brief, read } from '../testing/read-document.js';

describe('a column of flags beside the amounts', () => {
  it('splits "Tax" and "Amount" over a column of T and a column of amounts into two labels', () => {
    // A scan reads the space between 'Tax' (ends at 413.5) and 'Amount' (starts at 425) a line height wide.
    const { items, layout } = read([
      [
        [40, 'Qty'],
        [80, 'Description'],
        [300, 'Price Each'],
        [400, 'Tax'],
        [425, 'Amount'],
      ],
      [
        [45, '3'],
        [80, 'Soap Dispenser Rental'],
        [300, '4.855'],
        [405, 'T'],
        [430, '14.57'],
      ],
      [
        [45, '7'],
        [80, 'Chef Coat Rental'],
        [300, '2.727'],
        [405, 'T'],
        [430, '19.09'],
      ],
    ]);
    expect(layout.tables[0].headers).toEqual(expect.arrayContaining(['Tax', 'Amount']));
    expect(brief(items)).toEqual([
      ['', 'Soap Dispenser Rental', 3, 4.855, 14.57],
      ['', 'Chef Coat Rental', 7, 2.727, 19.09],
    ]);
  });

  it('keeps "Tax Amount" one label over a column of figures', () => {
    const { layout } = read([
      [
        [40, 'Qty'],
        [80, 'Description'],
        [300, 'Price'],
        [400, 'Tax'],
        [425, 'Amount'],
        [480, 'Total'],
      ],
      [
        [45, '3'],
        [80, 'Soap Dispenser Rental'],
        [300, '4.50'],
        [410, '1.35'],
        [480, '14.85'],
      ],
      [
        [45, '2'],
        [80, 'Chef Coat Rental'],
        [300, '2.00'],
        [410, '0.40'],
        [480, '4.40'],
      ],
    ]);
    expect(layout.tables[0].headers).toContain('Tax Amount');
  });
});
