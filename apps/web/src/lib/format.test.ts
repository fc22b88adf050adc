import { toFixed } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { formatCad, formatDate, formatDateTime, formatMoney, inTimezone } from './format';
import { formatPhone, isPhoneNumber, normalizePhone } from './phone';

describe('money', () => {
  it('shows 2 decimals with thousands separators', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney('12')).toBe('$12.00');
    expect(formatMoney('1234567.891')).toBe('$1,234,567.89');
  });

  it('rounds half away from zero without float artefacts', () => {
    expect(formatMoney('1.005')).toBe('$1.01');
    expect(formatMoney(1.005)).toBe('$1.01');
    expect(formatMoney('2.675')).toBe('$2.68');
    expect(formatMoney('9.995')).toBe('$10.00');
    expect(formatMoney('-3.456')).toBe('-$3.46');
    expect(formatMoney('-0.001')).toBe('$0.00');
  });

  it('is empty for missing or non-numeric input', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney('abc')).toBe('');
    expect(formatMoney(Number.NaN)).toBe('');
  });

  it('labels order totals as CAD', () => {
    expect(formatCad('159')).toBe('$159.00 CAD');
    expect(formatCad(null)).toBe('');
  });

  it('rounds decimal strings exactly', () => {
    expect(toFixed('0.00001', 2)).toBe('0.00');
    expect(toFixed('99.999', 2)).toBe('100.00');
    expect(toFixed('.5', 0)).toBe('1');
  });
});

describe('dates', () => {
  const d = new Date('2024-03-07T15:04:05Z');

  it('defaults to YYYY-MM-DD', () => {
    expect(formatDate(d, undefined, 'UTC')).toBe('2024-03-07');
  });

  it("uses the user's date format", () => {
    expect(formatDate(d, 'MM/DD/YYYY', 'UTC')).toBe('03/07/2024');
    expect(formatDate(d, 'DD/MM/YYYY', 'UTC')).toBe('07/03/2024');
    expect(formatDate('2024-03-07T15:04:05Z', 'YYYY-MM-DD', 'UTC')).toBe('2024-03-07');
  });

  it('shows the date in the time zone asked for', () => {
    expect(formatDate('2024-03-07T02:00:00Z', 'YYYY-MM-DD', 'America/Toronto')).toBe('2024-03-06');
    expect(formatDateTime(d, 'YYYY-MM-DD', 'America/Vancouver')).toBe('2024-03-07 7:04 AM');
    expect(inTimezone(d, 'Not/AZone')).toBe(d);
  });

  it('is empty for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('phone', () => {
  it('formats 10 digits as (xxx) xxx-xxxx', () => {
    expect(formatPhone('4165550123')).toBe('(416) 555-0123');
    expect(formatPhone('416-555-0123')).toBe('(416) 555-0123');
    expect(formatPhone('5555555555')).toBe('(555) 555-5555');
  });

  it('adds +1 for 11 digits with the country code', () => {
    expect(formatPhone('+14165550123')).toBe('+1 (416) 555-0123');
    expect(formatPhone('1 416 555 0123')).toBe('+1 (416) 555-0123');
  });

  it('leaves other numbers readable', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
  });

  it('validates and normalises input', () => {
    expect(isPhoneNumber('(416) 555-0123')).toBe(true);
    expect(isPhoneNumber('12')).toBe(false);
    expect(normalizePhone('(416) 555-0123')).toBe('+14165550123');
    expect(normalizePhone(' abc ')).toBe('abc');
  });
});
