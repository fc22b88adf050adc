import { describe, expect, it } from 'vitest';
import { formatChangePct, formatUnitPrice } from './report-format';

describe('report formats', () => {
  it('writes unit prices per kg, L or each', () => {
    expect(formatUnitPrice(1.7002, 'kg')).toBe('$1.70 / kg');
    expect(formatUnitPrice(2.6, 'l')).toBe('$2.60 / L');
    expect(formatUnitPrice(0.3161, 'each')).toBe('$0.3161 / each');
    expect(formatUnitPrice(1.005, 'kg')).toBe('$1.01 / kg');
  });

  it('signs price changes', () => {
    expect(formatChangePct('4.5')).toBe('+4.5%');
    expect(formatChangePct('-5.6')).toBe('\u22125.6%');
    expect(formatChangePct('0')).toBe('0.0%');
  });
});
