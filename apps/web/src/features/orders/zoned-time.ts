/** Wall-clock fields of a moment in a time zone (month 1–12, weekday 0 = Sunday). */
export type WallTime = { year: number; month: number; day: number; hour: number; minute: number };

function formatter(timeZone: string): Intl.DateTimeFormat {
  const options: Intl.DateTimeFormatOptions = {
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  };
  try {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone });
  } catch {
    // An unknown zone falls back to the browser's own.
    return new Intl.DateTimeFormat('en-US', options);
  }
}

/** The wall-clock time of `instant` in `timeZone`. */
export function wallTimeIn(instant: Date, timeZone: string): WallTime & { second: number; weekday: number } {
  const parts = formatter(timeZone).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const year = get('year');
  const month = get('month');
  const day = get('day');
  return {
    year,
    month,
    day,
    hour: get('hour') % 24,
    minute: get('minute'),
    second: get('second'),
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
  };
}

/** Minutes the zone is ahead of UTC at `instant` (Toronto in winter: -300). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const w = wallTimeIn(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  const whole = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((asUtc - whole) / 60_000);
}

/** The instant at which the clocks of `timeZone` show `wall`. */
export function zonedToInstant(wall: WallTime, timeZone: string): Date {
  const guess = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  const first = offsetMinutes(new Date(guess), timeZone);
  const candidate = guess - first * 60_000;
  const second = offsetMinutes(new Date(candidate), timeZone);
  return new Date(second === first ? candidate : guess - second * 60_000);
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/** ISO 8601 with the zone's offset, e.g. 2026-11-24T09:00:00-05:00. */
export function isoWithOffset(instant: Date, timeZone: string): string {
  const w = wallTimeIn(instant, timeZone);
  const off = offsetMinutes(instant, timeZone);
  const sign = off < 0 ? '-' : '+';
  const zone = `${sign}${pad(Math.trunc(Math.abs(off) / 60))}:${pad(Math.abs(off) % 60)}`;
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}${zone}`;
}

/** A calendar date as yyyy-MM-dd. */
export function dateKey(d: { year: number; month: number; day: number }): string {
  return `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`;
}

/** Parses yyyy-MM-dd; null when malformed. */
export function parseDateKey(key: string): { year: number; month: number; day: number } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** Calendar arithmetic on plain dates (no time zone involved). */
export function addDays(d: { year: number; month: number; day: number }, days: number) {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

/** The same day `months` months away, clamped to the end of shorter months (May 31 − 3 months = Feb 28). */
export function addMonths(d: { year: number; month: number; day: number }, months: number) {
  const first = new Date(Date.UTC(d.year, d.month - 1 + months, 1));
  const year = first.getUTCFullYear();
  const month = first.getUTCMonth() + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { year, month, day: Math.min(d.day, last) };
}
