import { compare, formatQuantity, type InvoiceDifference, sum } from '@app/contracts';
import { FileWarning } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api';
import { formatMoney } from '../../lib/format';
import { useInvoiceCheck, useInvoiceCredit } from './receiving-api';

const KIND: Record<InvoiceDifference['kind'], string> = {
  overpriced: 'Billed above the ordered price',
  overbilled: 'Billed beyond what was received',
  not_ordered: 'Billed but not ordered',
  not_billed: 'Received but not billed',
};

function detail(d: InvoiceDifference): string {
  const unit = d.unit ? ` ${d.unit}` : '';
  switch (d.kind) {
    case 'overpriced':
      return `${formatQuantity(d.quantity)}${unit} at ${formatMoney(d.billedPrice)}, ordered at ${formatMoney(d.orderedPrice)}`;
    case 'overbilled':
      return `${formatQuantity(d.quantity)}${unit} more than received, at ${formatMoney(d.orderedPrice)}`;
    case 'not_ordered':
      return `${formatQuantity(d.quantity)}${unit} at ${formatMoney(d.billedPrice)}`;
    case 'not_billed':
      return `${formatQuantity(d.quantity)}${unit} at ${formatMoney(d.orderedPrice)}, in your favour`;
  }
}

/**
 * An imported invoice against the order it bills: each difference with its money, and the chosen ones sent to the
 * supplier as one credit request.
 */
export function InvoiceOrderCheck({ invoiceId, imported }: { invoiceId: number; imported: boolean }) {
  const id = useId();
  const check = useInvoiceCheck(invoiceId, imported);
  const credit = useInvoiceCredit(invoiceId);
  const [chosen, setChosen] = useState<Set<number> | null>(null);
  if (!imported || check.isPending) return null;
  if (check.isError)
    return (
      <Alert tone="error" title="The check against the order could not be loaded">
        {errorMessage(check.error)}
      </Alert>
    );
  const { order, differences } = check.data;
  const claimable = differences.filter((d) => d.kind !== 'not_billed' && d.creditRequestId === null);
  // Every difference that can still be claimed is chosen until the user says otherwise.
  const picked = chosen ?? new Set(claimable.map((d) => d.id));
  const pickedTotal = sum(claimable.filter((d) => picked.has(d.id)).map((d) => d.amount));
  const toggle = (d: number) => {
    const next = new Set(picked);
    if (next.has(d)) next.delete(d);
    else next.add(d);
    setChosen(next);
  };
  const ask = () =>
    credit.mutate([...picked], {
      onSuccess: (r) => {
        setChosen(null);
        toast.success(
          r.created
            ? `Credit request #${r.creditRequestId} sent to the supplier`
            : 'These differences are already in a credit request',
        );
      },
    });
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3" data-testid="invoice-order-check">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-title`} className="text-base font-semibold text-gray-900">
          Checked against the order
        </h2>
        {order ? (
          <p className="text-sm text-gray-700">
            <Link to={`/Orders/${order.id}`} className="text-emerald-700 underline-offset-2 hover:underline">
              Order #{order.id}
            </Link>{' '}
            · Overcharged{' '}
            <span className="font-semibold text-gray-900 tabular-nums">{formatMoney(check.data.overcharged)}</span>
          </p>
        ) : null}
      </div>
      {!order ? (
        <p className="rounded-xl border border-gray-200 bg-white p-4 text-sm text-gray-700">
          No order of this supplier around the invoice date has these lines.
        </p>
      ) : differences.length === 0 ? (
        <p className="rounded-xl border border-gray-200 bg-white p-4 text-sm text-gray-700">
          The invoice bills what was ordered and received.
        </p>
      ) : (
        <div className="rounded-xl border border-gray-200 bg-white shadow-xs">
          <ul aria-label="Differences from the order" className="divide-y divide-gray-100 text-sm">
            {differences.map((d) => {
              const open = d.kind !== 'not_billed' && d.creditRequestId === null;
              return (
                <li key={d.id} className="flex items-start gap-3 px-4 py-3">
                  <input
                    type="checkbox"
                    aria-label={`${KIND[d.kind]}: ${d.name}`}
                    className="mt-0.5 size-4 shrink-0 rounded border-gray-300 accent-emerald-600"
                    checked={open && picked.has(d.id)}
                    disabled={!open || credit.isPending}
                    onChange={() => toggle(d.id)}
                  />
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-gray-900">{d.name}</p>
                    <p className="text-gray-600">
                      {KIND[d.kind]} · {detail(d)}
                    </p>
                    {d.creditRequestId !== null ? (
                      <Badge tone="blue" className="mt-1">
                        In credit request #{d.creditRequestId}
                      </Badge>
                    ) : null}
                  </div>
                  <span
                    className={
                      compare(d.amount, 0) < 0
                        ? 'shrink-0 text-gray-500 tabular-nums'
                        : 'shrink-0 font-semibold text-gray-900 tabular-nums'
                    }
                  >
                    {formatMoney(d.amount)}
                  </span>
                </li>
              );
            })}
          </ul>
          {claimable.length > 0 ? (
            <div className="flex flex-wrap items-center justify-end gap-3 border-t border-gray-200 px-4 py-3">
              {credit.isError ? <p className="text-sm text-red-700">{errorMessage(credit.error)}</p> : null}
              <Button onClick={ask} disabled={picked.size === 0} loading={credit.isPending}>
                <FileWarning className="-ml-1 size-4" aria-hidden="true" />
                Ask for a credit of {formatMoney(pickedTotal)}
              </Button>
            </div>
          ) : null}
        </div>
      )}
    </section>
  );
}
