import { ChevronDown, CircleCheck, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { focusRing } from '../../components/ui/button';
import type { SentCart } from '../../lib/cart-store';
import { cx } from '../../lib/cx';
import { formatCad, formatMoney } from '../../lib/format';
import { lineTotal } from './cart-checks';

/** How long a just-sent card says 'Order submitted' before it collapses to its summary. */
const SUBMITTED_MS = 1800;

type SentSummaryProps = {
  sent: SentCart;
  time: (iso: string) => string;
  dateTime: (iso: string) => string;
  onClose: () => void;
  /** Just sent from this page: show 'Order submitted' first. */
  fresh?: boolean;
};

/** 'Order for {supplier} sent at {time}': collapsible, with a close button. */
export function SentSummary({ sent, time, dateTime, onClose, fresh }: SentSummaryProps) {
  const id = useId();
  const [submitted, setSubmitted] = useState(Boolean(fresh));
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!submitted) return;
    const t = setTimeout(() => setSubmitted(false), SUBMITTED_MS);
    return () => clearTimeout(t);
  }, [submitted]);

  if (submitted)
    return (
      <div
        role="status"
        className="flex min-h-40 flex-col items-center justify-center gap-2 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-8 text-emerald-800 transition-all"
      >
        <CircleCheck className="size-8" aria-hidden="true" />
        <p className="text-base font-semibold">Order submitted</p>
        <p className="text-sm">{sent.supplier}</p>
      </div>
    );

  const title = `Order for ${sent.supplier} sent at ${time(sent.Sent)}`;
  return (
    <div className="rounded-xl border border-emerald-200 bg-white shadow-xs">
      <div className="flex items-center gap-2 px-3 py-2">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen((o) => !o)}
          className={cx('flex min-w-0 flex-1 items-center gap-2 rounded-md px-1 py-1 text-left', focusRing)}
        >
          <CircleCheck className="size-5 shrink-0 text-emerald-600" aria-hidden="true" />
          <span className="min-w-0 flex-1 text-sm font-medium text-gray-900">{title}</span>
          <ChevronDown
            className={cx('size-4 shrink-0 text-gray-500 transition-transform', open && 'rotate-180')}
            aria-hidden="true"
          />
        </button>
        <button
          type="button"
          onClick={onClose}
          aria-label={`Close the summary of the order for ${sent.supplier}`}
          className={cx('rounded-md p-1.5 text-gray-500 hover:bg-gray-100 hover:text-gray-800', focusRing)}
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
      {open ? (
        <div id={`${id}-body`} className="border-t border-gray-100 px-4 py-3 text-sm">
          <ul className="space-y-1">
            {sent.items
              .filter((i) => i.ordered_quantity > 0)
              .map((i) => (
                <li key={i.item_price_id} className="flex justify-between gap-3">
                  <span className="min-w-0 text-gray-700">
                    {i.ordered_quantity} × {i.name}
                  </span>
                  <span className="tabular-nums text-gray-900">{formatMoney(lineTotal(i))}</span>
                </li>
              ))}
          </ul>
          <div className="mt-2 flex flex-wrap items-center justify-between gap-2 border-t border-gray-100 pt-2">
            <span className="text-gray-600">
              {sent.Pickup ? 'Pickup' : 'Delivery'} {sent.DeliveryTime ? dateTime(sent.DeliveryTime) : ''}
            </span>
            <span className="font-semibold text-gray-900">Total {formatCad(sent.total)}</span>
          </div>
          <Link to={`/Orders/${sent.Id}`} className="mt-2 inline-block font-medium text-emerald-700 hover:underline">
            View order #{sent.Id}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
