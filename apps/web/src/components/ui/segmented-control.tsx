import { useId } from 'react';
import { cx } from '../../lib/cx';

type Option<T extends string> = { value: T; label: string };

type SegmentedControlProps<T extends string> = {
  label: string;
  options: readonly Option<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
};

/** A choice of one of a few views, drawn as joined buttons; native radios underneath (arrow keys move the choice). */
export function SegmentedControl<T extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: SegmentedControlProps<T>) {
  const name = useId();
  return (
    <fieldset className={cx('inline-flex rounded-lg bg-gray-100 p-1 ring-1 ring-gray-200 ring-inset', className)}>
      <legend className="sr-only">{label}</legend>
      {options.map((o) => (
        <label key={o.value} className="flex-1 cursor-pointer">
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={o.value === value}
            onChange={() => onChange(o.value)}
            className="peer sr-only"
          />
          <span
            className={cx(
              'block rounded-md px-3 py-1.5 text-center text-sm font-medium whitespace-nowrap text-gray-600 transition-colors',
              'hover:text-gray-900 peer-checked:bg-white peer-checked:text-gray-900 peer-checked:shadow-sm',
              'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-emerald-600',
            )}
          >
            {o.label}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
