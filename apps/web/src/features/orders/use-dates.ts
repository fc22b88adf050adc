import { useMemo } from 'react';
import { formatDate, formatDateTime } from '../../lib/format';
import { effectiveTimezone, useSettingsStore } from '../../lib/settings-store';

type DateInput = Date | string | number | null | undefined;

/** Formats dates in the user's date format and time zone (settings-storage). */
export function useDates() {
  const dateFormat = useSettingsStore((s) => s.dateFormat);
  const autoTimezone = useSettingsStore((s) => s.autoTimezone);
  const timezone = useSettingsStore((s) => s.timezone);
  const timeZone = effectiveTimezone({ autoTimezone, timezone });
  return useMemo(
    () => ({
      timeZone,
      dateFormat,
      date: (v: DateInput) => formatDate(v, dateFormat, timeZone),
      dateTime: (v: DateInput) => formatDateTime(v, dateFormat, timeZone),
    }),
    [dateFormat, timeZone],
  );
}
