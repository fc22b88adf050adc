import { ArrowRight, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cx } from '../../lib/cx';
import { focusRing } from './button';

type StatCardProps = {
  label: string;
  value: ReactNode;
  icon?: LucideIcon;
  /** Makes the whole card a link. */
  to?: string;
  /** Text of the link, for assistive technology and as a visible cue. */
  linkLabel?: string;
  hint?: ReactNode;
  loading?: boolean;
  /** 'sm': tighter card and figure, for rows of four or two side by side on a phone. */
  size?: 'sm' | 'md';
};

/** One figure with its label, optionally linking to the page behind it. */
export function StatCard({
  label,
  value,
  icon: Icon,
  to,
  linkLabel,
  hint,
  loading = false,
  size = 'md',
}: StatCardProps) {
  const small = size === 'sm';
  const body = (
    <>
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-medium text-gray-600">{label}</p>
        {Icon ? (
          <span className={cx('rounded-lg bg-emerald-50 text-emerald-700', small ? 'hidden p-1.5 sm:block' : 'p-2')}>
            <Icon className="size-5" aria-hidden="true" />
          </span>
        ) : null}
      </div>
      <p
        className={cx(
          'mt-2 font-semibold tracking-tight break-words text-gray-900 tabular-nums',
          small ? 'text-xl sm:text-2xl' : 'text-3xl',
        )}
        aria-busy={loading || undefined}
      >
        {loading ? <span className="inline-block h-8 w-16 animate-pulse rounded bg-gray-200" /> : value}
      </p>
      {hint ? <p className="mt-1 text-sm text-gray-500">{hint}</p> : null}
      {to && linkLabel ? (
        <p className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-emerald-700">
          {linkLabel}
          <ArrowRight className="size-4" aria-hidden="true" />
        </p>
      ) : null}
    </>
  );
  const frame = cx('block min-w-0 rounded-xl border border-gray-200 bg-white shadow-xs', small ? 'p-4' : 'p-5');
  if (!to) return <div className={frame}>{body}</div>;
  return (
    <Link to={to} className={cx(frame, 'transition-colors hover:border-emerald-300 hover:bg-emerald-50/30', focusRing)}>
      {body}
    </Link>
  );
}
