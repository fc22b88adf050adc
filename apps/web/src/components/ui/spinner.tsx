import { cx } from '../../lib/cx';

type SpinnerProps = { label?: string; className?: string; size?: 'sm' | 'md' | 'lg' };

const SIZES = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

export function Spinner({ label = 'Loading', className, size = 'md' }: SpinnerProps) {
  return (
    <span role="status" className={cx('inline-flex items-center', className)}>
      <svg
        className={cx('animate-spin text-emerald-600', SIZES[size])}
        viewBox="0 0 24 24"
        fill="none"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A centred spinner for a page or panel that is loading. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-40 items-center justify-center py-12">
      <Spinner size="lg" label={label} />
    </div>
  );
}
