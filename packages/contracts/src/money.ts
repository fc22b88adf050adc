import Big from 'big.js';

/**
 * Money and quantities as exact decimals (big.js), for the server and the web alike. Amounts come in as NUMERIC
 * text from the database ('12.50000'), as numbers a request schema has checked, or as text a person typed; they
 * are added, multiplied and compared exactly, rounded half-up (half away from zero, as PostgreSQL's round(numeric))
 * only where a result is kept or shown, and formatted from the decimal digits. Never do arithmetic on a JS number
 * that holds money: 0.1 + 0.2 is 0.30000000000000004, and 33.33 × 3 is 99.99 only here.
 */
export type Decimal = Big;
/** A Decimal, decimal text ('12.50', '-3', '.5') or a finite number (read as the digits it prints as). */
export type DecimalLike = Decimal | string | number;

// A constructor of our own, so no other code's settings of big.js reach it.
const D = Big();
D.RM = Big.roundHalfUp;
D.NE = -1e6;
D.PE = 1e6;

const ZERO: Decimal = D(0);
const PLAIN = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;
/** Longer text is no amount anyone typed or stored (NUMERIC(14, 5) prints in 16 characters). */
const MAX_TEXT = 100;

/** Zero without a sign: big.js keeps -0, which would print as '-0.00'. */
const clean = (d: Decimal): Decimal => (d.c[0] === 0 ? ZERO : d);

function fromPlain(text: string): Decimal | null {
  const t = text.trim();
  if (t.length > MAX_TEXT || !PLAIN.test(t)) return null;
  return clean(D(t.startsWith('+') ? t.slice(1) : t));
}

/**
 * A value the code already trusts as a decimal: NUMERIC text from the database ('12.50000'), a number a request
 * schema checked, a Decimal. Throws on anything else ('abc', NaN, '1e3'): that is a bug, not a user's mistake.
 */
