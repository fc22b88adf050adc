import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../../lib/cx';

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

export function Checkbox({ label, className, ...rest }: CheckboxProps) {
  return (
    <label className={cx('inline-flex cursor-pointer items-center gap-2 text-sm text-gray-800', className)}>
      <input
        type="checkbox"
        className="size-4 rounded border-gray-300 accent-emerald-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
        {...rest}
      />
      {label}
    </label>
  );
}
