import { type ReactNode, useId } from 'react';
import { cx } from '../../lib/cx';

export type FieldControlProps = {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
};

type FieldProps = {
  label: ReactNode;
  /** Error text shown under the control (and announced). */
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  id?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/** A labelled form control with its hint and error text wired up for assistive technology. */
export function Field({ label, error, hint, required, className, id, children }: FieldProps) {
  const autoId = useId();
  const controlId = id ?? `f${autoId}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('space-y-1.5', className)}>
      <label htmlFor={controlId} className="block text-sm font-medium text-gray-800">
        {label}
        {required ? (
          <span className="ml-0.5 text-red-600" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <div id={hintId} className="text-xs text-gray-500">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
