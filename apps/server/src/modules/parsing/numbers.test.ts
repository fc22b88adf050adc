import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  detectDecimalStyle,
  isPercentage,
  parseNumber,
  readFraction,
  signReadAsPercent,
  splitQuantityUnit,
} from './numbers.js';

describe('parseNumber', () => {
  it.each([
    ['1,234.56', 1234.56],
    ['1.234,56', 1234.56],
    ['1 234,56', 1234.56],
    ["1'234.50", 1234.5],
    ['$ 42.00', 42],
    ['€ 2.321,00', 2321],
    ['81,90 €', 81.9],
    ['EUR 49,99', 49.99],
    ['Rs 1939', 1939],
    ['1,269.12-', -1269.12],
    ['(12.50)', -12.5],
    ['-0,03', -0.03],
    ['12.00 CR', -12],
    ['0.025', 0.025],
    ['.5', 0.5],
    ['100,0000', 100],
  ])('reads %s as %d', (text, value) => {
    expect(parseNumber(text)).toBeCloseTo(value, 6);
  });

  it.each(['', 'abc', '21%', '01.05.14-31.05.14', '+49 6051 916 44 10', '19.12.', '2022-09-27', '1.2.3', '24j000'])(
    'refuses %s',
    (text) => {
      expect(parseNumber(text)).toBeNull();
    },
  );

  it('reads an ambiguous 1,234 or 5,000 by the document style', () => {
    expect(parseNumber('5,000', 'comma')).toBe(5);
    expect(parseNumber('5,000', 'dot')).toBe(5000);
    expect(parseNumber('2.321', 'comma')).toBe(2321);
    expect(parseNumber('2.321', 'dot')).toBeCloseTo(2.321);
    expect(parseNumber('0,500', 'dot')).toBe(0.5);
  });

  it('reads back any amount written in either style (property)', () => {
    const group = (digits: string, sep: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999_999_999 }),
        fc.constantFrom('dot', 'comma'),
        fc.boolean(),
        fc.constantFrom('', '$', '€ ', 'EUR '),
        fc.boolean(),
        (cents, style, grouped, currency, negative) => {
          const whole = String(Math.floor(cents / 100));
          const frac = String(cents % 100).padStart(2, '0');
          const [decimal, thousands] = style === 'dot' ? ['.', ','] : [',', '.'];
          const text = `${negative ? '-' : ''}${currency}${grouped ? group(whole, thousands) : whole}${decimal}${frac}`;
          const value = parseNumber(text, style);
          expect(value).not.toBeNull();
          expect(Math.round((value as number) * 100)).toBe((negative ? -1 : 1) * cents || 0);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('number helpers', () => {
  it('recognises percentages', () => {
    expect(isPercentage('21 %')).toBe(true);
    expect(isPercentage('15.00%')).toBe(true);
    expect(isPercentage('21')).toBe(false);
  });

  it('detects the decimal separator a document uses', () => {
    expect(detectDecimalStyle(['4,00', '12,00', '5,000', '109,80'])).toBe('comma');
    expect(detectDecimalStyle(['132.20', '24,000', '3,172.80'])).toBe('dot');
  });

  it('splits a quantity cell into number and unit', () => {
    expect(splitQuantityUnit('1.00 kg')).toEqual({ quantity: 1, unit: 'kg' });
    expect(splitQuantityUnit('20 Unit(s)')).toEqual({ quantity: 20, unit: 'Unit(s)' });
    expect(splitQuantityUnit('100,0000 Stk.', 'comma')).toEqual({ quantity: 100, unit: 'Stk.' });
    expect(splitQuantityUnit('CS 4')).toEqual({ quantity: 4, unit: 'CS' });
    expect(splitQuantityUnit('12')).toEqual({ quantity: 12, unit: '' });
    expect(splitQuantityUnit('none')).toEqual({ quantity: null, unit: '' });
    // Returns credited back, however the sign is printed.
    expect(splitQuantityUnit('(94 gal)')).toEqual({ quantity: -94, unit: 'gal' });
    expect(splitQuantityUnit('(2) CS')).toEqual({ quantity: -2, unit: 'CS' });
    expect(splitQuantityUnit('3 bx-')).toEqual({ quantity: -3, unit: 'bx' });
    expect(splitQuantityUnit('4- ea')).toEqual({ quantity: -4, unit: 'ea' });
    expect(splitQuantityUnit('(1.5kg)', 'dot')).toEqual({ quantity: -1.5, unit: 'kg' });
  });
});

describe('signReadAsPercent', () => {
  it.each([
    ['2094%', 2094],
    ['087%', 87],
    ['121,06%', 121.06],
    ['5%', null],
    ['15.5%', null],
    ['100%', null],
    ['0%', null],
  ])('%s', (text, value) => {
    expect(signReadAsPercent(text, 'comma')).toBe(value);
  });
});

describe('readFraction', () => {
  it.each([
    ['1/2', 0.5, ''],
    ['1 1/2', 1.5, ''],
    ['1-1/2', 1.5, ''],
    ['3/4', 0.75, ''],
    ['½', 0.5, ''],
    ['1½', 1.5, ''],
    ['2 ¼ CS', 2.25, 'CS'],
    ['1/2 DZ', 0.5, 'DZ'],
    ['3/8', 0.375, ''],
  ])('reads %s as %d', (text, quantity, unit) => {
    expect(readFraction(text)).toEqual({ quantity, unit });
  });

  it.each(['6/#10', '4/1 GAL', '12/32 OZ', '1/2/24', '4/4', '4/8', '2/4', '2/5 LB', '1/10', '24/12 FZ', '12', '1.5'])(
    'does not read %s as a fraction',
    (text) => {
      expect(readFraction(text)).toBeNull();
    },
  );
});
