import { type DecimalLike, formatMoney, wallClockFields } from '@app/contracts';
import { format as formatWithPattern, isValid, parseISO } from 'date-fns';
import type { DateFormat } from './settings-store';

/** A money amount with 2 decimals and thousands separators, e.g. 1234.5 → "$1,234.50"; empty for non-numbers. */
export { formatMoney };

/** An order total in Canadian dollars, e.g. "$1,234.50 CAD". */
export function formatCad(value: DecimalLike | null | undefined): string {
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
