import { describe, expect, it } from 'vitest';
import { groupLines } from './layout/lines.js';
import { letterheadName, looksLikeName } from './letterhead.js';
import { parseDocument } from './parse-document.js';
import { writePdf } from './pdf-writer.js';
import { wordsOf } from './testing/words.js';
import type { Word } from './types.js';

/** A page of rows of [x, text] runs; `big` rows are printed at twice the body's size. */
function page(rows: [number, string][][], big: number[] = []) {
  const words: Word[] = rows.flatMap((cells, i) => {
    const size = big.includes(i) ? 18 : 9;
    return wordsOf([cells], 80 + i * 22, 14, size);
  });
  return groupLines(words, 1);
}

const BODY: [number, string][][] = [
  [
    [40, 'Bill To'],
    [320, 'Ship To'],
  ],
  [
    [40, "Rosie's Kitchen"],
    [320, "Rosie's Kitchen"],
  ],
  [
    [40, '1552 N Milwaukee Ave'],
    [320, '1552 N Milwaukee Ave'],
  ],
  [
    [40, 'Item'],
    [120, 'Description'],
    [400, 'Qty'],
    [460, 'Price'],
    [520, 'Amount'],
  ],
  [
    [40, '78553'],
    [120, 'Shoyu Aloha Gallon'],
    [400, '1'],
    [460, '38.71'],
    [520, '38.71'],
  ],
  [
    [40, '70697'],
    [120, 'Mahi Mahi Fillet'],
    [400, '2'],
    [460, '12.50'],
    [520, '25.00'],
  ],
  [
    [40, '30495'],
    [120, 'Ahi Poke Shoyu'],
    [400, '3'],
    [460, '18.20'],
    [520, '54.60'],
  ],
  [
    [40, '94689'],
    [120, 'Limu Ogo Seaweed'],
    [400, '4'],
    [460, '8.00'],
    [520, '32.00'],
  ],
  [
    [360, 'Subtotal'],
    [520, '150.31'],
  ],
];

describe('the seller named by the letterhead', () => {
  it('takes the name printed largest at the top, without the title printed beside it', () => {
    const lines = page(
      [
        [
          [40, 'Kaimana Fish & Poke Supply'],
          [380, 'INVOICE / DELIVERY RECEIPT'],
        ],
        [[40, '1129 N Nimitz Hwy | Honolulu, HI 96817 | Ph (808) 555-0147']],
        ...BODY,
      ],
      [0],
    );
    expect(letterheadName(lines)).toBe('Kaimana Fish & Poke Supply');
  });

  it('passes over a title printed larger than the name, and the address and contact lines', () => {
    const lines = page(
      [
        [[40, 'SALES INVOICE']],
        [[40, 'Hudson Valley Creamery']],
        [[40, '12 Creamery Rd, Kingston NY 12401']],
        [[40, 'orders@hvcreamery.com']],
        ...BODY,
      ],
      [0],
    );
    expect(letterheadName(lines)).toBe('Hudson Valley Creamery');
  });

  it('never takes the customer named in the bill-to block', () => {
    const lines = page([[[40, 'INVOICE']], ...BODY], [0]);
    expect(letterheadName(lines)).toBeNull();
  });

  it('keeps words a name may hold that also appear in titles', () => {
    expect(letterheadName(page([[[40, 'La Espiga Tortillas & Bakery']], ...BODY], [0]))).toBe(
      'La Espiga Tortillas & Bakery',
    );
    expect(letterheadName(page([[[40, 'Red River Dairy Route Sales']], ...BODY], [0]))).toBe(
      'Red River Dairy Route Sales',
    );
  });

  it('tells names from titles, labels, addresses and contacts', () => {
    for (const name of [
      'Salt Spring Oyster Co.',
      'Distribution Alimentaire Laurentides',
      'Peach State Frozen Desserts',
    ]) {
      expect(looksLikeName(name), name).toBe(true);
    }
    for (const other of [
      'Tax Invoice',
      'FACTURE',
      'Invoice No: 1001',
      'INV DATE',
      '1129 N Nimitz Hwy',
      'Chicago IL 60622',
      'www.kaimana.com',
      'Tel (808) 555-0147',
      'GST Reg 12 345 678',
      'Page 1 of 2',
      'thank you for your business',
      'Dat betaal ik zelf wel',
      'Hotel Details',
    ]) {
      expect(looksLikeName(other), other).toBe(false);
    }
    expect(looksLikeName('Distribution alimentaire acadienne ltée')).toBe(true);
    // Read by OCR, most longer words of a name have a capital: a misread logo's do not.
    expect(looksLikeName('yey VIORRS', true)).toBe(false);
    expect(looksLikeName('Shore', true)).toBe(false);
    expect(looksLikeName('Shore')).toBe(true);
    expect(looksLikeName('Boucherie en gros St-Laurent', true)).toBe(true);
  });
});

describe('an invoice from a supplier nobody has added', () => {
  it('offers the letterhead name as the supplier name', async () => {
    const pdf = writePdf([
      [
        { x: 40, y: 40, text: 'Willamette Hazelnut & Berry Farm', size: 16 },
        { x: 40, y: 62, text: '88210 Territorial Rd, Eugene OR 97402', size: 8 },
        { x: 40, y: 100, text: 'Bill To', size: 9 },
        { x: 40, y: 112, text: 'Harbour Grill', size: 9 },
        { x: 40, y: 150, text: 'Description', size: 9 },
        { x: 300, y: 150, text: 'Qty', size: 9 },
        { x: 360, y: 150, text: 'Price', size: 9 },
        { x: 430, y: 150, text: 'Amount', size: 9 },
        { x: 40, y: 165, text: 'Hazelnuts roasted 5 lb', size: 9 },
        { x: 300, y: 165, text: '2', size: 9 },
        { x: 360, y: 165, text: '31.50', size: 9 },
        { x: 430, y: 165, text: '63.00', size: 9 },
        { x: 40, y: 180, text: 'Marionberries IQF 10 lb', size: 9 },
        { x: 300, y: 180, text: '1', size: 9 },
        { x: 360, y: 180, text: '42.00', size: 9 },
        { x: 430, y: 180, text: '42.00', size: 9 },
      ],
    ]);
    const parsed = await parseDocument({ bytes: pdf, fileName: 'willamette.pdf' });
    expect(parsed.supplier).toBeNull();
    expect(parsed.supplierName).toBe('Willamette Hazelnut & Berry Farm');
  });

  it('offers none from a spreadsheet, whose first row is its headings', async () => {
    const csv =
      'Item Description,Qty,Unit Price,Amount\nHazelnuts roasted 5 lb,2,31.50,63.00\nMarionberries IQF,1,42.00,42.00\n';
    const parsed = await parseDocument({ bytes: new TextEncoder().encode(csv), fileName: 'prices.csv' });
    expect(parsed.items).toHaveLength(2);
    expect(parsed.supplierName).toBeNull();
  });
});
