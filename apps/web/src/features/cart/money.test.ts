import { describe, expect, it } from 'vitest';
import { amountCents, centsToAmount, lineCents } from './money';

describe('money', () => {
  it('multiplies price, pack size and ordered quantity exactly', () => {
    expect(lineCents('58.50000', '1.00000', 3)).toBe(17550);
    expect(lineCents('0.10000', '3', '1')).toBe(30);
    // 1.005 × 1 × 1 rounds half up to 1.01 (a float product would give 1.00).
    expect(lineCents('1.005', '1', 1)).toBe(101);
    expect(lineCents('2.49', '12', 0)).toBe(0);
    expect(lineCents('abc', '1', 1)).toBe(0);
  });

  it('reads amounts and writes cents back with two decimals', () => {
    expect(amountCents('150.00')).toBe(15000);
    expect(amountCents(0.1 + 0.2)).toBe(30);
    expect(amountCents('')).toBe(0);
    expect(centsToAmount(15000)).toBe('150.00');
    expect(centsToAmount(5)).toBe('0.05');
    expect(centsToAmount(-1234)).toBe('-12.34');
  });
});
