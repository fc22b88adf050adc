import { describe, expect, it } from 'vitest';
import { parseDocument } from '../../modules/parsing/parse-document.js';
import { demoInvoicePdf } from './demo-files.js';

describe('demo invoice files', () => {
  it('are PDFs the parser reads back into the same lines and prices', async () => {
    const bytes = demoInvoicePdf({
      supplier: 'Fresh Valley Produce',
      restaurant: 'Maple Bistro',
      invoiceNumber: 'INV-1001',
      invoiceDate: '2026-11-20',
      lines: [
        { item_code: 'FV-1021', name: 'Roma Tomatoes 25 LB', quantity: '2.00000', unit: 'CS', price: '32.50000' },
        { item_code: 'FV-1036', name: 'Basil, Fresh 1 LB', quantity: '1.00000', unit: 'LB', price: '14.25000' },
      ],
    });
    const parsed = await parseDocument({ bytes: new Uint8Array(bytes), fileName: 'demo.pdf' });
    expect(parsed.items.map((i) => [i.itemCode, i.name, i.quantity, i.unitPrice])).toEqual([
      ['FV-1021', 'Roma Tomatoes 25 LB', 2, 32.5],
      ['FV-1036', 'Basil, Fresh 1 LB', 1, 14.25],
    ]);
  });
});
