import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { cx } from '../../lib/cx';
import { focusRing } from './button';

/** Dates are plain calendar days written yyyy-MM-dd; arithmetic runs on UTC so no time zone can shift a day. */
const toUtc = (key: string) => new Date(`${key}T00:00:00Z`);
const keyOf = (d: Date) => d.toISOString().slice(0, 10);
const shiftDays = (key: string, n: number) => keyOf(new Date(toUtc(key).getTime() + n * 86_400_000));
const isKey = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(toUtc(v).getTime());

function shiftMonths(key: string, n: number): string {
  const d = toUtc(key);
  const first = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d.getUTCDate(), last));
  return keyOf(first);
}

/** Monday-first weeks covering the month of `key`. */
function monthGrid(key: string): string[][] {
  const d = toUtc(key);
  const first = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
  const start = shiftDays(keyOf(first), -((first.getUTCDay() + 6) % 7));
  const weeks: string[][] = [];
  for (let w = 0; w < 6; w += 1) {
    const week = Array.from({ length: 7 }, (_, i) => shiftDays(start, w * 7 + i));
    if (w > 3 && toUtc(week[0]).getUTCMonth() !== d.getUTCMonth()) break;
    weeks.push(week);
  }
  return weeks;
}

const WEEKDAYS = [
  ['Mo', 'Monday'],
  ['Tu', 'Tuesday'],
  ['We', 'Wednesday'],
  ['Th', 'Thursday'],
  ['Fr', 'Friday'],
  ['Sa', 'Saturday'],
  ['Su', 'Sunday'],
] as const;

const monthTitle = (key: string) =>
  toUtc(key).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const longDate = (key: string) =>
  toUtc(key).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

type DatePickerProps = {
  /** yyyy-MM-dd, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** The first selectable day (yyyy-MM-dd); earlier days are disabled. */
  min?: string;
  /** Days after `min` that cannot be chosen either (still reachable with the keyboard, marked unavailable). */
  isUnavailable?: (value: string) => boolean;
  /** Said after an unavailable day's name. */
  unavailableLabel?: string;
  /** Shows the chosen day in the user's format. */
  display?: (value: string) => string;
  placeholder?: string;
  id?: string;
  invalid?: boolean;
  'aria-describedby'?: string;
};

