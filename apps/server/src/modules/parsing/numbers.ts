/**
 * Number reading for invoices: both 1,234.56 and 1.234,56 styles, spaces or apostrophes as thousands separators,
 * currency signs and codes, negative amounts written -5, 5-, (5) or 5 CR.
 */

export type DecimalStyle = 'dot' | 'comma' | 'auto';

const CURRENCY =
  /^(?:US\$|CA\$|C\$|A\$|NZ\$|R\$|HK\$|[$€£¥₹₽₩฿₺₪]|CHF|EUR|USD|CAD|GBP|PLN|INR|JPY|AUD|NZD|MXN|SEK|NOK|DKK|CZK|HUF|zł|zl|Rs\.?|kr\.?|Fr\.?|Kč)/i;
const CURRENCY_END =
  /(?:US\$|[$€£¥₹₽₩฿₺₪]|CHF|EUR|USD|CAD|GBP|PLN|INR|JPY|AUD|NZD|MXN|SEK|NOK|DKK|CZK|HUF|zł|zl|Rs\.?|kr\.?|Kč|,-|\.-)$/i;

function stripCurrency(s: string): string {
  let t = s.trim();
  for (let i = 0; i < 3; i++) {
    const before = t;
    t = t.replace(CURRENCY, '').trim();
    t = t.replace(CURRENCY_END, '').trim();
    if (t === before) break;
  }
  return t;
}

