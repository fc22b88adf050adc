import { DELIVERY_DAYS } from '@app/contracts';

export type DeliveryDay = (typeof DELIVERY_DAYS)[number];

export const DAY_NAMES: Record<DeliveryDay, string> = {
  Su: 'Sunday',
  M: 'Monday',
  Tu: 'Tuesday',
  W: 'Wednesday',
  Th: 'Thursday',
  F: 'Friday',
  Sa: 'Saturday',
};

const SHORT_NAMES: Record<DeliveryDay, string> = {
  Su: 'Sun',
  M: 'Mon',
  Tu: 'Tue',
  W: 'Wed',
  Th: 'Thu',
  F: 'Fri',
  Sa: 'Sat',
};

const BY_LOWER = new Map<string, DeliveryDay>(DELIVERY_DAYS.map((d) => [d.toLowerCase(), d]));

export function isDeliveryDay(value: string): value is DeliveryDay {
  return (DELIVERY_DAYS as readonly string[]).includes(value);
}

/** Day codes as the API takes them: 'M,W,F', in week order (Su first), each once; unknown codes are dropped. */
export function encodeDeliveryDays(days: readonly string[]): string {
  const chosen = new Set(days);
  return DELIVERY_DAYS.filter((d) => chosen.has(d)).join(',');
}

/** The day codes in a stored value ('M,W,F', also 'm, w ,f'), in week order. */
export function decodeDeliveryDays(value: string | null | undefined): DeliveryDay[] {
  if (!value) return [];
  const found = new Set<DeliveryDay>();
  for (const part of value.split(',')) {
    const day = BY_LOWER.get(part.trim().toLowerCase());
    if (day) found.add(day);
  }
  return DELIVERY_DAYS.filter((d) => found.has(d));
}

/** 'M,W,F' → 'Mon, Wed, Fri'; every day → 'Every day'; none → ''. */
export function formatDeliveryDays(value: string | null | undefined): string {
  const days = decodeDeliveryDays(value);
  if (days.length === DELIVERY_DAYS.length) return 'Every day';
  return days.map((d) => SHORT_NAMES[d]).join(', ');
}

export const CUTOFF_HOURS: readonly number[] = Array.from({ length: 24 }, (_, h) => h);

/** An order-cutoff hour (0–23) as a clock time: 0 → '12:00 AM', 14 → '2:00 PM'; empty when not set. */
export function formatCutoff(hour: number | null | undefined): string {
  if (hour === null || hour === undefined || !Number.isInteger(hour) || hour < 0 || hour > 23) return '';
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:00 ${hour < 12 ? 'AM' : 'PM'}`;
}
