import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  abs,
  add,
  compare,
  decimal,
  decimalPlaces,
  divide,
  equals,
  formatMoney,
  formatQuantity,
  multiply,
  parseDecimal,
  round,
  roundCents,
  subtract,
  sum,
  toFixed,
  toNumber,
  toPlain,
} from './money.js';

/** The reference: a decimal as a BigInt of units of 10^-scale. */
type Exact = { units: bigint; scale: number };

const pow10 = (n: number) => 10n ** BigInt(n);
const absolute = (n: bigint) => (n < 0n ? -n : n);

function text({ units, scale }: Exact): string {
  const digits = absolute(units)
    .toString()
    .padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const frac = digits.slice(digits.length - scale);
  return `${units < 0n ? '-' : ''}${whole}${scale > 0 ? `.${frac}` : ''}`;
}

const rescale = (x: Exact, scale: number) => x.units * pow10(scale - x.scale);

function exactAdd(a: Exact, b: Exact): Exact {
  const scale = Math.max(a.scale, b.scale);
  return { units: rescale(a, scale) + rescale(b, scale), scale };
}

function exactCompare(a: Exact, b: Exact): number {
  const scale = Math.max(a.scale, b.scale);
  const d = rescale(a, scale) - rescale(b, scale);
  return d < 0n ? -1 : d > 0n ? 1 : 0;
}

/** Half away from zero, by integer division. */
function exactRound(x: Exact, places: number): Exact {
  if (x.scale <= places) return { units: rescale(x, places), scale: places };
  const divisor = pow10(x.scale - places);
  const a = absolute(x.units);
  const q = a / divisor + ((a % divisor) * 2n >= divisor ? 1n : 0n);
  return { units: x.units < 0n ? -q : q, scale: places };
}

const exact = fc.record({
  units: fc.bigInt({ min: -(10n ** 16n), max: 10n ** 16n }),
  scale: fc.integer({ min: 0, max: 6 }),
});
/** Amounts as stored: NUMERIC(14, 5) and smaller. */
const stored = fc.record({
  units: fc.bigInt({ min: -(10n ** 14n) + 1n, max: 10n ** 14n - 1n }),
  scale: fc.integer({ min: 0, max: 5 }),
});

const same = (d: ReturnType<typeof decimal>, x: Exact) => equals(d, text(x));

