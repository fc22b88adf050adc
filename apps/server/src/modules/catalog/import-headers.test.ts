import { describe, expect, it } from 'vitest';
import { classifyHeader, detectHeader, mapColumns, missingRequired, normaliseHeader } from './import-headers.js';

describe('catalogue headers', () => {
  it('reads the usual names and synonyms whatever their case', () => {
    const cases: [string, string][] = [
      ['Description', 'name'],
      ['PRODUCT', 'name'],
      ['Item Name', 'name'],
      ['SKU', 'itemCode'],
      ['Item #', 'itemCode'],
      ['item no.', 'itemCode'],
      ['Product Code', 'itemCode'],
      ['Price', 'price'],
      ['Unit Price', 'price'],
      ['Price ($)', 'price'],
      ['Case price (CAD)', 'price'],
      ['Pack', 'pack'],
      ['Pack Size', 'pack'],
      ['Size', 'size'],
      ['UOM', 'unit'],
      ['Unit of measure', 'unit'],
      ['Category', 'category'],
      ['Dept.', 'category'],
      ['Qty', 'quantity'],
    ];
    for (const [header, field] of cases) expect(classifyHeader(header)?.field, header).toBe(field);
    expect(classifyHeader('Brand')).toBeNull();
    expect(classifyHeader('')).toBeNull();
  });

  it("knows the invoice parser's header words, in the languages invoices print", () => {
    const cases: [string, string][] = [
      ['Désignation', 'name'],
      ['Prix unitaire', 'price'],
      ['Qté', 'quantity'],
      ['Catégorie', 'category'],
      ['Bezeichnung', 'name'],
      ['Einzelpreis', 'price'],
      ['Artikelnummer', 'itemCode'],
      ['Omschrijving', 'name'],
      ['Prijs per stuk', 'price'],
      ['Precio unitario', 'price'],
      ['EAN', 'itemCode'],
    ];
    for (const [header, field] of cases) expect(classifyHeader(header)?.field, header).toBe(field);
  });

  it('leaves out totals, taxes, brands and minimum orders, which the import does not read', () => {
    for (const header of ['Total', 'Line total', 'VAT %', 'Montant HT', 'Brand', 'Min qty', 'Minimum order'])
      expect(classifyHeader(header), header).toBeNull();
  });

  it('compares headers without punctuation, a currency in brackets or extra spaces', () => {
    expect(normaliseHeader('  Unit   Price ($) ')).toBe('unit price');
    expect(normaliseHeader('Item #')).toBe('item no');
  });

  it('prefers an exact header to a partial one and never uses a column twice', () => {
    const { columns } = mapColumns(['Supplier SKU', 'Item Code', 'Description', 'Unit Price', 'Price list date']);
    expect(columns).toEqual({ itemCode: 1, name: 2, price: 3 });
  });

  it('takes a lone "Item" column as the name, and as the code when another column names the item', () => {
    expect(mapColumns(['Item', 'Price']).columns).toEqual({ name: 0, price: 1 });
    expect(mapColumns(['Item', 'Description', 'Price']).columns).toEqual({ itemCode: 0, name: 1, price: 2 });
  });

  it('finds the header row under title lines', () => {
    const grid = [
      ['Fresh Valley Produce — price list'],
      ['Valid from 2024-05-01', ''],
      [],
      ['SKU', 'Description', 'Pack', 'UOM', 'Price', 'Category'],
      ['FV-1', 'Roma Tomatoes', '25 LB', 'CS', '32.50', 'Produce'],
    ];
    const map = detectHeader(grid);
    expect(map?.headerRow).toBe(3);
    expect(map?.columns).toEqual({ itemCode: 0, name: 1, pack: 2, unit: 3, price: 4, category: 5 });
    expect(map?.headers.unit).toBe('UOM');
  });

  it('needs a name and a price column, and says which is missing', () => {
    const grid = [
      ['SKU', 'Description', 'Pack'],
      ['FV-1', 'Roma Tomatoes', '25 LB'],
    ];
    expect(detectHeader(grid)).toBeNull();
    expect(missingRequired(grid)).toEqual(['Price (or Unit price, Cost)']);
  });
});
