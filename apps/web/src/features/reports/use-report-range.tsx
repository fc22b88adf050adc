import { TIME_RANGES, type TimeRange } from '@app/contracts';
import { useId, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Select } from '../../components/ui/input';
import { effectiveTimezone, useSettingsStore } from '../../lib/settings-store';
import { type RangeQuery, timeRangeQuery } from '../orders/time-range';

const isTimeRange = (v: string | null): v is TimeRange => TIME_RANGES.includes(v as TimeRange);

/** What reports open on: a month has orders to report, where today (the Orders page's default) often has none. */
export const REPORT_DEFAULT_RANGE: TimeRange = 'This month';

/** The report's time range: ?range= in the address, else this month. */
export function useReportRange(): { range: TimeRange; setRange: (r: TimeRange) => void; query: RangeQuery } {
  const [params, setParams] = useSearchParams();
  const timezone = useSettingsStore(effectiveTimezone);
  const asked = params.get('range');
  const range = isTimeRange(asked) ? asked : REPORT_DEFAULT_RANGE;
  // Computed when the range or zone changes; weeks start on Monday in the user's time zone.
  const query = useMemo(() => timeRangeQuery(range, new Date(), timezone), [range, timezone]);
  const setRange = (r: TimeRange) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set('range', r);
        return next;
      },
      { replace: true },
    );
  return { range, setRange, query };
}

export function RangeSelect({ value, onChange }: { value: TimeRange; onChange: (r: TimeRange) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="whitespace-nowrap text-sm font-medium text-gray-800">
        Time range
      </label>
      <Select
        id={id}
        value={value}
        onChange={(e) => {
          if (isTimeRange(e.target.value)) onChange(e.target.value);
        }}
        className="w-40"
      >
        {TIME_RANGES.map((r) => (
          <option key={r} value={r}>
            {r}
          </option>
        ))}
      </Select>
    </div>
  );
}
