import { describe, expect, it } from 'vitest';
import { compareOffers, productKey } from './compare.js';
import { unitPrice } from './measure.js';

describe('Baltic importers’ names and units', () => {
  it('reads Lithuanian names as the English ones, and kefir as no milk', () => {
    expect(productKey('Kefyras 2,5 % / kefir, cultured milk – 12 x 1 l')).toBe(productKey('Kefir 2.5%'));
    expect(productKey('Kefyras 2,5 % / kefir, cultured milk – 12 x 1 l')).not.toBe(productKey('Milk, Reduced Fat, 2%'));
    expect(productKey('Sviestas nesūdytas 82 %')).toBe(productKey('Unsalted Butter 82%'));
    expect(productKey('Skrudintos grikių kruopos')).toBe(productKey('Buckwheat, Roasted'));
    expect(productKey('Rauginti kopūstai – 5 kg kibiras')).toBe(productKey('Sauerkraut 5 kg'));
  });

  it('counts a line sold by the piece (vnt) as one bottle of the pack', () => {
    const line = { name: 'Borjomi mineral water – 12 x 0,5 l', pack: '12 x 0,5 l', unit: 'vnt', quantity: '12' };
    expect(unitPrice({ ...line, price: '1.90' })?.value).toBeCloseTo(3.8, 6);
  });

  it('keeps green cabbage heads apart from shredded cabbage', () => {
    const rows = compareOffers([
      { id: 1, supplier_id: 1, name: 'Cabbage, Green', price: '30.00', unit: 'CS', quantity: '1', pack: '50 LB' },
      {
        id: 2,
        supplier_id: 2,
        name: 'CABBAGE, GREEN, SHREDDED',
        price: '20.80',
        unit: 'CS',
        quantity: '1',
        pack: '4/5 LB',
      },
    ]);
    expect(rows.map((r) => r.offers)).toEqual([1, 1]);
  });

  it('tells mineral waters apart by their spring, and reads a glass bottle as the container', () => {
    expect(productKey('Borjomi Mineral Water, Sparkling · Բորժոմի – 12 × 0.5 L glass')).not.toBe(
      productKey('Jermuk Mineral Water, Sparkling · Ջերմուկ – 12 × 0.5 L glass'),
    );
    expect(productKey('Mineralinis vanduo Borjomi / borjomi mineral water – 12 x 0,5 l stiklas')).toBe(
      productKey('Borjomi Mineral Water 12 x 0.5 L'),
    );
    expect(productKey('Acqua Minerale Frizzante 500 ml vetro')).toBe(productKey('Sparkling Mineral Water 500 ml'));
  });
});
