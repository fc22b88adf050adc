import { formatCad } from '../../lib/format';
import { centsToAmount } from '../cart/money';
import type { OrderSummary } from './summary';

/** Orders, Vendors (or Business), Total cost and Avg. Order Value. */
export function OrderSummaryCards({ summary, partyLabel }: { summary: OrderSummary; partyLabel: string }) {
  const cards = [
    { label: 'Orders', value: String(summary.orders) },
    { label: partyLabel, value: String(summary.parties) },
    { label: 'Total cost', value: formatCad(centsToAmount(summary.totalCents)) },
    { label: 'Avg. Order Value', value: formatCad(centsToAmount(summary.averageCents)) },
  ];
  return (
    <dl className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map((c) => (
        <div key={c.label} className="rounded-xl border border-gray-200 bg-white px-4 py-3 shadow-xs">
          <dt className="text-xs font-medium uppercase tracking-wide text-gray-500">{c.label}</dt>
          <dd className="mt-1 truncate text-lg font-semibold text-gray-900 tabular-nums sm:text-xl">{c.value}</dd>
        </div>
      ))}
    </dl>
  );
}
