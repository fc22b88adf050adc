import { Download } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Button } from '../../components/ui/button';
import { cx } from '../../lib/cx';

type ReportCardProps = {
  title: string;
  description?: ReactNode;
  /** Saves the card's rows as CSV; the button is disabled while there are none. */
  onExport?: () => void;
  exportDisabled?: boolean;
  headline?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** One report: a titled card with an Export CSV button. */
export function ReportCard({
  title,
  description,
  onExport,
  exportDisabled,
  headline,
  className,
  children,
}: ReportCardProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cx('min-w-0 rounded-xl border border-gray-200 bg-white p-4 shadow-xs sm:p-5', className)}
    >
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3 sm:flex-nowrap">
        <div className="min-w-0">
          <h2 id={id} className="text-base font-semibold text-gray-900">
            {title}
          </h2>
          {description ? <p className="mt-0.5 text-sm text-gray-600">{description}</p> : null}
        </div>
        {onExport ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={onExport}
            disabled={exportDisabled}
            aria-label={`Export CSV of ${title}`}
            className="shrink-0 whitespace-nowrap"
          >
            <Download className="size-4" aria-hidden="true" />
            Export CSV
          </Button>
        ) : null}
      </div>
      {headline}
      {children}
    </section>
  );
}
