import type { InputHTMLAttributes, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { cx } from '../../lib/cx';

const control =
  'block w-full rounded-lg border bg-white px-3 text-base text-gray-900 shadow-xs transition-colors placeholder:text-gray-400 sm:text-sm ' +
  'focus:border-emerald-600 focus:outline-none focus:ring-3 focus:ring-emerald-600/20 ' +
  'disabled:cursor-not-allowed disabled:bg-gray-100 disabled:text-gray-600 read-only:bg-gray-50 read-only:text-gray-700';

function border(invalid?: boolean) {
  return invalid ? 'border-red-500' : 'border-gray-300';
}

type InputProps = InputHTMLAttributes<HTMLInputElement> & { invalid?: boolean; ref?: Ref<HTMLInputElement> };

export function Input({ invalid, className, ...rest }: InputProps) {
  return (
    <input
      className={cx(control, 'h-10', border(invalid || rest['aria-invalid'] === true), className)}
      aria-invalid={invalid || rest['aria-invalid'] || undefined}
      {...rest}
    />
  );
}

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & { invalid?: boolean; ref?: Ref<HTMLSelectElement> };

export function Select({ invalid, className, children, ...rest }: SelectProps) {
  return (
    <select
      className={cx(control, 'h-10 pr-8', border(invalid || rest['aria-invalid'] === true), className)}
      aria-invalid={invalid || rest['aria-invalid'] || undefined}
      {...rest}
    >
      {children}
    </select>
  );
}

type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  invalid?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
};

export function Textarea({ invalid, className, ...rest }: TextareaProps) {
  return (
    <textarea
      className={cx(control, 'min-h-24 py-2', border(invalid || rest['aria-invalid'] === true), className)}
      aria-invalid={invalid || rest['aria-invalid'] || undefined}
      {...rest}
    />
  );
}
