import { TIME_RANGES, type TimeRange } from '@app/contracts';
import { useMemo } from 'react';
import { useSettingsStore } from '../../lib/settings-store';
import { useSaveSettings } from '../settings/settings-api';
import { type RangeQuery, timeRangeQuery } from './time-range';

export const isTimeRange = (v: string): v is TimeRange => (TIME_RANGES as readonly string[]).includes(v);

/**
 * The orders page's time range: the user's orderDisplayTimeRange (default Today). A change is kept in
 * settings-storage at once and saved with the user's settings on the server.
 */
export function useTimeRange(timeZone: string): {
  range: TimeRange;
  query: RangeQuery;
  setRange: (r: TimeRange) => void;
} {
  const range = useSettingsStore((s) => s.orderDisplayTimeRange);
  const setLocal = useSettingsStore((s) => s.setOrderDisplayTimeRange);
  const save = useSaveSettings();
  // Recomputed when the range or zone changes; "now" is the moment the range was chosen or the page opened.
  const query = useMemo(() => timeRangeQuery(range, new Date(), timeZone), [range, timeZone]);
  const setRange = (next: TimeRange) => {
    setLocal(next);
    save.mutate({ orderDisplayTimeRange: next });
  };
  return { range, query, setRange };
}
