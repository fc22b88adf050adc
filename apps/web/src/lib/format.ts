import { wallClockFields } from '@app/contracts';
import { format as formatWithPattern, isValid, parseISO } from 'date-fns';
import type { DateFormat } from './settings-store';

/** Rounds a decimal string half away from zero to `places` digits, without going through binary floats. */
export function roundDecimalString(value: string, places: number): string {
  const m = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(value.trim());
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return Number.NaN.toString();
  const sign = m[1] === '-' ? '-' : '';
  const intPart = m[2] || '0';
  const frac = (m[3] ?? '').padEnd(places + 1, '0');
  let digits = (intPart + frac.slice(0, places)).split('').map(Number);
  if (Number(frac[places]) >= 5) {
    let i = digits.length - 1;
    while (i >= 0) {
      if (digits[i] === 9) {
        digits[i] = 0;
        i -= 1;
      } else {
        digits[i] += 1;
        break;
      }
    }
    if (i < 0) digits = [1, ...digits];
  }
  const all = digits.join('');
  const whole = all.slice(0, all.length - places).replace(/^0+(?=\d)/, '') || '0';
  const decimals = places > 0 ? `.${all.slice(all.length - places)}` : '';
  const isZero = /^0*$/.test(all);
  return `${isZero ? '' : sign}${whole}${decimals}`;
}

function toDecimalString(value: number | string): string | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    // Enough digits to round correctly for any price (step 0.00001) without float artefacts.
    return value.toFixed(10);
  }
  const s = value.trim().replace(/,/g, '');
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(s) ? s : null;
}

function groupThousands(intDigits: string): string {
  return intDigits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A money amount with 2 decimals and thousands separators, e.g. 1234.5 → "$1,234.50". Empty for non-numbers. */
export function formatMoney(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const dec = toDecimalString(value);
  if (dec === null) return '';
  const rounded = roundDecimalString(dec, 2);
  const negative = rounded.startsWith('-');
  const [whole, cents] = rounded.replace('-', '').split('.');
  return `${negative ? '-' : ''}$${groupThousands(whole)}.${cents}`;
}

/** An order total in Canadian dollars, e.g. "$1,234.50 CAD". */
export function formatCad(value: number | string | null | undefined): string {
  const money = formatMoney(value);
  return money ? `${money} CAD` : '';
}

const DATE_PATTERNS: Record<DateFormat, string> = {
  'YYYY-MM-DD': 'yyyy-MM-dd',
  'MM/DD/YYYY': 'MM/dd/yyyy',
  'DD/MM/YYYY': 'dd/MM/yyyy',
};

function toDate(value: Date | string | number): Date | null {
  const d = value instanceof Date ? value : typeof value === 'number' ? new Date(value) : parseISO(value);
  return isValid(d) ? d : null;
}

/**
 * The wall-clock time of `date` in `timeZone`, as a local Date whose fields (year … second) read that time, so
 * date-fns can format it. Unknown zones fall back to the browser's own.
 */
export function inTimezone(date: Date, timeZone?: string): Date {
  if (!timeZone) return date;
  try {
    const f = wallClockFields(date, timeZone);
    return new Date(f.year, f.month - 1, f.day, f.hour, f.minute, f.second);
  } catch {
    return date;
  }
}

/** A date in the user's date format (default YYYY-MM-DD); empty for missing or invalid input. */
export function formatDate(
  value: Date | string | number | null | undefined,
  dateFormat: DateFormat = 'YYYY-MM-DD',
  timeZone?: string,
): string {
  if (value === null || value === undefined || value === '') return '';
  const d = toDate(value);
  if (!d) return '';
  return formatWithPattern(inTimezone(d, timeZone), DATE_PATTERNS[dateFormat] ?? DATE_PATTERNS['YYYY-MM-DD']);
}

/** A date and time, e.g. "2024-05-01 3:45 PM". */
export function formatDateTime(
  value: Date | string | number | null | undefined,
  dateFormat: DateFormat = 'YYYY-MM-DD',
  timeZone?: string,
): string {
  if (value === null || value === undefined || value === '') return '';
  const d = toDate(value);
  if (!d) return '';
  const pattern = `${DATE_PATTERNS[dateFormat] ?? DATE_PATTERNS['YYYY-MM-DD']} h:mm a`;
  return formatWithPattern(inTimezone(d, timeZone), pattern);
}
