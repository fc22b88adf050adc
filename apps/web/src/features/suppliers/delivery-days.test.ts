import { describe, expect, it } from 'vitest';
import { decodeDeliveryDays, encodeDeliveryDays, formatCutoff, formatDeliveryDays } from './delivery-days';

describe('delivery days', () => {
  it('encodes the chosen days in week order, Sunday first, each once', () => {
    expect(encodeDeliveryDays(['F', 'M', 'W'])).toBe('M,W,F');
    expect(encodeDeliveryDays(['Sa', 'Su', 'Sa'])).toBe('Su,Sa');
    expect(encodeDeliveryDays([])).toBe('');
  });

  it('drops codes that are not days', () => {
    expect(encodeDeliveryDays(['M', 'Mo', 'X', 'Th'])).toBe('M,Th');
  });

  it('decodes stored values, tolerating spaces and case', () => {
    expect(decodeDeliveryDays('M,W,F')).toEqual(['M', 'W', 'F']);
    expect(decodeDeliveryDays(' th , m,SA')).toEqual(['M', 'Th', 'Sa']);
    expect(decodeDeliveryDays('')).toEqual([]);
    expect(decodeDeliveryDays(null)).toEqual([]);
  });

  it('round-trips every subset', () => {
    const all = ['Su', 'M', 'Tu', 'W', 'Th', 'F', 'Sa'];
    for (let mask = 0; mask < 128; mask += 1) {
      const days = all.filter((_, i) => mask & (1 << i));
      expect(decodeDeliveryDays(encodeDeliveryDays(days))).toEqual(days);
    }
  });

  it('reads days for people', () => {
    expect(formatDeliveryDays('M,W,F')).toBe('Mon, Wed, Fri');
    expect(formatDeliveryDays('Su,M,Tu,W,Th,F,Sa')).toBe('Every day');
    expect(formatDeliveryDays('')).toBe('');
  });

  it('shows a cutoff hour as a clock time', () => {
    expect(formatCutoff(0)).toBe('12:00 AM');
    expect(formatCutoff(9)).toBe('9:00 AM');
    expect(formatCutoff(12)).toBe('12:00 PM');
    expect(formatCutoff(14)).toBe('2:00 PM');
    expect(formatCutoff(23)).toBe('11:00 PM');
    expect(formatCutoff(null)).toBe('');
    expect(formatCutoff(24)).toBe('');
  });
});
