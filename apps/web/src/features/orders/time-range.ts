import type { TimeRange } from '@app/contracts';
import { addDays, addMonths, wallTimeIn, zonedToInstant } from './zoned-time';

/** The /order call's range: two instants (start inclusive, end exclusive), or every order. */
export type RangeQuery = { startTime: string; endTime: string } | { all: true };

type Day = { year: number; month: number; day: number };

/**
 * The instants a time range covers, computed on the calendar of `timeZone`: days start at local midnight and
 * weeks on Monday. "Last 3 months" runs from the same day three months ago up to the end of today.
 */
export function timeRangeQuery(range: TimeRange, now: Date, timeZone: string): RangeQuery {
  if (range === 'All') return { all: true };
  const wall = wallTimeIn(now, timeZone);
  const today: Day = { year: wall.year, month: wall.month, day: wall.day };
  const monday = addDays(today, -((wall.weekday + 6) % 7));
  const firstOfMonth: Day = { ...today, day: 1 };
  const [from, to] = ((): [Day, Day] => {
    switch (range) {
      case 'Today':
        return [today, addDays(today, 1)];
      case 'This week':
        return [monday, addDays(monday, 7)];
      case 'Last week':
        return [addDays(monday, -7), monday];
      case 'This month':
        return [firstOfMonth, addMonths(firstOfMonth, 1)];
      case 'Last month':
        return [addMonths(firstOfMonth, -1), firstOfMonth];
      case 'Last 3 months':
        return [addMonths(today, -3), addDays(today, 1)];
    }
  })();
  const midnight = (d: Day) => zonedToInstant({ ...d, hour: 0, minute: 0 }, timeZone).toISOString();
  return { startTime: midnight(from), endTime: midnight(to) };
}
