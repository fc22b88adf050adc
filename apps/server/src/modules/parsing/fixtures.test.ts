import { describe, expect, it } from 'vitest';
import { parseDocument } from './parse-document.js';
import { fixture, found, invoice2dataTruth, zugferdTruth } from './testing/ground-truth.js';

describe('real invoices', () => {
  it('AzureInterior.pdf: the layout reading finds every line with its quantity, unit price and section', async () => {
    const truth = invoice2dataTruth('invoice2data/AzureInterior.json');
    const r = await parseDocument({
      bytes: fixture('invoice2data/AzureInterior.pdf'),
      fileName: 'AzureInterior.pdf',
      eInvoice: false,
    });
    expect(r.method).toBe('text');
    expect(found(truth, r.items) / truth.length).toBeGreaterThanOrEqual(0.9);
    expect(r.items).toHaveLength(truth.length);
    expect(r.items[0]).toMatchObject({ itemCode: '17589684', unit: 'kg' });
    expect(new Set(r.data[0].rows.map((row) => row.category))).toEqual(new Set(['Non Food', 'Food Products']));
    expect(r).toMatchObject({ invoiceNumber: 'INV/2023/03/0008', invoiceDate: '2023-03-20', total: 279.84 });
  });

  it('AzureInterior.pdf: the embedded UBL e-invoice is read when present', async () => {
    const r = await parseDocument({
      bytes: fixture('invoice2data/AzureInterior.pdf'),
      fileName: 'AzureInterior.pdf',
      suppliers: [{ id: 7, name: 'Azure Interior Inc', alternate_names: [] }],
    });
    expect(r.method).toBe('e-invoice');
    expect(r.items.map((i) => i.name)).toEqual(['Beeswax XL', 'Office Chair', 'Olive Oil', 'Luxury Truffles']);
    expect(r.supplier?.id).toBe(7);
    expect(r.supplierName).toBe('Azure Interior');
  });

  it('zf1_EXTENDED_Warenrechnung.pdf: ZUGFeRD lines from the XML, and the same lines from the layout alone', async () => {
    const truth = zugferdTruth('zugferd-corpus/zf1_EXTENDED_Warenrechnung.lines.json');
    const bytes = fixture('zugferd-corpus/zf1_EXTENDED_Warenrechnung.pdf');
    const xml = await parseDocument({ bytes, fileName: 'zf1_EXTENDED_Warenrechnung.pdf' });
    expect(xml.method).toBe('e-invoice');
    expect(found(truth, xml.items)).toBe(truth.length);
    expect(xml).toMatchObject({ invoiceNumber: 'R87654321012345', invoiceDate: '2013-08-06', total: 518.99 });
    const layout = await parseDocument({ bytes, fileName: 'zf1_EXTENDED_Warenrechnung.pdf', eInvoice: false });
    expect(layout.method).toBe('text');
    expect(found(truth, layout.items) / truth.length).toBeGreaterThanOrEqual(0.9);
    expect(layout.items.length).toBeLessThanOrEqual(truth.length + 1);
  });

  it('fnfe_Facture_FR_EN16931.pdf: a French invoice read by layout (Quantité, Prix unitaire, Prix HT)', async () => {
    const truth = zugferdTruth('zugferd-corpus/fnfe_Facture_FR_EN16931.lines.json');
    const r = await parseDocument({
      bytes: fixture('zugferd-corpus/fnfe_Facture_FR_EN16931.pdf'),
      fileName: 'facture.pdf',
      eInvoice: false,
    });
    expect(found(truth, r.items)).toBe(truth.length);
    expect(r.items.map((i) => i.unit)).toEqual(['Unit(s)', 'Unit(s)', 'Liter(s)']);
  });

  it('QualityHosting.pdf: a table continued on page 2 under a repeated header is one table', async () => {
    const truth = invoice2dataTruth('invoice2data/QualityHosting.json');
    const r = await parseDocument({
      bytes: fixture('invoice2data/QualityHosting.pdf'),
      fileName: 'QualityHosting.pdf',
    });
    expect(r.data).toHaveLength(1);
    expect(r.items).toHaveLength(truth.length);
    expect(found(truth, r.items)).toBe(truth.length);
    expect(r).toMatchObject({ invoiceNumber: '30064443', invoiceDate: '2014-05-07', total: 34.73 });
  });
});
