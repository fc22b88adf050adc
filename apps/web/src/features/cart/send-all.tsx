import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { Link } from 'react-router';
import { focusRing } from '../../components/ui/button';
import { cx } from '../../lib/cx';
import type { SendAllResult } from './use-send-all';

type SendAllResultsProps = { results: SendAllResult[]; running: boolean; onClose: () => void };

/** What Send all did with each cart: sent (with its order), or not sent and why. */
export function SendAllResults({ results, running, onClose }: SendAllResultsProps) {
  const sent = results.filter((r) => r.sent).length;
  const title = running
    ? 'Sending carts...'
    : `${sent} of ${results.length} ${results.length === 1 ? 'cart' : 'carts'} sent`;
  return (
    <section aria-label="Send all" className="mb-6 rounded-xl border border-gray-200 bg-white shadow-xs">
      <div className="flex items-center justify-between gap-2 border-b border-gray-100 px-4 py-2.5">
        <h2 className="text-sm font-semibold text-gray-900" aria-live="polite">
          {title}
        </h2>
        {running ? null : (
          <button
            type="button"
            onClick={onClose}
            aria-label="Close the results of Send all"
            className={cx('rounded-md p-1.5 text-gray-500 hover:bg-gray-100 hover:text-gray-800', focusRing)}
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        )}
      </div>
      <ul className="divide-y divide-gray-100">
        {results.map((r) => (
          <li key={r.supplierId} className="flex gap-3 px-4 py-2.5 text-sm">
            {r.sent ? (
              <CircleCheck className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
            ) : (
              <CircleAlert className="mt-0.5 size-4 shrink-0 text-red-600" aria-hidden="true" />
            )}
            <div className="min-w-0">
              <p className="font-medium text-gray-900">
                {r.supplier}: {r.sent ? 'sent' : 'not sent'}
              </p>
              {r.sent ? (
                <Link to={`/Orders/${r.orderId}`} className="font-medium text-emerald-700 hover:underline">
                  View order #{r.orderId}
                </Link>
              ) : (
                <p className="break-words text-red-700">{r.reason}</p>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
