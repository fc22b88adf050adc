import type { TimeRange } from '@app/contracts';
import type { TZDate } from '@date-fns/tz';
import { addDays, addMonths, startOfDay, startOfMonth, startOfWeek } from 'date-fns';
import { inZone, utcIso } from '../../lib/zoned';

/** The /order call's range: two instants (start inclusive, end exclusive), or every order. */
export type RangeQuery = { startTime: string; endTime: string } | { all: true };

/**
 * The instants a time range covers, computed on the calendar of `timeZone`: days start at local midnight and
 * weeks on Monday. "Last 3 months" runs from the same day three months ago up to the end of today.
 */
export function timeRangeQuery(range: TimeRange, now: Date, timeZone: string): RangeQuery {
  if (range === 'All') return { all: true };
  const today = startOfDay(inZone(now, timeZone));
  const monday = startOfWeek(today, { weekStartsOn: 1 });
  const firstOfMonth = startOfMonth(today);
  const [from, to] = ((): [TZDate, TZDate] => {
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
  return { startTime: utcIso(from), endTime: utcIso(to) };
}