export function decimal(value: DecimalLike): Decimal {
  if (value instanceof Big) return clean(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Not a decimal: ${value}`);
    return clean(D(value));
  }
  const d = typeof value === 'string' ? fromPlain(value) : null;
  if (!d) throw new Error(`Not a decimal: ${String(value).slice(0, 40)}`);
  return d;
}

/** The decimal, or null for anything decimal() refuses; for values that may be missing or broken. */
function lenient(value: DecimalLike | null | undefined): Decimal | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return parseDecimal(value);
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  return decimal(value);
}

const CURRENCY_BEFORE = /^(?:CAD|USD|C\$|CA\$|US\$|\$|€|£)\s*/i;
const CURRENCY_AFTER = /\s*(?:CAD|USD|\$|€|£)$/i;

/**
 * Reads an amount or quantity as people and suppliers write it: '12.50', '1,234.5', '$1,234.50', '-$3', '12,50 $',
 * '1 234,5', '1.234,50', 'CAD 3.10'. A comma is a thousands separator only in groups of three ('1,500' is 1500);
 * otherwise it is the decimal mark ('12,50' is 12.5). Null for anything that is not one number: '', 'abc', '1.2.3',
 * '12,34.5', '1e3', 'NaN', 'Infinity', '0x10'.
 */
export function parseDecimal(text: string): Decimal | null {
  if (typeof text !== 'string' || text.length > MAX_TEXT) return null;
  let s = text.trim();
  let sign = '';
  const takeSign = () => {
    if (sign === '' && /^[+-]/.test(s)) {
      sign = s[0] === '-' ? '-' : '+';
      s = s.slice(1).trimStart();
    }
  };
  takeSign();
  s = s.replace(CURRENCY_BEFORE, '');
  takeSign();
  s = s.replace(CURRENCY_AFTER, '').replace(/[\s\u00a0\u202f']/g, '');
  const dot = s.lastIndexOf('.');
  const comma = s.lastIndexOf(',');
  if (dot >= 0 && comma >= 0) {
    // Both marks: the later one is the decimal mark, the other groups thousands ('1,234.50', '1.234,50').
    const [mark, group] = dot > comma ? ['.', ','] : [',', '.'];
    const at = s.lastIndexOf(mark);
    const whole = s.slice(0, at);
    const grouping = new RegExp(`^[1-9]\\d{0,2}(?:\\${group}\\d{3})+$`);
    if (!grouping.test(whole)) return null;
    s = `${whole.split(group).join('')}.${s.slice(at + 1)}`;
  } else if (comma >= 0) {
    if (/^[1-9]\d{0,2}(?:,\d{3})+$/.test(s)) s = s.replace(/,/g, '');
    else if (s.indexOf(',') === comma) s = s.replace(',', '.');
    else return null;
  } else if (/^[1-9]\d{0,2}(?:\.\d{3}){2,}$/.test(s)) {
    s = s.replace(/\./g, '');
  }
  if (!/^(?:\d+\.?\d*|\.\d+)$/.test(s)) return null;
  return fromPlain(sign === '-' ? `-${s}` : s);
}

/** The sum of any number of values; 0 for none. */
export function add(...values: DecimalLike[]): Decimal {
  return sum(values);
}

/** The sum of a list of values; 0 for an empty one. */
export function sum(values: Iterable<DecimalLike>): Decimal {
  let total = ZERO;
  for (const v of values) total = total.plus(decimal(v));
  return clean(total);
}

/** a − b. */
export function subtract(a: DecimalLike, b: DecimalLike): Decimal {
  return clean(decimal(a).minus(decimal(b)));
}

/** The exact product (price × pack size × ordered quantity); 1 for none. */
export function multiply(...values: DecimalLike[]): Decimal {
  let product: Decimal = D(1);
  for (const v of values) product = product.times(decimal(v));
  return clean(product);
}

/** |a|. */
export function abs(value: DecimalLike): Decimal {
  return decimal(value).abs();
}

/** Constructors whose division rounds to a given number of decimals (big.js sets that per constructor). */
const dividers = new Map<number, typeof D>();

/**
 * a ÷ b rounded half-up to `places` decimals, correctly (from the exact quotient, never rounded twice): a ratio
 * such as a price change in percent. Throws when b is 0.
 */
export function divide(a: DecimalLike, b: DecimalLike, places: number): Decimal {
  let Q = dividers.get(places);
  if (!Q) {
    Q = Big();
    Q.DP = places;
    Q.RM = Big.roundHalfUp;
    dividers.set(places, Q);
  }
  const divisor = decimal(b);
  if (divisor.c[0] === 0) throw new Error('Division by zero');
  return clean(Q(decimal(a)).div(divisor));
}

/** −1, 0 or 1 as a is less than, equal to or more than b ('12.5' equals '12.50000'). */
export function compare(a: DecimalLike, b: DecimalLike): -1 | 0 | 1 {
  return decimal(a).cmp(decimal(b));
}

/** True when a and b are the same amount, however written. */
export const equals = (a: DecimalLike, b: DecimalLike): boolean => compare(a, b) === 0;

/** The value rounded half-up (half away from zero) to `places` decimals: 1.005 → 1.01, −0.125 → −0.13. */
export function round(value: DecimalLike, places: number): Decimal {
  return clean(decimal(value).round(places, Big.roundHalfUp));
}

/** The value rounded half-up to the cent, as order lines and totals are kept. */
export const roundCents = (value: DecimalLike): Decimal => round(value, 2);

/** How many decimals the value needs: '12.50000' → 1, 5.0004 → 4, '40' → 0. */
export function decimalPlaces(value: DecimalLike): number {
  const d = decimal(value);
  return Math.max(0, d.c.length - d.e - 1);
}

/** Plain text with exactly `places` decimals, rounded half-up: (12.5, 2) → '12.50', (2.675, 2) → '2.68'. */
export function toFixed(value: DecimalLike, places: number): string {
  return round(value, places).toFixed(places);
}

/** The shortest plain text of the value, without exponent or trailing zeros: '12.50000' → '12.5', '3.000' → '3'. */
export function toPlain(value: DecimalLike): string {
  return decimal(value).toFixed();
}

/**
 * A JS number close to the value, exact for up to 15 significant digits: for sort keys, chart coordinates and
 * request fields the contracts take as numbers. Never add or multiply the result.
 */
export function toNumber(value: DecimalLike): number {
  return decimal(value).toNumber();
}

const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * Money as shown and mailed: '$1,234.50', '-$3.00'; at least 2 decimals and at most `maxDecimals` (default 2;
 * a price per unit may show 5: '$0.12345'), rounded half-up. Empty for a missing value or text that is no number.
 */
export function formatMoney(value: DecimalLike | null | undefined, opts: { maxDecimals?: number } = {}): string {
  const d = lenient(value);
  if (!d) return '';
  const max = opts.maxDecimals ?? 2;
  const text = toFixed(d, Math.min(max, Math.max(2, decimalPlaces(d))));
  const negative = text.startsWith('-');
  const [whole, frac] = (negative ? text.slice(1) : text).split('.');
  return `${negative ? '-' : ''}$${group(whole)}.${frac}`;
}

/** A quantity as shown: '12.000' → '12', '2.500' → '2.5', exactly. Empty for a missing value or no number. */
export function formatQuantity(value: DecimalLike | null | undefined): string {
  const d = lenient(value);
  return d ? toPlain(d) : '';
}
