import { CATALOG_IMPORT, type CatalogImportRow, formatQuantity, type ImportAction } from '@app/contracts';
import { CircleAlert, TriangleAlert } from 'lucide-react';
import { Alert } from '../../components/ui/alert';
import { cx } from '../../lib/cx';
import { formatPrice } from './price-format';

const STATUS: Record<ImportAction, { label: string; className: string }> = {
  new: { label: 'New', className: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20' },
  update: { label: 'Update', className: 'bg-sky-50 text-sky-800 ring-sky-600/20' },
  unchanged: { label: 'Unchanged', className: 'bg-gray-100 text-gray-700 ring-gray-500/20' },
  error: { label: 'Error', className: 'bg-red-50 text-red-800 ring-red-600/20' },
};

/** '+15 %', '-50 %'; empty when the change has no percent (from a price of 0). */
export function percentText(percent: number | null | undefined): string {
  if (percent === null || percent === undefined) return '';
  return `${percent > 0 ? '+' : percent < 0 ? '−' : ''}${Math.abs(percent)} %`;
}

/** The warning of a row whose price moves by more than half; null for any other row. */
export function bigChangeText(r: CatalogImportRow): string | null {
  if (!r.bigPriceChange) return null;
  const change = percentText(r.priceChangePercent);
  return `Price changes by more than ${CATALOG_IMPORT.bigPriceChangePercent} %${change ? ` (${change})` : ''}: check it`;
}

/** Above the rows: how many prices move by more than half, so none goes in by a slip of a decimal point. */
export function BigChangesAlert({ rows }: { rows: readonly CatalogImportRow[] }) {
  const big = rows.filter((r) => r.bigPriceChange && r.action === 'update').length;
  if (big === 0) return null;
  return (
    <Alert
      tone="warning"
      title={`${big} ${big === 1 ? 'price changes' : 'prices change'} by more than ${CATALOG_IMPORT.bigPriceChangePercent} %`}
    >
      Check the rows marked below before importing; untick a row to leave its price as it is.
    </Alert>
  );
}

/** The price, and for an update the price it replaces: old → new. */
function PriceCell({ r }: { r: CatalogImportRow }) {
  if (!r.previousPrice) return <>{formatPrice(r.price)}</>;
  return (
    <span className="inline-flex flex-col items-end">
      <span>
        <span className="text-gray-500 line-through decoration-gray-400">{formatPrice(r.previousPrice)}</span>
        <span aria-hidden="true" className="px-1 text-gray-400">
          →
        </span>
        <span className="sr-only"> to </span>
        <span className="font-medium text-gray-900">{formatPrice(r.price)}</span>
      </span>
      {r.priceChangePercent !== null && r.priceChangePercent !== undefined ? (
        <span className={cx('text-xs', r.bigPriceChange ? 'font-semibold text-amber-800' : 'text-gray-500')}>
          {percentText(r.priceChangePercent)}
        </span>
      ) : null}
    </span>
  );
}

const th = 'px-2 py-2 text-xs font-semibold uppercase tracking-wide text-gray-600 whitespace-nowrap';
const td = 'px-2 py-2 align-top';

type ImportPreviewTableProps = {
  rows: readonly CatalogImportRow[];
  excluded: ReadonlySet<number>;
  onToggle: (row: number, include: boolean) => void;
  onToggleAll: (include: boolean) => void;
  disabled?: boolean;
};

/**
 * The rows of a catalogue file as they will be imported: a tick per row to leave it out, its status, and its
 * problems in red (such rows are never imported) or what an update changes: a new price as old → new, flagged
 * when it moves by more than half.
 */
export function ImportPreviewTable({ rows, excluded, onToggle, onToggleAll, disabled }: ImportPreviewTableProps) {
  const importable = rows.filter((r) => r.action !== 'error');
  const ticked = importable.filter((r) => !excluded.has(r.row)).length;
  const all = importable.length > 0 && ticked === importable.length;
  return (
    <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white">
      <table aria-label="Rows of the file" className="min-w-full text-left text-sm">
        <thead className="bg-gray-50">
          <tr>
            <th scope="col" className="w-10 px-3 py-2">
              <input
                type="checkbox"
                aria-label="Import all rows shown"
                className="size-4 accent-emerald-600"
                checked={all}
                ref={(el) => {
                  if (el) el.indeterminate = ticked > 0 && !all;
                }}
                disabled={disabled || importable.length === 0}
                onChange={(e) => onToggleAll(e.target.checked)}
              />
            </th>
            <th scope="col" className={cx(th, 'text-right')}>
              Row
            </th>
            <th scope="col" className={th}>
              Status
            </th>
            <th scope="col" className={th}>
              Item code
            </th>
            <th scope="col" className={th}>
              Name
            </th>
            <th scope="col" className={th}>
              Category
            </th>
            <th scope="col" className={th}>
              Unit
            </th>
            <th scope="col" className={th}>
              Pack
            </th>
            <th scope="col" className={cx(th, 'text-right')}>
              Qty
            </th>
            <th scope="col" className={cx(th, 'text-right')}>
              Price
            </th>
            <th scope="col" className={th}>
              Notes
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {rows.map((r) => {
            const error = r.action === 'error';
            const status = STATUS[r.action];
            const warning = bigChangeText(r);
            return (
              <tr
                key={r.row}
                className={cx(error && 'bg-red-50/70', warning && 'bg-amber-50/70')}
                data-status={r.action}
              >
                <td className="px-3 py-2 align-top">
                  <input
                    type="checkbox"
                    aria-label={`Import row ${r.row}${r.name ? ` (${r.name})` : ''}`}
                    className="size-4 accent-emerald-600"
                    checked={!error && !excluded.has(r.row)}
                    disabled={disabled || error}
                    title={error ? 'Rows with errors are not imported' : undefined}
                    onChange={(e) => onToggle(r.row, e.target.checked)}
                  />
                </td>
                <td className={cx(td, 'text-right tabular-nums text-gray-500')}>{r.row}</td>
                <td className={td}>
                  <span
                    className={cx(
                      'inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
                      status.className,
                    )}
                  >
                    {status.label}
                  </span>
                </td>
                <td className={cx(td, 'whitespace-nowrap')}>{r.itemCode}</td>
                <td className={cx(td, 'min-w-40 font-medium text-gray-900')}>{r.name}</td>
                <td className={td}>{r.category ?? ''}</td>
                <td className={td}>{r.unit}</td>
                <td className={cx(td, 'whitespace-nowrap')}>{r.pack}</td>
                <td className={cx(td, 'text-right tabular-nums')}>{formatQuantity(r.quantity)}</td>
                <td className={cx(td, 'text-right tabular-nums whitespace-nowrap')}>
                  <PriceCell r={r} />
                </td>
                <td className={cx(td, 'min-w-56')}>
                  {error ? (
                    <ul className="space-y-0.5 text-red-800">
                      {r.errors.map((e) => (
                        <li key={e} className="flex gap-1.5">
                          <CircleAlert className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
                          <span>{e}</span>
                        </li>
                      ))}
                    </ul>
                  ) : r.action === 'update' ? (
                    <>
                      <span className="text-gray-600">Changes {r.changes.join(', ')}</span>
                      {warning ? (
                        <span className="mt-0.5 flex gap-1.5 font-medium text-amber-900">
                          <TriangleAlert className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
                          <span>{warning}</span>
                        </span>
                      ) : null}
                    </>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
