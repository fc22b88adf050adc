import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ParseError } from '../errors.js';
import { parseDocument } from '../parse-document.js';
import { readSpreadsheet, SHEET_LIMITS, SpreadsheetTooLarge } from './reader.js';
import { checkZip } from './zip-guard.js';

const csv = (text: string) => new TextEncoder().encode(text);

describe('spreadsheets', () => {
  it('reads a CSV with comma decimals and a semicolon delimiter', async () => {
    const r = await parseDocument({
      bytes: csv(
        'Lieferant: Frischdienst GmbH\n\nArtikelnr;Bezeichnung;Menge;Einheit;Einzelpreis;Gesamt\n' +
          'A-1;Tomaten rund;5;kg;2,40;12,00\nA-2;Basilikum;10;Bund;0,95;9,50\n;Summe;;;;21,50\n',
      ),
      fileName: 'bestellung.csv',
    });
    expect(r.method).toBe('spreadsheet');
    expect(r.data[0].fields).toEqual(['item_code', 'name', 'quantity', 'unit', 'unit_price', 'amount']);
    expect(r.items).toEqual([
      { itemCode: 'A-1', name: 'Tomaten rund', unit: 'kg', quantity: 5, unitPrice: 2.4, amount: 12 },
      { itemCode: 'A-2', name: 'Basilikum', unit: 'Bund', quantity: 10, unitPrice: 0.95, amount: 9.5 },
    ]);
  });

  it('reads an XLSX order guide, one table per sheet, with section rows as categories', async () => {
    const wb = new ExcelJS.Workbook();
    const guide = wb.addWorksheet('Order guide');
    guide.addRow(['Order guide for Luigi Trattoria']);
    guide.addRow([]);
    guide.addRow(['SKU', 'Product', 'Pack', 'Price']);
    guide.addRow(['Produce']);
    guide.addRow(['P100', 'Romaine', '24 ct', 31.5]);
    guide.addRow(['P200', 'Lemons', '115 ct', { formula: '20+8.75', result: 28.75 }]);
    guide.addRow(['Dairy']);
    guide.addRow(['D300', 'Mozzarella', '6 x 2 lb', 42]);
    const other = wb.addWorksheet('Cleaning');
    other.addRow(['Item code', 'Description', 'Qty', 'Unit cost']);
    other.addRow(['J1', 'Degreaser 4 x 1 gal', 2, 19.99]);
    const bytes = new Uint8Array(await wb.xlsx.writeBuffer());
    const r = await parseDocument({ bytes, fileName: 'guide.xlsx' });
    expect(r.method).toBe('spreadsheet');
    expect(r.pages).toBe(2);
    expect(r.data).toHaveLength(2);
    expect(r.data[0].headers).toEqual(['SKU', 'Product', 'Pack', 'Price']);
    expect(r.data[0].rows.map((row) => row.category)).toEqual(['Produce', 'Produce', 'Dairy']);
    expect(r.items.map((i) => [i.itemCode, i.name, i.unit, i.unitPrice])).toEqual([
      ['P100', 'Romaine', '24 ct', 31.5],
      ['P200', 'Lemons', '115 ct', 28.75],
      ['D300', 'Mozzarella', '6 x 2 lb', 42],
      ['J1', 'Degreaser 4 x 1 gal', '', 19.99],
    ]);
    expect(r.items[3].quantity).toBe(2);
  });

  it('refuses a workbook that declares far more data than it holds (decompression bomb)', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('a').addRow(['x']);
    const bytes = new Uint8Array(await wb.xlsx.writeBuffer());
    // Rewrite the declared uncompressed size of every central directory entry to 1 GB.
    const view = Buffer.from(bytes);
    for (let i = 0; i + 4 < view.length; i++)
      if (view.readUInt32LE(i) === 0x02014b50) view.writeUInt32LE(1 << 30, i + 24);
    expect(() => checkZip(view)).toThrow(ParseError);
    await expect(parseDocument({ bytes: new Uint8Array(view), fileName: 'bomb.xlsx' })).rejects.toThrow(
      /far more data/,
    );
  });

  it('refuses a damaged workbook', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('a').addRow(['x']);
    const bytes = new Uint8Array(await wb.xlsx.writeBuffer());
    await expect(parseDocument({ bytes: bytes.subarray(0, bytes.length - 30), fileName: 'cut.xlsx' })).rejects.toThrow(
      ParseError,
    );
  });

  it('reads values as Excel shows them, and only the rows that hold one', async () => {
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('Prices & terms');
    sheet.getCell('A1').value = 'Delivered';
    sheet.getCell('B1').value = new Date(Date.UTC(2024, 4, 17));
    sheet.getCell('B1').numFmt = 'dd/mm/yyyy';
    sheet.getCell('A3').value = { richText: [{ text: 'Olive ' }, { font: { bold: true }, text: 'oil' }] };
    sheet.getCell('C3').value = 0.1 + 0.2;
    sheet.getCell('D3').value = true;
    sheet.getCell('E3').value = { formula: '2*3', result: 6 };
    sheet.getCell('A5000').value = 'Total <net> & "gross"';
    const [read] = readSpreadsheet(new Uint8Array(await wb.xlsx.writeBuffer()), 'xlsx');
    expect(read).toEqual({
      name: 'Prices & terms',
      rows: [
        { number: 1, cells: ['Delivered', '2024-05-17'] },
        { number: 3, cells: ['Olive oil', '', '0.3', 'true', '6'] },
        { number: 5000, cells: ['Total <net> & "gross"'] },
      ],
    });
  });

  it('counts cells with values against the cap as they are read', () => {
    const csvText = Array.from({ length: 30 }, (_, i) => `a${i},b,c`).join('\n');
    const limits = { ...SHEET_LIMITS, maxCells: 50 };
    expect(() => readSpreadsheet(csv(csvText), 'csv', limits)).toThrow(SpreadsheetTooLarge);
    expect(() => readSpreadsheet(csv(csvText), 'csv', limits)).toThrow(
      'This spreadsheet is too large: it has more than 50 cells with values. Split the file and upload each part.',
    );
    expect(readSpreadsheet(csv(csvText), 'csv')[0].rows).toHaveLength(30);
  });
});
