import { describe, expect, it } from 'vitest';
import { ParseError } from '../errors.js';
import { parseDocument } from '../parse-document.js';
import { tableRows, writePdf } from '../pdf-writer.js';
import { PDF_MESSAGES } from './pdf-document.js';

const invoicePages = () => [
  [
    { x: 40, y: 40, text: 'Fresh Valley Foods Inc.', size: 14 },
    { x: 40, y: 58, text: '1200 Market Street, Springfield' },
    { x: 400, y: 40, text: 'INVOICE', size: 14 },
    { x: 400, y: 58, text: 'Invoice No: 558123' },
    { x: 400, y: 72, text: 'Invoice Date: 03/14/2024' },
    { x: 40, y: 110, text: 'Bill To: Luigi Trattoria' },
    ...tableRows(
      [
        [
          [40, 'QTY'],
          [75, 'PACK'],
          [110, 'SIZE'],
          [150, 'ITEM #'],
          [200, 'DESCRIPTION'],
          [430, 'PRICE'],
          [500, 'EXT PRICE'],
        ],
        [
          [45, '2'],
          [75, '12'],
          [110, '1 LT'],
          [150, '100234'],
          [200, 'OLIVE OIL EXTRA VIRGIN'],
          [430, '54.20'],
          [500, '108.40'],
        ],
        [
          [45, '1'],
          [75, '6'],
          [110, '#10'],
          [150, '200417'],
          [200, 'TOMATOES CRUSHED'],
          [430, '31.75'],
          [500, '31.75'],
        ],
        [[200, 'PRODUCE']],
        [
          [45, '3'],
          [75, '1'],
          [110, '25 LB'],
          [150, '300981'],
          [200, 'ONIONS YELLOW JUMBO'],
          [430, '18.90'],
          [500, '56.70'],
        ],
      ],
      150,
    ),
  ],
  tableRows(
    [
      [
        [45, '4'],
        [75, '1'],
        [110, '10 LB'],
        [150, '301122'],
        [200, 'LEMONS FANCY 115CT'],
        [430, '22.10'],
        [500, '88.40'],
      ],
      [
        [430, 'SUBTOTAL'],
        [500, '285.25'],
      ],
      [
        [430, 'TAX'],
        [500, '0.00'],
      ],
      [
        [430, 'TOTAL'],
        [500, '285.25'],
      ],
    ],
    80,
  ),
];

describe('PDF reading', () => {
  it('reads a two-page distributor invoice into items, invoice number, date, total and seller', async () => {
    const r = await parseDocument({ bytes: writePdf(invoicePages()), fileName: 'fresh-valley.pdf' });
    expect(r.method).toBe('text');
    expect(r.pages).toBe(2);
    expect(r.items).toEqual([
      {
        itemCode: '100234',
        name: 'OLIVE OIL EXTRA VIRGIN',
        unit: '12 x 1 LT',
        quantity: 2,
        unitPrice: 54.2,
        amount: 108.4,
      },
      { itemCode: '200417', name: 'TOMATOES CRUSHED', unit: '6 x #10', quantity: 1, unitPrice: 31.75, amount: 31.75 },
      {
        itemCode: '300981',
        name: 'ONIONS YELLOW JUMBO',
        unit: '1 x 25 LB',
        quantity: 3,
        unitPrice: 18.9,
        amount: 56.7,
      },
      { itemCode: '301122', name: 'LEMONS FANCY 115CT', unit: '1 x 10 LB', quantity: 4, unitPrice: 22.1, amount: 88.4 },
    ]);
    expect(r.data[0].rows.map((row) => row.category)).toEqual([null, null, 'PRODUCE', 'PRODUCE']);
    expect(r).toMatchObject({ invoiceNumber: '558123', invoiceDate: '2024-03-14', total: 285.25 });
    expect(r.supplierName).toBe('Fresh Valley Foods Inc.');
    expect(r.lines[0]).toContain('Fresh Valley Foods Inc.');
  });

  it('refuses a password-protected PDF with a clear message', async () => {
    const bytes = writePdf(invoicePages(), { encrypt: true });
    await expect(parseDocument({ bytes, fileName: 'locked.pdf' })).rejects.toThrow(PDF_MESSAGES.password);
  });

  it('refuses a truncated PDF', async () => {
    const full = writePdf(invoicePages());
    const cut = full.subarray(0, Math.floor(full.length * 0.6));
    await expect(parseDocument({ bytes: cut, fileName: 'cut.pdf' })).rejects.toThrow(ParseError);
  });

  it('refuses a damaged PDF', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.4\nthis is not really a pdf\n%%EOF\n');
    await expect(parseDocument({ bytes, fileName: 'bad.pdf' })).rejects.toThrow(PDF_MESSAGES.damaged);
  });

  it('refuses documents over the page limit', async () => {
    const bytes = writePdf([
      [{ x: 10, y: 10, text: 'a' }],
      [{ x: 10, y: 10, text: 'b' }],
      [{ x: 10, y: 10, text: 'c' }],
    ]);
    await expect(parseDocument({ bytes, fileName: 'long.pdf', limits: { maxPages: 2 } })).rejects.toThrow(
      /more than 2 pages/,
    );
  });

  it('stops at the time limit instead of hanging', async () => {
    await expect(
      parseDocument({ bytes: writePdf(invoicePages()), fileName: 'slow.pdf', limits: { timeoutMs: 1 } }),
    ).rejects.toThrow(/took too long/);
  });
});
