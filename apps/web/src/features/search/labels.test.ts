import { describe, expect, it } from 'vitest';
import { formatPct, formatUnitPrice, offerBadge, packLabel, packPrice } from './labels';

describe('price labels', () => {
  it('shows the pack price with 2 decimals (price × pack size)', () => {
    expect(packPrice({ price: '5.25000', quantity: '20.00000' })).toBe('$105.00');
    expect(packPrice({ price: '0.33335', quantity: '3' })).toBe('$1.00');
    expect(packPrice({ price: '1234.5', quantity: '2' })).toBe('$2,469.00');
    expect(packPrice({ price: '19.99', quantity: '3' })).toBe('$59.97');
    expect(packPrice({ price: '1.005', quantity: '1' })).toBe('$1.01');
  });

  it('shows normalised unit prices per kg, L or each', () => {
    expect(formatUnitPrice(2.64114, 'kg')).toBe('$2.64 / kg');
    expect(formatUnitPrice(2.6, 'l')).toBe('$2.60 / L');
    expect(formatUnitPrice(0.255, 'each')).toBe('$0.26 / each');
    expect(formatUnitPrice(null, 'kg')).toBe('');
    expect(formatUnitPrice(3, null)).toBe('');
  });

  it('builds the pack label', () => {
    expect(packLabel({ pack: ' 4x5 LB ', quantity: '20', unit: 'LB' })).toBe('4x5 LB');
    expect(packLabel({ pack: '', quantity: '12.000', unit: 'EA' })).toBe('12 EA');
    expect(packLabel({ pack: '', quantity: '1.000', unit: 'CS' })).toBe('CS');
  });

  it('marks the cheapest offer with its saving and others with their premium', () => {
    expect(offerBadge({ cheapest: true, saving_pct: 7.8, premium_pct: null, offers: 2 })).toMatchObject({
      tone: 'save',
      text: 'Save 7.8%',
    });
    expect(offerBadge({ cheapest: false, saving_pct: null, premium_pct: 8.5, offers: 2 })).toMatchObject({
      tone: 'premium',
      text: '+8.5%',
    });
    expect(offerBadge({ cheapest: false, saving_pct: null, premium_pct: null, offers: 1 })).toBeNull();
    expect(offerBadge({ cheapest: false, saving_pct: null, premium_pct: 0, offers: 3 })).toBeNull();
    expect(formatPct(10)).toBe('10');
    expect(formatPct(12.345)).toBe('12.3');
  });
});
