import { describe, expect, it } from 'vitest';
import { formatChangePct, formatUnitPrice, plainNumber, sumCents } from './report-format';

describe('report formats', () => {
  it('sums money without float drift', () => {
    expect(sumCents(['0.10', '0.20', '1966.40'])).toBe(196670);
    expect(sumCents([14.89, 9.6, 4.48])).toBe(2897);
    expect(sumCents([])).toBe(0);
    expect(sumCents(['x', '1.00'])).toBe(100);
  });

  it('writes quantities without trailing zeros', () => {
    expect(plainNumber('12.000')).toBe('12');
    expect(plainNumber('2.500')).toBe('2.5');
    expect(plainNumber(7)).toBe('7');
  });

  it('writes unit prices per kg, L or each', () => {
    expect(formatUnitPrice(1.7002, 'kg')).toBe('$1.70 / kg');
    expect(formatUnitPrice(2.6, 'l')).toBe('$2.60 / L');
    expect(formatUnitPrice(0.3161, 'each')).toBe('$0.3161 / each');
  });

  it('signs price changes', () => {
    expect(formatChangePct('4.5')).toBe('+4.5%');
    expect(formatChangePct('-5.6')).toBe('\u22125.6%');
    expect(formatChangePct('0')).toBe('0.0%');
  });
});
