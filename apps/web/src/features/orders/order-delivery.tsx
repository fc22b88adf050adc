import type { OrderView } from '@app/contracts';
import { formatPhone } from '../../lib/phone';

type Props = { view: OrderView; dateTime: (v: string) => string; showBusiness?: boolean };

/** Delivery (or pickup) time, address, phone, who ordered and the account number. */
export function OrderDelivery({ view, dateTime, showBusiness }: Props) {
  const o = view.order;
  const rows: [string, string][] = [
    ['Supplier', view.supplierName],
    ...(showBusiness ? ([['Restaurant', view.business.name]] as [string, string][]) : []),
    ['Ordered', dateTime(o.created)],
    [o.pickup ? 'Pickup' : 'Delivery', o.delivery_time ? dateTime(o.delivery_time) : 'Not set'],
    ['Address', o.address],
    ['Phone', formatPhone(o.phone)],
    ['Ordered by', [o.contact_name, view.userEmail].filter(Boolean).join(' · ')],
    ['Account number', o.account_id ?? ''],
  ];
  return (
    <section aria-labelledby="order-delivery-title" className="rounded-xl border border-gray-200 bg-white shadow-xs">
      <h2
        id="order-delivery-title"
        className="border-b border-gray-200 px-4 py-3 text-base font-semibold text-gray-900"
      >
        {o.pickup ? 'Pickup details' : 'Delivery details'}
      </h2>
      <dl className="divide-y divide-gray-100 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-[7.5rem_1fr] gap-3 px-4 py-2.5">
            <dt className="text-gray-500">{label}</dt>
            <dd className="min-w-0 break-words text-gray-900">{value || '—'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
