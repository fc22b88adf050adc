import { dateKeyOf, inZone, isoWithOffset, zonedDate } from '../../lib/zoned';

export const HOURS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export const MINUTES = [0, 15, 30, 45] as const;

/** The time picker's value (spec section 3, Delivery time). */
export type TimeOfDay = { hour: number; minute: number; amPm: 'AM' | 'PM' };

export const DEFAULT_TIME: TimeOfDay = { hour: 12, minute: 0, amPm: 'PM' };

export function to24h({ hour, amPm }: TimeOfDay): number {
  const h = hour % 12;
  return amPm === 'PM' ? h + 12 : h;
}

/** The delivery instant for a calendar date (yyyy-MM-dd) and a time, in `timeZone`, as ISO with its offset. */
export function deliveryIso(date: string, time: TimeOfDay, timeZone: string): string | null {
  const d = zonedDate(date, to24h(time), time.minute, timeZone);
  return d ? isoWithOffset(d) : null;
}

/** The date and time a stored delivery instant shows in `timeZone`; minutes are snapped to the picker's steps. */
export function splitDelivery(iso: string | null, timeZone: string): { date: string; time: TimeOfDay } | null {
  if (!iso) return null;
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return null;
  const local = inZone(instant, timeZone);
  const hour = local.getHours();
  const minute = [...MINUTES].reverse().find((m) => m <= local.getMinutes()) ?? 0;
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return { date: dateKeyOf(local), time: { hour: hour12, minute, amPm: hour < 12 ? 'AM' : 'PM' } };
}

/** Today's date (yyyy-MM-dd) in `timeZone`. */
export function todayKey(timeZone: string, now: Date = new Date()): string {
  return dateKeyOf(inZone(now, timeZone));
}
