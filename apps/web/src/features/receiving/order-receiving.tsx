import { formatQuantity, type OrderView, type Receipt } from '@app/contracts';
import { PackageCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { formatMoney } from '../../lib/format';
import { displayName, useSession } from '../../lib/session';
import { useDates } from '../orders/use-dates';
import { CreditRequestCard } from './credit-request-card';
import { ReceiveDialog } from './receive-dialog';
import { useCreditRequests, useOrderReceipt, useReceiveOrder } from './receiving-api';

/** The Receive delivery button of /Orders/{id}: the restaurant's, while the order is not received yet. */
export function ReceiveButton({ view }: { view: OrderView }) {
  const [open, setOpen] = useState(false);
  const session = useSession();
  const receipt = useOrderReceipt(view.order.id);
  const receive = useReceiveOrder(view.order.id);
  if (receipt.data !== null) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <PackageCheck className="size-4" aria-hidden="true" />
        Receive delivery
      </Button>
      <ReceiveDialog
        open={open}
        items={view.items}
        defaultReceivedBy={displayName(session.data)}
        onClose={() => setOpen(false)}
        onSubmit={(input) => receive.mutateAsync(input)}
      />
    </>
  );
}

/** What came of the order and the credit requests it made, above the order's lines. */
export function OrderReceiving({ orderId }: { orderId: number }) {
  const dates = useDates();
  const receipt = useOrderReceipt(orderId);
  const credits = useCreditRequests(orderId);
  return (
    <>
      {receipt.data ? <ReceiptSummary receipt={receipt.data} dateTime={dates.dateTime} /> : null}
      {(credits.data ?? []).map((r) => (
        <CreditRequestCard key={r.id} request={r} dateTime={dates.dateTime} party="supplier" />
      ))}
    </>
  );
}

const REASON = { short: 'short', damaged: 'damaged', refused: 'refused', substituted: 'substituted' } as const;

function ReceiptSummary({ receipt, dateTime }: { receipt: Receipt; dateTime: (v: string) => string }) {
  const changed = receipt.lines.filter((l) => l.reason || l.photoUrl);
  return (
    <section aria-labelledby="receipt-title" className="rounded-xl border border-gray-200 bg-white shadow-xs">
      <div className="border-b border-gray-200 px-4 py-3">
        <h2 id="receipt-title" className="text-base font-semibold text-gray-900">
          {receipt.complete ? 'Received' : 'Partly received'}
        </h2>
        <p className="text-sm text-gray-500">
          {receipt.receivedBy} · {dateTime(receipt.receivedAt)}
          {changed.length === 0 ? ' · everything as ordered' : ''}
        </p>
      </div>
      {changed.length > 0 ? (
        <ul className="divide-y divide-gray-100 text-sm">
          {changed.map((l) => (
            <li key={l.orderItemId} className="flex items-start justify-between gap-3 px-4 py-2">
              <div className="min-w-0">
                <p className="text-gray-900">{l.name}</p>
                <p className="text-gray-600">
                  {formatQuantity(l.receivedQuantity)} of {formatQuantity(l.orderedQuantity)} received
                  {l.reason ? ` · ${REASON[l.reason]}` : ''}
                  {l.reason === 'substituted'
                    ? `: ${l.substituteName} at ${formatMoney(l.substitutePrice ?? '0')}`
                    : ''}
                </p>
              </div>
              {l.photoUrl ? (
                <a href={l.photoUrl} target="_blank" rel="noreferrer" className="shrink-0">
                  <img
                    src={l.photoUrl}
                    alt={`${l.name} as it came`}
                    className="size-14 rounded-md border border-gray-200 object-cover"
                  />
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
