import { describe, expect, it } from 'vitest';
import { findDate } from './dates.js';
import { findInvoiceDate, findInvoiceNumber, findSubtotal, findTotal } from './header-fields.js';
import { groupLines } from './layout/lines.js';
import { wordsOf } from './testing/words.js';

describe('dates', () => {
  it.each([
    ['2024-03-14', '2024-03-14'],
    ['14.03.2024', '2024-03-14'],
    ['03/14/2024', '2024-03-14'],
    ['14/03/24', '2024-03-14'],
    ['7. Mai 2014', '2014-05-07'],
    ['19 april 2014', '2014-04-19'],
    ['August 3 , 2014', '2014-08-03'],
    ['Jan 1, 2022', '2022-01-01'],
    ['13 novembre 2017', '2017-11-13'],
    ['20171113', '2017-11-13'],
  ])('reads %s', (text, iso) => {
    expect(findDate(text)).toBe(iso);
  });

  it('reads an ambiguous numeric date in the order asked for', () => {
    expect(findDate('03/04/2024', 'mdy')).toBe('2024-03-04');
    expect(findDate('03/04/2024', 'dmy')).toBe('2024-04-03');
    expect(findDate('31/02/2024')).toBeNull();
  });
});

describe('invoice number, date and total', () => {
  const lines = groupLines(
    wordsOf([
      [
        [40, 'Harbour Fish Ltd'],
        [380, 'Invoice #: HF-20931'],
      ],
      [[380, 'Date: 29/02/2024']],
      [
        [40, 'Salmon'],
        [480, '120.00'],
      ],
      [
        [380, 'Subtotal'],
        [480, '120.00'],
      ],
      [
        [380, 'GST 5%'],
        [480, '6.00'],
      ],
      [
        [380, 'Total Due'],
        [480, '$126.00'],
      ],
    ]),
    1,
  );

  it('reads labelled values on the same line', () => {
    expect(findInvoiceNumber(lines)).toBe('HF-20931');
    expect(findInvoiceDate(lines, 'dmy')).toBe('2024-02-29');
    expect(findTotal(lines, 'dot')).toBe(126);
  });

  it.each([
    ['Please Pay', '314.52'],
    ['PLEASE PAY THIS AMOUNT', '$314.52'],
    ['Pay This Amount', '314.52'],
  ])('reads the total a route invoice prints as %s', (label, value) => {
    const printed = groupLines(
      wordsOf([
        [
          [40, 'Sub-Total'],
          [480, '314.52'],
        ],
        [
          [40, 'Sales Tax 8.875%'],
          [480, '0.00'],
        ],
        [
          [40, label],
          [480, value],
        ],
      ]),
      1,
    );
    expect(findTotal(printed, 'dot')).toBe(314.52);
  });

  it('reads the total of an invoice paid on delivery, not the balance of 0.00 left after the payment', () => {
    const printed = groupLines(
      wordsOf([
        [
          [300, 'Sub-Total'],
          [480, '1,012.51'],
        ],
        [
          [300, 'TPT 8.6%'],
          [480, '87.06'],
        ],
        [
          [300, 'GrandTotal'],
          [480, '1,099.57'],
        ],
        [
          [300, 'Payment Received'],
          [480, '-1,099.57'],
        ],
        [
          [300, 'Balance Due'],
          [480, '0.00'],
        ],
      ]),
      1,
    );
    expect(findTotal(printed, 'dot')).toBe(1099.57);
  });

  it('reads a total printed with spaces between its thousands and the currency sign after it', () => {
    const printed = groupLines(
      wordsOf([
        [
          [40, 'Sous-total'],
          [400, '1'],
          [410, '473,53'],
          [450, '$'],
        ],
        [
          [40, 'Total'],
          [400, '1'],
          [410, '694,43'],
          [450, '$'],
        ],
      ]),
      1,
    );
    expect(findSubtotal(printed, 'comma')).toBe(1473.53);
    expect(findTotal(printed, 'comma')).toBe(1694.43);
  });

  it('reads totals printed before their label', () => {
    const printed = groupLines(
      wordsOf([
        [
          [40, 'Claims must be made within 24 hours.'],
          [400, '571.15'],
          [440, 'Sub-Total'],
        ],
        [
          [400, '42.84'],
          [440, 'Tax'],
        ],
        [
          [400, '613.99'],
          [440, 'Amount Due'],
        ],
      ]),
      1,
    );
    expect(findSubtotal(printed, 'dot')).toBe(571.15);
    expect(findTotal(printed, 'dot')).toBe(613.99);
  });

  it('reads values printed under their label', () => {
    const stacked = groupLines(
      wordsOf([
        [
          [40, 'Invoice Date:'],
          [215, 'Invoice Number:'],
        ],
        [
          [40, '03/20/2023'],
          [215, 'INV/2023/03/0008'],
        ],
      ]),
      1,
    );
    expect(findInvoiceNumber(stacked)).toBe('INV/2023/03/0008');
    expect(findInvoiceDate(stacked, 'mdy')).toBe('2023-03-20');
  });
});
