import { formatMoney } from '../../lib/format';
import type { OrderSummary } from './summary';

/**
 * Orders, Vendors (or Business), Total cost and Avg. Order Value. Two cards a row on a phone: amounts wrap rather
 * than being cut off, and the currency is set smaller beside them.
 */
export function OrderSummaryCards({ summary, partyLabel }: { summary: OrderSummary; partyLabel: string }) {
  const cards = [
    { label: 'Orders', value: String(summary.orders), unit: null },
    { label: partyLabel, value: String(summary.parties), unit: null },
    { label: 'Total cost', value: formatMoney(summary.total), unit: 'CAD' },
    { label: 'Avg. Order Value', value: formatMoney(summary.average), unit: 'CAD' },
  ];
  return (
    <dl className="mb-6 grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4">
      {cards.map((c) => (
        <div key={c.label} className="min-w-0 rounded-xl border border-gray-200 bg-white px-3 py-3 shadow-xs sm:px-4">
          <dt className="text-xs font-medium uppercase tracking-wide text-gray-500">{c.label}</dt>
          <dd className="mt-1 break-words text-lg font-semibold text-gray-900 tabular-nums sm:text-xl">
            {c.value}
            {c.unit ? (
              <>
                {' '}
                <span className="text-xs font-medium text-gray-500 sm:text-sm">{c.unit}</span>
              </>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
