import { describe, expect, it } from 'vitest';
import { thousandths } from './quantity.js';

describe('thousandths', () => {
  it('reads database text and request numbers alike', () => {
    expect(thousandths('5.000')).toBe(5000n);
    expect(thousandths(5)).toBe(5000n);
    expect(thousandths(0.1)).toBe(100n);
    expect(thousandths('12.345')).toBe(12345n);
    expect(thousandths('0.5')).toBe(500n);
  });

  it('compares without float error', () => {
    expect(thousandths(0.1) + thousandths(0.2)).toBe(thousandths('0.3'));
    expect(thousandths(2.999) < thousandths('3.000')).toBe(true);
  });

  it('refuses what is not a number', () => {
    expect(() => thousandths('abc')).toThrow();
  });
});
