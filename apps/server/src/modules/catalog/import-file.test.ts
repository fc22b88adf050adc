import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { csvGrid, numberText, readCatalogFile } from './import-file.js';
import { rowsFromGrid } from './import-rows.js';

describe('catalogue files', () => {
  it('writes spreadsheet numbers as a person typed them', () => {
    expect(numberText(12.35)).toBe('12.35');
    expect(numberText(0.1 + 0.2)).toBe('0.3');
    expect(numberText(4006381333931)).toBe('4006381333931');
    expect(numberText(Number.NaN)).toBe('');
  });

  it('keeps CSV row numbers, quoted commas and a semicolon delimiter', () => {
    const grid = csvGrid(new TextEncoder().encode('\uFEFFName;Price\n"Tomatoes; Roma";12,5\n\nBasil;3\n'));
    expect(grid[0]).toEqual(['Name', 'Price']);
    expect(grid[1]).toEqual(['Tomatoes; Roma', '12,5']);
    expect(grid[3]).toEqual(['Basil', '3']);
  });

  it('reads the first worksheet that has a header row, formulas by their result', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Notes').addRow(['Prices valid in May']);
    const sheet = wb.addWorksheet('Catalogue');
    sheet.addRow(['SKU', 'Product', 'UOM', 'Price']);
    sheet.addRow([10021, 'Lemons', 'CS', { formula: '20+8.75', result: 28.75 }]);
    const bytes = new Uint8Array(await wb.xlsx.writeBuffer());
    const { grid, map } = await readCatalogFile(bytes, 'xlsx');
    expect(map?.columns).toEqual({ itemCode: 0, name: 1, unit: 2, price: 3 });
    expect(grid[1]).toEqual(['10021', 'Lemons', 'CS', '28.75']);
  });

  it("reads a French price list by the invoice vocabulary's words for name, quantity and price", async () => {
    const csv =
      'Réf.;Désignation;Qté;Prix unitaire (€)\nFR-12;Beurre doux 250 g;20;2,35\nFR-13;Crème fraîche 1 L;6;4,10\n';
    const { grid, map } = await readCatalogFile(new TextEncoder().encode(csv), 'csv');
    expect(map?.columns).toEqual({ itemCode: 0, name: 1, quantity: 2, price: 3 });
    const { rows } = rowsFromGrid(grid, map ?? { headerRow: 0, columns: {}, headers: {} });
    expect(rows.map((r) => [r.itemCode, r.name, r.price])).toEqual([
      ['FR-12', 'Beurre doux 250 g', '2.35'],
      ['FR-13', 'Crème fraîche 1 L', '4.1'],
    ]);
  });

  it('reads only spreadsheets', async () => {
    await expect(readCatalogFile(new TextEncoder().encode('%PDF-1.4'), 'pdf')).rejects.toMatchObject({ status: 400 });
  });

  it('answers a damaged workbook with a message to act on', async () => {
    const bytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6]);
    await expect(readCatalogFile(bytes, 'xlsx')).rejects.toMatchObject({ status: 400 });
  });
});
