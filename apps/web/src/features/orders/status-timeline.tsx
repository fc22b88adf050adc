import type { OrderStatusEntry } from '@app/contracts';
import { cx } from '../../lib/cx';

/** The order's status history as a vertical timeline, oldest first; the latest entry is highlighted. */
export function StatusTimeline({
  history,
  dateTime,
}: {
  history: readonly OrderStatusEntry[];
  dateTime: (v: string) => string;
}) {
  return (
    <section aria-labelledby="order-history-title" className="rounded-xl border border-gray-200 bg-white shadow-xs">
      <h2 id="order-history-title" className="border-b border-gray-200 px-4 py-3 text-base font-semibold text-gray-900">
        Status history
      </h2>
      {history.length === 0 ? (
        <p className="px-4 py-3 text-sm text-gray-500">No status changes yet.</p>
      ) : (
        <ol className="px-4 py-3">
          {history.map((h, index) => {
            const last = index === history.length - 1;
            return (
              <li key={h.id} className="relative flex gap-3 pb-4 last:pb-0">
                {last ? null : (
                  <span className="absolute top-4 bottom-0 left-[5px] w-px bg-gray-200" aria-hidden="true" />
                )}
                <span
                  className={cx(
                    'relative mt-1 size-[11px] shrink-0 rounded-full ring-2 ring-white',
                    last ? 'bg-emerald-600' : 'bg-gray-300',
                  )}
                  aria-hidden="true"
                />
                <div className="min-w-0 text-sm">
                  <p className={cx('font-medium', last ? 'text-emerald-800' : 'text-gray-900')}>{h.name}</p>
                  <p className="text-gray-500">
                    {dateTime(h.created)}
                    {h.author ? ` · ${h.author}` : ''}
                  </p>
                  {h.note ? <p className="text-gray-700">{h.note}</p> : null}
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
