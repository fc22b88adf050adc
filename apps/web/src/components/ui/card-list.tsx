import { type ReactNode, useState } from 'react';
import { cx } from '../../lib/cx';
import { Button } from './button';

export type CardField<T> = { label: string; value: (row: T) => ReactNode; className?: string };

type CardListProps<T> = {
  /** Accessible name of the list. */
  label: string;
  rows: readonly T[];
  getKey: (row: T, index: number) => string;
  title: (row: T) => ReactNode;
  subtitle?: (row: T) => ReactNode;
  /** A figure shown at the top right of each card (the row's amount). */
  aside?: (row: T) => ReactNode;
  fields?: readonly CardField<T>[];
  actions?: (row: T) => ReactNode;
  /** Cards shown at first; "Show more" adds as many again. */
  pageSize?: number;
  className?: string;
};

/** A table's rows as stacked cards, for narrow screens: title, key figure, then label/value pairs. */
export function CardList<T>({
  label,
  rows,
  getKey,
  title,
  subtitle,
  aside,
  fields = [],
  actions,
  pageSize = 10,
  className,
}: CardListProps<T>) {
  const [shown, setShown] = useState(pageSize);
  const visible = rows.slice(0, shown);
  return (
    <div className={cx('space-y-3', className)}>
      <ul aria-label={label} className="space-y-2">
        {visible.map((row, i) => (
          <li key={getKey(row, i)} className="rounded-lg border border-gray-200 bg-white p-3 text-sm">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium break-words text-gray-900">{title(row)}</p>
                {subtitle ? <p className="text-xs text-gray-500">{subtitle(row)}</p> : null}
              </div>
              {aside ? (
                <div className="shrink-0 text-right font-medium text-gray-900 tabular-nums">{aside(row)}</div>
              ) : null}
            </div>
            {fields.length > 0 ? (
              <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1.5">
                {fields.map((f) => (
                  <div key={f.label} className={cx('min-w-0', f.className)}>
                    <dt className="text-xs text-gray-500">{f.label}</dt>
                    <dd className="break-words text-gray-800">{f.value(row)}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {actions ? <div className="mt-2 flex flex-wrap justify-end gap-2">{actions(row)}</div> : null}
          </li>
        ))}
      </ul>
      {rows.length > shown ? (
        <Button variant="secondary" size="sm" className="w-full" onClick={() => setShown((n) => n + pageSize)}>
          Show more ({rows.length - shown} left)
        </Button>
      ) : null}
    </div>
  );
}
