import { TZDate } from '@date-fns/tz';
import { format, isValid } from 'date-fns';

/** `timeZone` when the runtime knows it, else the browser's own zone. */
export function knownZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  }
}

/** `instant` as the clocks of `timeZone` show it; date-fns calendar functions on it stay in that zone. */
export function inZone(instant: Date | number, timeZone: string): TZDate {
  return new TZDate(instant instanceof Date ? instant.getTime() : instant, knownZone(timeZone));
}

/** A calendar date (yyyy-MM-dd) at a wall-clock time in `timeZone`; null when the date does not exist. */
export function zonedDate(dateKey: string, hour: number, minute: number, timeZone: string): TZDate | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateKey);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
  const d = new TZDate(year, month, day, hour, minute, knownZone(timeZone));
  if (!isValid(d) || d.getFullYear() !== year || d.getMonth() !== month || d.getDate() !== day) return null;
  return d;
}

/** ISO 8601 with the zone's offset, e.g. 2026-11-24T09:00:00-05:00. */
export const isoWithOffset = (d: TZDate): string => format(d, "yyyy-MM-dd'T'HH:mm:ssxxx");

/** The calendar date of a zoned moment as yyyy-MM-dd. */
export const dateKeyOf = (d: TZDate): string => format(d, 'yyyy-MM-dd');

/** The UTC instant of a zoned moment, as the API takes it (…Z). */
export const utcIso = (d: TZDate): string => new Date(d.getTime()).toISOString();
