import { describe, expect, it } from 'vitest';
import { groupLines } from './layout/lines.js';
import { detectSupplier, findSellerName } from './supplier.js';
import { wordsOf } from './testing/words.js';
import type { SupplierRef } from './types.js';

const suppliers: SupplierRef[] = [
  { id: 1, name: 'Sysco Food Services', alternate_names: ['Sysco Toronto'] },
  { id: 2, name: 'Gordon Food Service', alternate_names: ['GFS'] },
  { id: 3, name: 'Fresh Valley Foods Inc.', alternate_names: [] },
  { id: 4, name: 'Coolblue B.V.', alternate_names: [] },
];

const doc = (...rows: string[]) => groupLines(wordsOf(rows.map((text) => [[40, text]])), 1);

describe('supplier detection', () => {
  it('finds a supplier whose name is printed with a different legal form and case', () => {
    const match = detectSupplier(doc('FRESH VALLEY FOODS LLC', '1200 Market Street', 'Invoice 1001'), suppliers);
    expect(match?.supplier.id).toBe(3);
    expect(match?.printed).toBe('FRESH VALLEY FOODS LLC');
  });

  it('tolerates a typo and matches alternate names', () => {
    expect(detectSupplier(doc('Gordon Food Servce', 'Invoice'), suppliers)?.supplier.id).toBe(2);
    expect(detectSupplier(doc('Remit to: SYSCO TORONTO', 'Invoice'), suppliers)?.supplier.id).toBe(1);
  });

  it('recognises a name written as a web address', () => {
    expect(detectSupplier(doc('Invoice', 'www.coolblue.nl'), suppliers)?.supplier.id).toBe(4);
  });

  it('finds nothing when no known supplier is on the document', () => {
    expect(detectSupplier(doc('Valley Hardware Store', 'Invoice 22'), suppliers)).toBeNull();
    expect(detectSupplier(doc('Fresh Market', 'Invoice 22'), suppliers)).toBeNull();
    expect(detectSupplier(doc('GFX Printing', 'Invoice 22'), suppliers)).toBeNull();
  });

  it('reads the seller name after a seller label or from a company name at the top', () => {
    expect(findSellerName(doc('Sold By : WS Retail Services Pvt. Ltd.,', 'Bill To: Someone'))).toBe(
      'WS Retail Services Pvt. Ltd.',
    );
    expect(findSellerName(doc('INVOICE', 'Bill To:', 'Luigi Trattoria Inc.'))).toBeNull();
    expect(findSellerName(doc('Lieferant GmbH', 'Lieferantenstraße 20', 'Rechnung'))).toBe('Lieferant GmbH');
  });

  it('stops the seller name at its legal form when the address follows on the same line', () => {
    expect(findSellerName(doc('Remit to: Northstar Foodservice Ltd., 2250 Industrial Pkwy, Mississauga'))).toBe(
      'Northstar Foodservice Ltd.',
    );
    expect(findSellerName(doc('Lieferant: Kühl GmbH & Co. KG, Hafenstraße 4'))).toBe('Kühl GmbH & Co. KG');
  });
});
