/**
 * When a supplier delivers to a restaurant, and until when an order may still be sent for a delivery day: one rule
 * for the cart (which days the date picker offers, the default day, the cutoff warning) and for /send_order.
 *
 * - Delivery days: the days of the restaurant's connection (its account with the supplier) that are also days of
 *   the supplier's delivery area covering the restaurant's address; either list, when empty, does not restrict.
 * - Order cutoff: an hour (0-23) on the restaurant's clock on the day before the delivery day; an order for
 *   Tuesday with cutoff 14 must be sent before Monday 2:00 PM. With both a connection and an area cutoff, the
 *   earlier one holds.
 * - Delivery areas: a supplier that lists areas (cities, postal-code prefixes) delivers only to addresses in one.
 * Days are calendar days (yyyy-MM-dd) on the clock of the restaurant's time zone.
 */

/** Delivery-day codes as stored and sent (spec section 3), indexed by the day of the week (0 = Sunday). */
export const DAY_CODES = ['Su', 'M', 'Tu', 'W', 'Th', 'F', 'Sa'] as const;
export type DayCode = (typeof DAY_CODES)[number];
export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export type DeliveryRule = {
  /** Days of the week (0 = Sunday) the supplier delivers on; null: any day. */
  days: number[] | null;
  /** Hour (0-23) of the day before delivery by which the order must be sent; null: no cutoff. */
  cutoffHour: number | null;
  /** IANA time zone of the restaurant. */
  timeZone: string;
  /** Why the supplier does not deliver to the restaurant's address; null when it does. */
  outsideArea: string | null;
};

export type DeliveryArea = {
  kind: 'city' | 'postal_prefix' | string;
  value: string;
  deliveryDays: string;
  orderCutoff: number | null;
};

export type DeliveryProblem = { code: 'DELIVERY_AREA' | 'DELIVERY_DAY' | 'ORDER_CUTOFF'; message: string };

const DAY_MS = 86_400_000;

export const DELIVERY_MSG = {
  outsideArea: (supplier: string, place: string) =>
    `${supplier} does not deliver to ${place}. Ask the supplier about its delivery areas.`,
  noCommonDay:
    "None of this supplier's delivery days for your area is a delivery day of your account. Check the delivery days on the Suppliers page.",
  notDeliveryDay: (day: string, days: string) => `No delivery on ${day}: this supplier delivers on ${days}.`,
  cutoffPassed: (delivery: string, deadline: string) =>
    `Orders for delivery on ${delivery} had to be sent by ${deadline}. Choose a later delivery day.`,
  past: 'The delivery date is in the past',
  orderWithin: (left: string, day: string) => `Order within ${left} for delivery ${day}`,
  orderBy: (deadline: string, day: string) => `Order by ${deadline} for delivery ${day}`,
} as const;

/** 'M,W,F' as days of the week; unknown codes are ignored. */
export function parseDeliveryDays(codes: string): number[] {
  const days = codes
    .split(',')
    .map((c) => DAY_CODES.indexOf(c.trim() as DayCode))
    .filter((d) => d >= 0);
  return [...new Set(days)].sort((a, b) => a - b);
}

/** "Monday, Wednesday and Friday". */
export function dayList(days: readonly number[]): string {
  const names = days.map((d) => DAY_NAMES[d]);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** "2 PM", "12 AM", "12 PM". */
export function hourLabel(hour: number): string {
  return `${hour % 12 === 0 ? 12 : hour % 12} ${hour < 12 ? 'AM' : 'PM'}`;
}

const postalKey = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, '');
const cityKey = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The supplier's area that covers an address: the longest matching postal-code prefix, else the city. */
export function coveringArea<A extends DeliveryArea>(
  areas: readonly A[],
  address: { city: string; postalCode: string },
): A | null {
  const postal = postalKey(address.postalCode);
  const byPrefix = areas
    .filter((a) => a.kind === 'postal_prefix' && postalKey(a.value) !== '' && postal.startsWith(postalKey(a.value)))
    .sort((a, b) => postalKey(b.value).length - postalKey(a.value).length)[0];
  if (byPrefix) return byPrefix;
  const city = cityKey(address.city);
  return areas.find((a) => a.kind === 'city' && city !== '' && cityKey(a.value) === city) ?? null;
}