describe('money arithmetic against exact integers', () => {
  it('adds and subtracts exactly', () => {
    fc.assert(
      fc.property(exact, exact, (a, b) => {
        expect(same(add(text(a), text(b)), exactAdd(a, b))).toBe(true);
        expect(same(subtract(text(a), text(b)), exactAdd(a, { units: -b.units, scale: b.scale }))).toBe(true);
      }),
    );
  });

  it('sums a list exactly, in any order', () => {
    fc.assert(
      fc.property(fc.array(exact, { maxLength: 30 }), (xs) => {
        const expected = xs.reduce(exactAdd, { units: 0n, scale: 0 });
        expect(same(sum(xs.map(text)), expected)).toBe(true);
        expect(same(sum([...xs].reverse().map(text)), expected)).toBe(true);
      }),
    );
  });

  it('multiplies exactly (price × pack size × ordered quantity)', () => {
    fc.assert(
      fc.property(stored, stored, exact, (price, pack, ordered) => {
        const expected = {
          units: price.units * pack.units * ordered.units,
          scale: price.scale + pack.scale + ordered.scale,
        };
        expect(same(multiply(text(price), text(pack), text(ordered)), expected)).toBe(true);
      }),
    );
  });

  it('compares as the exact values do, whatever the trailing zeros', () => {
    fc.assert(
      fc.property(exact, exact, fc.integer({ min: 0, max: 4 }), (a, b, pad) => {
        const padded = { units: a.units * pow10(pad), scale: a.scale + pad };
        expect(compare(text(padded), text(b))).toBe(exactCompare(a, b));
        expect(equals(text(padded), text(a))).toBe(true);
      }),
    );
  });

  it('divides, rounding the exact quotient half away from zero', () => {
    fc.assert(
      fc.property(exact, exact, fc.integer({ min: 0, max: 6 }), (a, b, places) => {
        fc.pre(b.units !== 0n);
        const num = absolute(a.units) * pow10(places + b.scale);
        const den = absolute(b.units) * pow10(a.scale);
        const q = num / den + ((num % den) * 2n >= den ? 1n : 0n);
        const negative = a.units < 0n !== b.units < 0n;
        expect(same(divide(text(a), text(b), places), { units: negative ? -q : q, scale: places })).toBe(true);
      }),
    );
    expect(toPlain(divide('12.5', '100', 0))).toBe('0');
    expect(toPlain(divide('-1', '8', 2))).toBe('-0.13');
    expect(() => divide('1', '0.000', 2)).toThrow();
  });

  it('rounds half away from zero', () => {
    fc.assert(
      fc.property(exact, fc.integer({ min: 0, max: 5 }), (x, places) => {
        const expected = exactRound(x, places);
        expect(same(round(text(x), places), expected)).toBe(true);
        expect(toFixed(text(x), places)).toBe(text(expected).replace(/^-(?=0\.?0*$)/, ''));
      }),
    );
  });

  it('reads back what it writes', () => {
    fc.assert(
      fc.property(exact, (x) => {
        expect(same(parseDecimal(toPlain(text(x)))!, x)).toBe(true);
        expect(same(decimal(toPlain(text(x))), x)).toBe(true);
        expect(same(parseDecimal(formatMoney(text(x), { maxDecimals: 6 }))!, x)).toBe(true);
        expect(same(parseDecimal(formatMoney(text(x)))!, exactRound(x, 2))).toBe(true);
        expect(decimalPlaces(text(x))).toBe(toPlain(text(x)).split('.')[1]?.length ?? 0);
      }),
    );
  });

  it('reads amounts grouped in thousands, with a decimal point or a decimal comma', () => {
    fc.assert(
      fc.property(stored, (x) => {
        const [whole, frac] = text(x).replace('-', '').split('.');
        const sign = x.units < 0n ? '-' : '';
        const grouped = (sep: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
        expect(same(parseDecimal(`${sign}$${grouped(',')}${frac ? `.${frac}` : ''}`)!, x)).toBe(true);
        if (frac) expect(same(parseDecimal(`${sign}${grouped('.')},${frac} $`)!, x)).toBe(true);
        if (frac) expect(same(parseDecimal(`${sign}${grouped(' ')},${frac}`)!, x)).toBe(true);
      }),
    );
  });

  it('takes the numbers a request carries as the decimals they print as', () => {
    fc.assert(
      fc.property(stored, (x) => {
        // Up to 15 significant digits survive a trip through a JS number (and JSON) unchanged.
        const t = text(x);
        fc.pre(t.replace(/[-.]/g, '').replace(/^0+/, '').length <= 15);
        expect(same(decimal(Number(t)), x)).toBe(true);
        expect(same(decimal(toNumber(t)), x)).toBe(true);
      }),
    );
  });

  it('never throws on text, and what it reads it reads the same again', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (s) => {
        const d = parseDecimal(s);
        if (d) expect(equals(parseDecimal(toPlain(d))!, d)).toBe(true);
      }),
    );
  });
});

describe('money where floats go wrong', () => {
  it('adds 0.1 and 0.2 to 0.3', () => {
    expect(toPlain(add('0.1', '0.2'))).toBe('0.3');
    expect(toPlain(add(0.1, 0.2))).toBe('0.3');
    expect(equals(add(0.1, 0.2), '0.3')).toBe(true);
  });

  it('multiplies 3 × 19.99 to 59.97 and 33.33 × 3 to 99.99, short of a 100.00 minimum', () => {
    expect(toFixed(multiply('19.99', 3), 2)).toBe('59.97');
    expect(toPlain(multiply('19.99000', '1.00000', '3.000'))).toBe('59.97');
    expect(compare(multiply('33.33', 3), '100.00')).toBe(-1);
    expect(compare(multiply('33.34', 3), '100.00')).toBe(1);
    expect(compare(multiply('25.00', 4), '100.00')).toBe(0);
  });

  it('rounds 1.005 and 2.675 up to the cent, and negatives away from zero', () => {
    expect(toFixed('1.005', 2)).toBe('1.01');
    expect(toFixed(2.675, 2)).toBe('2.68');
    expect(toFixed('-0.125', 2)).toBe('-0.13');
    expect(toFixed('-0.001', 2)).toBe('0.00');
    expect(toPlain(roundCents('58.504999'))).toBe('58.5');
  });

  it('takes the magnitude', () => {
    expect(toPlain(abs('-12.50'))).toBe('12.5');
    expect(toPlain(abs(3))).toBe('3');
  });

  it('keeps 1.1 + 2.2 at 3.3 and a cart quantity of 2.2 + 1 at 3.2', () => {
    expect(toPlain(add('1.1', '2.2'))).toBe('3.3');
    expect(toNumber(add(2.2, 1))).toBe(3.2);
  });
});

