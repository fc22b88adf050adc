import * as Popover from '@radix-ui/react-popover';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { type ComponentProps, useEffect, useRef, useState } from 'react';
import { type ChevronProps, type DayButtonProps, DayPicker, type Modifiers } from 'react-day-picker';
import { cx } from '../../lib/cx';
import { focusRing } from './button';

/** Dates are plain calendar days written yyyy-MM-dd, shown as local dates in the calendar. */
const isKey = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v));
const dateOf = (key: string) => {
  const [y, m, d] = key.split('-').map(Number);
  return new Date(y, m - 1, d);
};
const keyOf = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const longDate = (d: Date) =>
  d.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

function Chevron({ orientation }: ChevronProps) {
  const Icon = orientation === 'left' ? ChevronLeft : ChevronRight;
  return <Icon className="size-4" aria-hidden="true" />;
}

/** The cell's button carries the day (data-day) and says when it cannot be chosen. */
function DayButton({ day, modifiers, className, ...props }: DayButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  const closed = modifiers.unavailable && !modifiers.disabled;
  return (
    <button
      ref={ref}
      {...props}
      data-day={day.isoDate}
      aria-disabled={props['aria-disabled'] || closed || undefined}
      className={cx(
        'm-0.5 size-9 rounded-full text-sm tabular-nums',
        focusRing,
        modifiers.selected
          ? 'bg-emerald-600 font-semibold text-white'
          : modifiers.disabled || closed
            ? 'cursor-not-allowed text-gray-300'
            : modifiers.outside
              ? 'text-gray-400 hover:bg-gray-100'
              : 'text-gray-900 hover:bg-emerald-50',
        modifiers.today && !modifiers.selected && 'ring-1 ring-emerald-600 ring-inset',
      )}
    />
  );
}

/** The table cell, without the data-day its button carries. */
function Day({
  day: _day,
  modifiers: _modifiers,
  ...props
}: ComponentProps<'td'> & { day: unknown; modifiers: Modifiers }) {
  return <td {...props} data-day={undefined} />;
}

const navButton = cx('rounded-md p-1.5 text-gray-600 hover:bg-gray-100 aria-disabled:opacity-30', focusRing);

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
  const first = min && isKey(min) ? dateOf(min) : undefined;
  const selected = isKey(value) ? dateOf(value) : undefined;
  const unavailable = (d: Date) => Boolean(isUnavailable?.(keyOf(d)));

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        id={id}
        aria-invalid={invalid || undefined}
        aria-describedby={rest['aria-describedby']}
        className={cx(
          'flex h-10 w-full items-center gap-2 rounded-lg border bg-white px-3 text-left text-base shadow-xs sm:text-sm',
          invalid ? 'border-red-500' : 'border-gray-300',
          focusRing,
        )}
      >
        <CalendarDays className="size-4 shrink-0 text-gray-500" aria-hidden="true" />
        <span className={cx('truncate', selected ? 'text-gray-900' : 'text-gray-400')}>
          {selected ? display(value) : placeholder}
        </span>
      </Popover.Trigger>
      <Popover.Content
        aria-label={placeholder}
        side="bottom"
        align="start"
        sideOffset={4}
        collisionPadding={8}
        // The calendar puts focus on the chosen day (or the first it offers) itself.
        onOpenAutoFocus={(e) => e.preventDefault()}
        className="z-40 w-72 rounded-xl border border-gray-200 bg-white p-3 shadow-lg"
      >
        <DayPicker
          mode="single"
          required
          autoFocus
          showOutsideDays
          weekStartsOn={1}
          today={first}
          navLayout="around"
          selected={selected}
          defaultMonth={selected && (!first || selected >= first) ? selected : first}
          startMonth={first}
          disabled={first ? { before: first } : undefined}
          modifiers={{ unavailable }}
          onSelect={(_, day, modifiers) => {
            if (modifiers.disabled || modifiers.unavailable) return;
            onChange(keyOf(day));
            setOpen(false);
          }}
          labels={{
            labelPrevious: () => 'Previous month',
            labelNext: () => 'Next month',
            labelDayButton: (d, modifiers) =>
              modifiers.unavailable && !modifiers.disabled ? `${longDate(d)} (${unavailableLabel})` : longDate(d),
          }}
          components={{ Chevron, DayButton, Day }}
          classNames={{
            month: 'grid grid-cols-[auto_1fr_auto] items-center gap-y-2',
            month_caption: 'text-center text-sm font-semibold text-gray-900',
            button_previous: navButton,
            button_next: navButton,
            month_grid: 'col-span-3 w-full table-fixed border-collapse text-center',
            weekday: 'py-1 text-xs font-medium text-gray-500',
            day: 'p-0',
          }}
        />
      </Popover.Content>
    </Popover.Root>
  );
}
