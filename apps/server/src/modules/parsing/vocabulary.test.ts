import { describe, expect, it } from 'vitest';
import {
  classifyCatalogueHeader,
  classifyHeader,
  fieldForHeader,
  headerEvidence,
  misreadHeaderRole,
  unglueToken,
} from './vocabulary.js';

describe('header vocabulary', () => {
  it.each([
    ['code', 'item_code'],
    ['Name', 'name'],
    ['Description', 'name'],
    ['Item Description', 'name'],
    ['Price', 'unit_price'],
    ['Unit cost', 'unit_price'],
    ['Unit Price', 'unit_price'],
    ['Cost', 'unit_price'],
    ['Amount', 'amount'],
    ['Unit', 'unit'],
    ['UM', 'unit'],
    ['U/M', 'unit'],
    ['U', 'unit'],
    ['Quantity', 'quantity'],
    ['Qty', 'quantity'],
    ['Ord', 'quantity'],
    ['Category', 'category'],
  ])('maps the spec header %s to %s', (header, field) => {
    expect(fieldForHeader(header)).toBe(field);
  });

  it.each([
    ['Item', 'name'],
    ['Article', 'name'],
    ['SKU', 'item_code'],
    ['Item #', 'item_code'],
    ['Product', 'name'],
    ['Pack', 'unit'],
    ['Size', 'unit'],
    ['Ext', 'amount'],
    ['Ext Price', 'amount'],
    ['Total', 'amount'],
    ['Line total', 'amount'],
    ['Menge', 'quantity'],
    ['Preis', 'unit_price'],
    ['Einzelpreis', 'unit_price'],
    ['Qté', 'quantity'],
    ['Prix unitaire', 'unit_price'],
    ['Désignation', 'name'],
    ['Ilość', 'quantity'],
    ['Cena jedn.', 'unit_price'],
    ['Omschrijving', 'name'],
    ['Aantal', 'quantity'],
    ['Prijs per stuk', 'unit_price'],
    ['Bedrag', 'amount'],
    ['Number of cases', 'quantity'],
    ['Commodity', 'name'],
    ['Art.Nr.', 'item_code'],
    ['Qty Supplied', 'quantity'],
    ['Supplied', 'quantity'],
    ['VAT %', 'none'],
    ['Disc.%', 'none'],
    ['Pos.', 'none'],
  ])('maps the invoice header %s to %s', (header, field) => {
    expect(fieldForHeader(header)).toBe(field);
  });

  it('keeps a qualifier with its price word', () => {
    expect(classifyHeader('Prijs incl. BTW')).toMatchObject({ role: 'unit_price' });
    expect(classifyHeader('Preis/Einheit')).toMatchObject({ role: 'unit_price', perUnit: true });
    expect(classifyHeader('Tax amount')).toMatchObject({ role: 'tax' });
    expect(classifyHeader('BTW bedrag')).toMatchObject({ role: 'tax' });
  });

  it('reads a total of things counted as the quantity, and things per unit as the pack', () => {
    expect(classifyHeader('Total Sacks')).toMatchObject({ role: 'quantity' });
    expect(classifyHeader('Total Weight')).toMatchObject({ role: 'quantity' });
    expect(classifyHeader('Qty Total')).toMatchObject({ role: 'quantity' });
    expect(classifyHeader('Sacks per Unit')).toMatchObject({ role: 'unit' });
    expect(classifyHeader('Bottles per Case')).toMatchObject({ role: 'unit' });
    expect(classifyHeader('Total')).toMatchObject({ role: 'amount' });
    expect(classifyHeader('Total Price')).toMatchObject({ role: 'amount' });
    expect(classifyHeader('Item Total')).toMatchObject({ role: 'amount' });
    expect(classifyHeader('Total Units')).toMatchObject({ role: 'quantity' });
    expect(classifyHeader('Total Lbs')).toMatchObject({ role: 'quantity' });
    expect(classifyHeader('Price per Unit')).toMatchObject({ role: 'unit_price' });
    expect(classifyHeader('Per Unit')).toMatchObject({ role: 'unit_price' });
  });

  it('reads money per a unit of measure as the unit price, not the weight', () => {
    expect(classifyHeader('$/Lb')).toMatchObject({ role: 'unit_price', perUnit: true });
    expect(classifyHeader('€/kg')).toMatchObject({ role: 'unit_price', perUnit: true });
    expect(classifyHeader('$ per case')).toMatchObject({ role: 'unit_price', perUnit: true });
    expect(classifyHeader('Lbs')).toMatchObject({ role: 'quantity' });
  });

  it('recognises a header line by the fields it names', () => {
    const header = headerEvidence('Item Description Qty Unit Price Amount');
    expect([...header.fields].sort()).toEqual(['amount', 'name', 'quantity', 'unit_price']);
    expect(header.coverage).toBe(1);
    expect(headerEvidence('Please pay the amount due by the date shown').coverage).toBeLessThan(0.5);
  });

  it('reads the same phrases in a supplier catalogue, with its pack and size columns', () => {
    expect(classifyCatalogueHeader('Prix unitaire')).toEqual({ role: 'unit_price', exact: true });
    expect(classifyCatalogueHeader('Menge')).toEqual({ role: 'quantity', exact: true });
    expect(classifyCatalogueHeader('Pack')).toEqual({ role: 'pack', exact: true });
    expect(classifyCatalogueHeader('Net weight')).toEqual({ role: 'size', exact: true });
    expect(classifyCatalogueHeader('Item')).toEqual({ role: 'item_code', exact: true });
    expect(classifyCatalogueHeader('Brand')).toEqual({ role: 'brand', exact: true });
    expect(classifyCatalogueHeader('Item price incl. VAT')).toEqual({ role: 'unit_price', exact: false });
    expect(classifyCatalogueHeader('Remarks')).toBeNull();
  });

  it('keeps the catalogue readings out of invoice headers', () => {
    expect(fieldForHeader('Pack')).toBe('unit');
    expect(fieldForHeader('Item')).toBe('name');
    expect(fieldForHeader('Family')).toBe('none');
    expect(headerEvidence('Family Section Class').coverage).toBe(0);
  });

  it('names a long header word the OCR misread from the vocabulary word it is closest to', () => {
    expect(misreadHeaderRole('Desexizsion')).toBe('name');
    expect(misreadHeaderRole('Quantlty')).toBe('quantity');
    expect(misreadHeaderRole('Zrem')).toBeNull();
    expect(misreadHeaderRole('Salesperson')).toBeNull();
    expect(misreadHeaderRole('Pack Size')).toBeNull();
  });

  it('reads a header label whose words the OCR glued together', () => {
    expect(classifyHeader('PriceexGST')).toMatchObject({ role: 'unit_price' });
    expect(classifyHeader('UnitPrice')).toMatchObject({ role: 'unit_price' });
    expect(classifyHeader('QtyShipped').role).toBe(classifyHeader('Qty Shipped').role);
    expect(headerEvidence('Ln Product Description Pack PriceexGST Amount').fields.has('unit_price')).toBe(true);
    expect(unglueToken('priceexgst')).toEqual(['price', 'ex', 'gst']);
  });

  it('leaves a word alone that known words do not spell whole', () => {
    expect(unglueToken('tomatoes')).toEqual(['tomatoes']);
    expect(unglueToken('description')).toEqual(['description']);
    expect(classifyHeader('Tentacles').role).toBe('none');
  });
});