describe('parseDecimal', () => {
  it('reads what people type', () => {
    const read = (s: string) => {
      const d = parseDecimal(s);
      return d === null ? null : toPlain(d);
    };
    expect(read('12.50')).toBe('12.5');
    expect(read('1,234.5')).toBe('1234.5');
    expect(read('$1,234.50')).toBe('1234.5');
    expect(read(' 7 ')).toBe('7');
    expect(read('-$3')).toBe('-3');
    expect(read('$-3')).toBe('-3');
    expect(read('12,50')).toBe('12.5');
    expect(read('12,50 $')).toBe('12.5');
    expect(read('1,500')).toBe('1500');
    expect(read('1 234,5')).toBe('1234.5');
    expect(read('1.234,50')).toBe('1234.5');
    expect(read('1.234.567')).toBe('1234567');
    expect(read('CAD 3.10')).toBe('3.1');
    expect(read('.5')).toBe('0.5');
    expect(read('5.')).toBe('5');
    expect(read('-0')).toBe('0');
  });

  it('refuses what is not one number', () => {
    for (const s of [
      '',
      ' ',
      'abc',
      '.',
      '$',
      '-',
      '1.2.3',
      '12,34.5',
      '1,2,3',
      '1e3',
      'NaN',
      'Infinity',
      '0x10',
      '--1',
      '+-1',
      '12 apples',
      '9'.repeat(101),
    ])
      expect(parseDecimal(s), s).toBeNull();
  });
});

describe('decimal', () => {
  it('takes NUMERIC text, numbers and decimals', () => {
    expect(toPlain(decimal('12.50000'))).toBe('12.5');
    expect(toPlain(decimal(' -3.0 '))).toBe('-3');
    expect(toPlain(decimal(19.99))).toBe('19.99');
    expect(toPlain(decimal(1e-7))).toBe('0.0000001');
    expect(toPlain(decimal(-0))).toBe('0');
    expect(toPlain(decimal(decimal('4')))).toBe('4');
  });

  it('throws on what no trusted value holds', () => {
    for (const v of ['', 'abc', '1e3', 'NaN', '1,234.5', Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => decimal(v), String(v)).toThrow(/Not a decimal/);
  });
});

describe('formatting', () => {
  it('formats money with 2 decimals, groups and a sign', () => {
    expect(formatMoney('1234.5')).toBe('$1,234.50');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney('-12.345')).toBe('-$12.35');
    expect(formatMoney('0')).toBe('$0.00');
    expect(formatMoney('-0.001')).toBe('$0.00');
    expect(formatMoney('1234567890.125')).toBe('$1,234,567,890.13');
    expect(formatMoney('0.12345', { maxDecimals: 5 })).toBe('$0.12345');
    expect(formatMoney('12.50000', { maxDecimals: 5 })).toBe('$12.50');
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney('')).toBe('');
    expect(formatMoney('abc')).toBe('');
    expect(formatMoney(Number.NaN)).toBe('');
  });

  it('formats quantities without trailing zeros', () => {
    expect(formatQuantity('12.000')).toBe('12');
    expect(formatQuantity('2.500')).toBe('2.5');
    expect(formatQuantity(0.1)).toBe('0.1');
    expect(formatQuantity('100000')).toBe('100000');
    expect(formatQuantity(null)).toBe('');
    expect(formatQuantity('x')).toBe('');
  });

  it('counts the decimals a value needs', () => {
    expect(decimalPlaces('12.50000')).toBe(1);
    expect(decimalPlaces(5.0004)).toBe(4);
    expect(decimalPlaces('40')).toBe(0);
    expect(decimalPlaces('0')).toBe(0);
    expect(decimalPlaces(0.1 + 0.2)).toBe(17);
  });
});