const GROUPED = (sep: string) => new RegExp(`^\\d{1,3}(?:${sep}\\d{3})+$`);
const SPACE_GROUPED = /^\d{1,3}(?:[ '\u00a0\u202f\u2009’]\d{3})+(?:[.,]\d+)?$/;

function readUnsigned(core: string, style: DecimalStyle): number | null {
  let t = core;
  if (/[ '\u00a0\u202f\u2009’]/.test(t)) {
    if (!SPACE_GROUPED.test(t)) return null;
    t = t.replace(/[ '\u00a0\u202f\u2009’]/g, '');
  }
  if (!/^(?:\d+(?:[.,]\d+)*|[.,]\d+)$/.test(t)) return null;
  const dots = (t.match(/\./g) ?? []).length;
  const commas = (t.match(/,/g) ?? []).length;
  let intPart = t;
  let frac = '';
  if (dots > 0 && commas > 0) {
    const decimalSep = t.lastIndexOf('.') > t.lastIndexOf(',') ? '.' : ',';
    const groupSep = decimalSep === '.' ? ',' : '.';
    const at = t.lastIndexOf(decimalSep);
    intPart = t.slice(0, at);
    frac = t.slice(at + 1);
    if (intPart.includes(decimalSep) || !GROUPED(`\\${groupSep}`).test(intPart)) return null;
    intPart = intPart.split(groupSep).join('');
  } else if (dots + commas > 1) {
    const sep = dots > 0 ? '.' : ',';
    if (!GROUPED(`\\${sep}`).test(t)) return null;
    intPart = t.split(sep).join('');
  } else if (dots + commas === 1) {
    const sep = dots > 0 ? '.' : ',';
    const at = t.indexOf(sep);
    const left = t.slice(0, at);
    const right = t.slice(at + 1);
    const ambiguous = right.length === 3 && left.length >= 1 && left.length <= 3 && !left.startsWith('0');
    const readAsGroup = sep === ',' ? style !== 'comma' : style === 'comma';
    if (ambiguous && readAsGroup) {
      intPart = left + right;
    } else {
      intPart = left || '0';
      frac = right;
    }
  }
  const value = Number(frac ? `${intPart}.${frac}` : intPart);
  return Number.isFinite(value) ? value : null;
}

/** The number written in `text`, or null when the text is not just a number (percentages are not numbers here). */
export function parseNumber(text: string, style: DecimalStyle = 'auto'): number | null {
  let t = text.trim();
  if (!t || t.length > 40 || t.includes('%')) return null;
  let negative = false;
  if (/^\(.*\)$/.test(t)) {
    negative = true;
    t = t.slice(1, -1).trim();
  }
  if (/\s?CR$/i.test(t)) {
    negative = true;
    t = t.replace(/\s?CR$/i, '');
  }
  t = stripCurrency(t);
  // A price per unit ("4.74/LB", "71.17/CS", "3,25 $/kg") is the number.
  t = stripCurrency(t.replace(/\s*\/\s*\p{L}{1,4}\.?$/u, ''));
  if (/^[-−–]/.test(t)) {
    negative = !negative;
    t = stripCurrency(t.slice(1));
  } else if (t.startsWith('+')) {
    t = stripCurrency(t.slice(1));
  }
  if (/[-−–]$/.test(t)) {
    negative = !negative;
    t = t.slice(0, -1).trim();
  }
  if (!/^[\d.,]/.test(t) || !/\d$/.test(t)) return null;
  const value = readUnsigned(t, style);
  if (value === null) return null;
  return negative && value !== 0 ? -value : value;
}

/** True when the text is a percentage such as 21 %, 15.00% or 7,0%. */
export function isPercentage(text: string): boolean {
  return /^[-+]?\d{1,3}(?:[.,]\d+)?\s?%$/.test(text.trim());
}

/**
 * A money figure whose $ sign printed after it was read as % ('20,94 $' as '2094%' with the comma lost, '0,87 $'
 * as '087%'): a figure no invoice prints as a percentage (above 100, or a whole number with a leading zero). The
 * figure as read (its decimal point may be lost), else null.
 */
export function signReadAsPercent(text: string, style: DecimalStyle = 'auto'): number | null {
  const m = /^(\d{1,6}(?:[.,]\d{1,3})?)\s?%$/.exec(text.trim());
  if (!m) return null;
  const value = parseNumber(m[1], style);
  if (value === null) return null;
  return value > 100 || /^0\d/.test(m[1]) ? value : null;
}

/** True for a token that reads as a number once currency signs are removed. */
export function isNumeric(text: string, style: DecimalStyle = 'auto'): boolean {
  return parseNumber(text, style) !== null;
}

/** Which decimal separator a document uses, judged from all its number-like tokens. */
export function detectDecimalStyle(texts: Iterable<string>): 'dot' | 'comma' {
  let dot = 0;
  let comma = 0;
  for (const raw of texts) {
    const t = stripCurrency(raw.trim()).replace(/[-−–]$/, '');
    if (/^\d{1,3}(?:\.\d{3})+,\d+$/.test(t)) comma += 3;
    else if (/^\d{1,3}(?:,\d{3})+\.\d+$/.test(t)) dot += 3;
    else if (/^\d+,\d{2}$/.test(t)) comma += 1;
    else if (/^\d+\.\d{2}$/.test(t)) dot += 1;
    else if (/^\d+,\d{1,2}$|^\d+,\d{4,}$/.test(t)) comma += 0.5;
    else if (/^\d+\.\d{1,2}$|^\d+\.\d{4,}$/.test(t)) dot += 0.5;
  }
  return comma > dot ? 'comma' : 'dot';
}

/** Splits a quantity cell such as "1.00 kg", "20 Unit(s)" or "1 PCS" into the number and the unit. */
export function splitQuantityUnit(
  text: string,
  style: DecimalStyle = 'auto',
): { quantity: number | null; unit: string } {
  const t = text.trim();
  const whole = parseNumber(t, style);
  if (whole !== null) return { quantity: whole, unit: '' };
  // A return credited back: the quantity with its unit in parentheses ('(94 gal)') or a minus after them ('2 cs-').
  const credited = /^\((.+)\)$/.exec(t) ?? /^(.*\p{L}\.?)\s*-$/u.exec(t);
  if (credited) {
    const inner = splitQuantityUnit(credited[1], style);
    if (inner.quantity !== null && inner.quantity > 0 && inner.unit)
      return { quantity: -inner.quantity, unit: inner.unit };
  }
  // The figure may carry its own sign ('(2) cs', '2- cs').
  const m = /^(\(?[-+]?[\d.,' ]*\d\)?-?)\s*([^\d\s%)-].*)$/u.exec(t);
  if (m) {
    const quantity = parseNumber(m[1], style);
    if (quantity !== null) return { quantity, unit: m[2].trim() };
  }
  const before = /^([A-Za-zµ.]{1,8})\s+([-+]?[\d.,]*\d)$/u.exec(t);
  if (before) {
    const quantity = parseNumber(before[2], style);
    if (quantity !== null) return { quantity, unit: before[1] };
  }
  return { quantity: null, unit: '' };
}

const VULGAR: Record<string, number> = {
  '½': 1 / 2,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '¼': 1 / 4,
  '¾': 3 / 4,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
};

const FRACTION = /^(?:(\d{1,3})(?:\s+|-))?([1-7])\s?\/\s?([2348])(?:\s*(\p{L}{1,6}\.?))?$/u;
const FRACTION_SIGN = /^(\d{1,3})?\s?([½⅓⅔¼¾⅛⅜⅝⅞])(?:\s*(\p{L}{1,6}\.?))?$/u;

/**
 * A quantity printed as a fraction of a case or a dozen ('1/2', '1 1/2', '1-1/2', '3/4', '½', '1½', '1/2 CS'): its
 * value and the unit after it, or null. Only a proper fraction in lowest terms over 2, 3, 4 or 8 is one: pack notations ('6/#10',
 * '4/1 GAL', '12/32 OZ') and dates ('1/2/24') are not.
 */
export function readFraction(text: string): { quantity: number; unit: string } | null {
  const t = text.trim();
  const slash = FRACTION.exec(t);
  if (slash) {
    const [, whole, num, den, u] = slash;
    // Printed fractions are in lowest terms: '4/8' or '2/4' is a pack.
    if (Number(num) >= Number(den) || (Number(num) % 2 === 0 && Number(den) % 2 === 0)) return null;
    return { quantity: Number(whole ?? 0) + Number(num) / Number(den), unit: u ?? '' };
  }
  const sign = FRACTION_SIGN.exec(t);
  if (sign) return { quantity: Number(sign[1] ?? 0) + VULGAR[sign[2]], unit: sign[3] ?? '' };
  return null;
}

/** Formats a number with 2 to 4 decimals, dropping trailing zeros beyond two. */
export function roundMoney(value: number, decimals = 4): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}