/** The rule for one restaurant and supplier, from the connection, the supplier's areas and the address. */
export function deliveryRule(input: {
  supplier: string;
  connection: { deliveryDays: string; orderCutoff: number | null };
  areas: readonly DeliveryArea[];
  address: { city: string; postalCode: string };
  timeZone: string;
}): DeliveryRule {
  const { supplier, connection, areas, address, timeZone } = input;
  const area = areas.length > 0 ? coveringArea(areas, address) : null;
  const place = [address.city, address.postalCode].filter((s) => s.trim() !== '').join(' ') || 'your address';
  const outsideArea = areas.length > 0 && !area ? DELIVERY_MSG.outsideArea(supplier, place) : null;
  const lists = [connection.deliveryDays, area?.deliveryDays ?? ''].map(parseDeliveryDays).filter((l) => l.length > 0);
  const days = lists.length === 0 ? null : lists.reduce((a, b) => a.filter((d) => b.includes(d)));
  const cutoffs = [connection.orderCutoff, area?.orderCutoff ?? null].filter((c): c is number => c !== null);
  return { days, cutoffHour: cutoffs.length ? Math.min(...cutoffs) : null, timeZone, outsideArea };
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** A time zone the runtime knows: `timeZone`, else UTC. */
export function validTimeZone(timeZone: string): string {
  try {
    formatter(timeZone);
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** The fields of the wall clock of `timeZone` at an instant (month 1-12, hour 0-23); throws for an unknown zone. */
export function wallClockFields(instant: Date | number, timeZone: string) {
  const p = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(new Date(instant))
      .map((x) => [x.type, Number(x.value)]),
  );
  return { year: p.year, month: p.month, day: p.day, hour: p.hour % 24, minute: p.minute, second: p.second };
}

/** The wall clock of `timeZone` at an instant, as UTC fields. */
function wallClock(instant: number, timeZone: string): number {
  const f = wallClockFields(instant, validTimeZone(timeZone));
  return Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second);
}

/** The calendar day (yyyy-MM-dd) an instant falls on in `timeZone`. */
export function zonedDayKey(instant: Date | number, timeZone: string): string {
  return new Date(wallClock(typeof instant === 'number' ? instant : instant.getTime(), timeZone))
    .toISOString()
    .slice(0, 10);
}

/** The instant a wall-clock hour of a calendar day shows in `timeZone` (a skipped hour moves forward). */
export function zonedInstant(dayKey: string, hour: number, timeZone: string): Date {
  const wanted = Date.parse(`${dayKey}T00:00:00Z`) + hour * 3_600_000;
  let guess = wanted;
  for (let i = 0; i < 3; i += 1) guess += wanted - wallClock(guess, timeZone);
  return new Date(guess);
}

const shiftDay = (dayKey: string, n: number) =>
  new Date(Date.parse(`${dayKey}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
export const weekdayOf = (dayKey: string) => new Date(`${dayKey}T00:00:00Z`).getUTCDay();

/** "Tuesday, Nov 24". */
export function dayLabel(dayKey: string): string {
  return new Date(`${dayKey}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** The moment by which an order for delivery on `dayKey` must be sent; null without a cutoff. */
export function orderDeadline(rule: DeliveryRule, dayKey: string): Date | null {
  return rule.cutoffHour === null ? null : zonedInstant(shiftDay(dayKey, -1), rule.cutoffHour, rule.timeZone);
}

/** Why delivery on a calendar day cannot be ordered now, or null when it can. */
export function checkDeliveryDay(rule: DeliveryRule, dayKey: string, now: Date = new Date()): DeliveryProblem | null {
  if (rule.outsideArea) return { code: 'DELIVERY_AREA', message: rule.outsideArea };
  const weekday = weekdayOf(dayKey);
  if (rule.days?.length === 0) return { code: 'DELIVERY_DAY', message: DELIVERY_MSG.noCommonDay };
  if (rule.days && !rule.days.includes(weekday))
    return { code: 'DELIVERY_DAY', message: DELIVERY_MSG.notDeliveryDay(DAY_NAMES[weekday], dayList(rule.days)) };
  if (dayKey < zonedDayKey(now, rule.timeZone)) return { code: 'DELIVERY_DAY', message: DELIVERY_MSG.past };
  const deadline = orderDeadline(rule, dayKey);
  if (deadline && now.getTime() >= deadline.getTime()) {
    const before = shiftDay(dayKey, -1);
    return {
      code: 'ORDER_CUTOFF',
      message: DELIVERY_MSG.cutoffPassed(
        dayLabel(dayKey),
        `${hourLabel(rule.cutoffHour ?? 0)} on ${DAY_NAMES[weekdayOf(before)]}`,
      ),
    };
  }
  return null;
}

/** Why a delivery at this instant cannot be ordered now, or null when it can. */
export function checkDelivery(rule: DeliveryRule, delivery: Date, now: Date = new Date()): DeliveryProblem | null {
  return checkDeliveryDay(rule, zonedDayKey(delivery, rule.timeZone), now);
}

/** The first day from today on that can still be ordered for, within three weeks; null when there is none. */
export function nextDeliveryDay(rule: DeliveryRule, now: Date = new Date()): string | null {
  const today = zonedDayKey(now, rule.timeZone);
  for (let i = 0; i < 21; i += 1) {
    const day = shiftDay(today, i);
    if (!checkDeliveryDay(rule, day, now)) return day;
  }
  return null;
}

/** "1 h 20 min", "45 min", "3 h". */
export function durationLabel(ms: number): string {
  const minutes = Math.max(1, Math.floor(ms / 60_000));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h > 0 ? `${h} h` : '', m > 0 ? `${m} min` : ''].filter(Boolean).join(' ');
}

/**
 * What the cart says about the cutoff of the chosen day while it can still be ordered for: within the last
 * 24 hours the time left ("Order within 1 h 20 min for delivery Tuesday"), earlier the deadline.
 */
export function cutoffNotice(
  rule: DeliveryRule,
  dayKey: string,
  now: Date = new Date(),
): { urgent: boolean; text: string } | null {
  if (checkDeliveryDay(rule, dayKey, now)) return null;
  const deadline = orderDeadline(rule, dayKey);
  if (!deadline || rule.cutoffHour === null) return null;
  const day = DAY_NAMES[weekdayOf(dayKey)];
  const left = deadline.getTime() - now.getTime();
  if (left <= DAY_MS) return { urgent: true, text: DELIVERY_MSG.orderWithin(durationLabel(left), day) };
  const before = DAY_NAMES[weekdayOf(shiftDay(dayKey, -1))];
  return { urgent: false, text: DELIVERY_MSG.orderBy(`${hourLabel(rule.cutoffHour)} on ${before}`, day) };
}