/** A date field with a Monday-first calendar; days before `min`, and days `isUnavailable` names, cannot be chosen. */
export function DatePicker({
  value,
  onChange,
  min,
  isUnavailable,
  unavailableLabel = 'unavailable',
  display = (v) => v,
  placeholder = 'Choose a date',
  id,
  invalid,
  ...rest
}: DatePickerProps) {
  const [open, setOpen] = useState(false);
  const fallback = min && isKey(min) ? min : keyOf(new Date());
  const [focused, setFocused] = useState(isKey(value) ? value : fallback);
  const rootRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLTableElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const disabled = (key: string) => Boolean(min && key < min);
  const unavailable = (key: string) => disabled(key) || Boolean(isUnavailable?.(key));

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);
  useEffect(() => {
    if (open) gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [open, focused]);

  const toggle = () => {
    setFocused(isKey(value) && !disabled(value) ? value : fallback);
    setOpen((o) => !o);
  };
  const choose = (key: string) => {
    if (unavailable(key)) return;
    onChange(key);
    setOpen(false);
    buttonRef.current?.focus();
  };
  const onGridKey = (e: KeyboardEvent) => {
    const moves: Record<string, () => string> = {
      ArrowLeft: () => shiftDays(focused, -1),
      ArrowRight: () => shiftDays(focused, 1),
      ArrowUp: () => shiftDays(focused, -7),
      ArrowDown: () => shiftDays(focused, 7),
      PageUp: () => shiftMonths(focused, -1),
      PageDown: () => shiftMonths(focused, 1),
      Home: () => shiftDays(focused, -((toUtc(focused).getUTCDay() + 6) % 7)),
      End: () => shiftDays(focused, 6 - ((toUtc(focused).getUTCDay() + 6) % 7)),
    };
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    const next = move();
    setFocused(min && next < min ? min : next);
  };

  const weeks = monthGrid(focused);
  const month = toUtc(focused).getUTCMonth();
  const prevMonth = shiftMonths(focused, -1);
  const canGoBack = !min || prevMonth.slice(0, 7) >= min.slice(0, 7);
  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        id={id}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-invalid={invalid || undefined}
        aria-describedby={rest['aria-describedby']}
        onClick={toggle}
        className={cx(
          'flex h-10 w-full items-center gap-2 rounded-lg border bg-white px-3 text-left text-base shadow-xs sm:text-sm',
          invalid ? 'border-red-500' : 'border-gray-300',
          focusRing,
        )}
      >
        <CalendarDays className="size-4 shrink-0 text-gray-500" aria-hidden="true" />
        <span className={cx('truncate', isKey(value) ? 'text-gray-900' : 'text-gray-400')}>
          {isKey(value) ? display(value) : placeholder}
        </span>
      </button>
      {open ? (
        <div
          role="dialog"
          aria-modal="false"
          aria-labelledby={titleId}
          className="absolute top-full left-0 z-40 mt-1 w-72 rounded-xl border border-gray-200 bg-white p-3 shadow-lg"
        >
          <div className="mb-2 flex items-center justify-between">
            <button
              type="button"
              aria-label="Previous month"
              disabled={!canGoBack}
              onClick={() => setFocused(prevMonth)}
              className={cx('rounded-md p-1.5 text-gray-600 hover:bg-gray-100 disabled:opacity-30', focusRing)}
            >
              <ChevronLeft className="size-4" aria-hidden="true" />
            </button>
            <p id={titleId} aria-live="polite" className="text-sm font-semibold text-gray-900">
              {monthTitle(focused)}
            </p>
            <button
              type="button"
              aria-label="Next month"
              onClick={() => setFocused(shiftMonths(focused, 1))}
              className={cx('rounded-md p-1.5 text-gray-600 hover:bg-gray-100', focusRing)}
            >
              <ChevronRight className="size-4" aria-hidden="true" />
            </button>
          </div>
          <table
            ref={gridRef}
            aria-labelledby={titleId}
            onKeyDown={onGridKey}
            className="w-full table-fixed border-collapse text-center"
          >
            <thead>
              <tr className="text-xs font-medium text-gray-500">
                {WEEKDAYS.map(([short, long]) => (
                  <th key={short} scope="col" abbr={long} className="py-1 font-medium">
                    {short}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week[0]}>
                  {week.map((day) => {
                    const off = disabled(day);
                    const closed = !off && unavailable(day);
                    const selected = day === value;
                    const outside = toUtc(day).getUTCMonth() !== month;
                    return (
                      <td key={day} className="p-0">
                        <button
                          type="button"
                          data-day={day}
                          tabIndex={day === focused ? 0 : -1}
                          disabled={off}
                          aria-disabled={closed || undefined}
                          aria-label={closed ? `${longDate(day)} (${unavailableLabel})` : longDate(day)}
                          aria-pressed={selected}
                          aria-current={day === min ? 'date' : undefined}
                          onClick={() => choose(day)}
                          className={cx(
                            'm-0.5 size-9 rounded-full text-sm tabular-nums',
                            focusRing,
                            selected
                              ? 'bg-emerald-600 font-semibold text-white'
                              : off || closed
                                ? 'cursor-not-allowed text-gray-300'
                                : outside
                                  ? 'text-gray-400 hover:bg-gray-100'
                                  : 'text-gray-900 hover:bg-emerald-50',
                            day === min && !selected && 'ring-1 ring-emerald-600 ring-inset',
                          )}
                        >
                          {Number(day.slice(8))}
                        </button>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
