import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';

type Tone = 'green' | 'amber' | 'gray' | 'blue';

const TONES: Record<Tone, string> = {
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  amber: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  gray: 'bg-gray-100 text-gray-700 ring-gray-500/20',
  blue: 'bg-sky-50 text-sky-800 ring-sky-600/20',
};

/** A small inline label. */
export function Badge({
  tone = 'gray',
  title,
  className,
  children,
}: {
  tone?: Tone;
  title?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      title={title}
      className={cx(
        'inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
