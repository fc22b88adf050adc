import { DELIVERY_DAYS } from '@app/contracts';
import { type Ref, useId } from 'react';
import { Field } from '../../components/ui/field';
import { Select } from '../../components/ui/input';
import { cx } from '../../lib/cx';
import { CUTOFF_HOURS, DAY_NAMES, type DeliveryDay, formatCutoff } from './delivery-days';

type DeliveryDaysFieldProps = {
  value: readonly string[];
  onChange: (days: DeliveryDay[]) => void;
  error?: string;
  legend?: string;
  disabled?: boolean;
  /** Marks the field as required (a star after the legend, like Field). */
  required?: boolean;
  /** Given to the Wednesday checkbox, so a form can focus the field when it is missing. */
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * Delivery-day checkboxes Su … Sa. A missing choice is reported under the row and carried by the Wednesday
 * checkbox (spec 5), which is also where focus goes.
 */
export function DeliveryDaysField({
  value,
  onChange,
  error,
  legend = 'Delivery days',
  disabled,
  required,
  inputRef,
}: DeliveryDaysFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const chosen = new Set(value);
  const toggle = (day: DeliveryDay, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(day);
    else next.delete(day);
    onChange(DELIVERY_DAYS.filter((d) => next.has(d)));
  };
  return (
    <fieldset className="space-y-1.5" disabled={disabled}>
      <legend className="mb-1.5 block text-sm font-medium text-gray-800">
        {legend}
        {required ? (
          <span className="ml-0.5 text-red-600" aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      <div className="flex flex-wrap gap-1.5">
        {DELIVERY_DAYS.map((day) => {
          const carriesError = day === 'W' && error;
          return (
            <label
              key={day}
              className={cx(
                'relative inline-flex h-10 min-w-11 cursor-pointer items-center justify-center rounded-lg border px-2 text-sm font-medium select-none',
                'has-[:checked]:border-emerald-600 has-[:checked]:bg-emerald-50 has-[:checked]:text-emerald-800',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-emerald-600',
                error ? 'border-red-400 text-gray-700' : 'border-gray-300 text-gray-700 hover:bg-gray-50',
              )}
            >
              <input
                ref={day === 'W' ? inputRef : undefined}
                type="checkbox"
                className="sr-only"
                checked={chosen.has(day)}
                onChange={(e) => toggle(day, e.target.checked)}
                aria-invalid={carriesError ? true : undefined}
                aria-describedby={carriesError ? errorId : undefined}
                data-day={day}
              />
              <span aria-hidden="true">{day}</span>
              <span className="sr-only">{DAY_NAMES[day]}</span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

type CutoffSelectProps = {
  label?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Text of the empty choice. */
  placeholder?: string;
  hint?: string;
  required?: boolean;
  selectRef?: Ref<HTMLSelectElement>;
};

/** The order cutoff: an hour of the day (0–23). */
export function CutoffSelect({
  label = 'Order cutoff',
  value,
  onChange,
  error,
  placeholder = 'Choose a time',
  hint,
  required,
  selectRef,
}: CutoffSelectProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required}>
      {(a) => (
        <Select {...a} ref={selectRef} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{placeholder}</option>
          {CUTOFF_HOURS.map((h) => (
            <option key={h} value={String(h)}>
              {formatCutoff(h)}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
