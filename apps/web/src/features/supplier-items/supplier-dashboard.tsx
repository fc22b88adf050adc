import { type OrderListEntry, sum } from '@app/contracts';
import {
  ChartColumn,
  ChevronRight,
  ClipboardList,
  type LucideIcon,
  Package,
  Plus,
  ReceiptText,
  UsersRound,
} from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { focusRing } from '../../components/ui/button';
import { StatCard } from '../../components/ui/stat-card';
import { errorMessage } from '../../lib/api';
import { cx } from '../../lib/cx';
import { formatCad, formatDateTime } from '../../lib/format';
import { effectiveTimezone, useSettingsStore } from '../../lib/settings-store';
import { useCustomers } from '../customers/customers-api';
import { useOrders } from '../orders/orders-api';
import { timeRangeQuery } from '../orders/time-range';

const QUICK_LINKS: { label: string; to: string; icon: LucideIcon }[] = [
  { label: 'Add an item', to: '/Items?new=1', icon: Plus },
  { label: 'Items', to: '/Items', icon: Package },
  { label: 'Orders', to: '/OrderStatus', icon: ClipboardList },
  { label: 'Customers', to: '/MyCustomers', icon: UsersRound },
  { label: 'Reports', to: '/Reports', icon: ChartColumn },
];

function TodaysOrders({ orders }: { orders: readonly OrderListEntry[] }) {
  const dateFormat = useSettingsStore((s) => s.dateFormat);
  const timezone = useSettingsStore(effectiveTimezone);
  if (orders.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-gray-300 bg-white px-4 py-6 text-center text-sm text-gray-600">
        No Orders today yet.
      </p>
    );
  }
  return (
    <ul className="divide-y divide-gray-100 overflow-hidden rounded-xl border border-gray-200 bg-white shadow-xs">
      {orders.map(({ order: o, business }) => (
        <li key={o.id}>
          <Link
            to={`/OrderStatus?order=${o.id}`}
            className={cx('flex items-center gap-3 px-4 py-3 hover:bg-gray-50', focusRing, '-outline-offset-2')}
          >
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-gray-900">{business.name}</p>
              <p className="text-xs text-gray-500">
                Order #{o.id} · {formatDateTime(o.created, dateFormat, timezone)}
              </p>
            </div>
            <div className="text-right">
              <p className="text-sm font-medium text-gray-900 tabular-nums">{formatCad(o.total)}</p>
              <p className="text-xs text-gray-500">{o.status}</p>
            </div>
            <ChevronRight className="size-4 shrink-0 text-gray-400" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The supplier's dashboard: today's orders with their total, the number of customers, quick links. */
export function SupplierDashboard() {
  const timezone = useSettingsStore(effectiveTimezone);
  // Today in the user's time zone (the day the page was opened).
  const today = useMemo(() => timeRangeQuery('Today', new Date(), timezone), [timezone]);
  const orders = useOrders(today, { refetchInterval: 60_000 });
  const customers = useCustomers();
  const list = orders.data ?? [];
  const total = sum(list.map((o) => o.order.total));
  return (
    <div className="space-y-8">
      {orders.isError || customers.isError ? (
        <Alert tone="error" title="Part of the dashboard could not be loaded">
          {errorMessage(orders.error ?? customers.error)}
        </Alert>
      ) : null}
      <section aria-label="Today" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <StatCard
          label="Orders today"
          value={list.length}
          icon={ClipboardList}
          to="/OrderStatus"
          linkLabel="See orders"
          loading={orders.isPending}
        />
        <StatCard label="Today's total" value={formatCad(total)} icon={ReceiptText} loading={orders.isPending} />
        <StatCard
          label="Customers"
          value={customers.data?.length ?? '–'}
          icon={UsersRound}
          to="/MyCustomers"
          linkLabel="See customers"
          loading={customers.isPending}
        />
      </section>
      <div className="grid gap-8 lg:grid-cols-[1fr_16rem]">
        <section aria-labelledby="todays-orders" className="min-w-0 space-y-3">
          <h2 id="todays-orders" className="text-base font-semibold text-gray-900">
            Today's orders
          </h2>
          {orders.data ? <TodaysOrders orders={list} /> : null}
        </section>
        <nav aria-labelledby="quick-links" className="space-y-3">
          <h2 id="quick-links" className="text-base font-semibold text-gray-900">
            Quick links
          </h2>
          <ul className="grid grid-cols-2 gap-2 lg:grid-cols-1">
            {QUICK_LINKS.map(({ label, to, icon: Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  className={cx(
                    'flex items-center gap-2 rounded-lg border border-gray-200 bg-white px-3 py-2.5 text-sm font-medium text-gray-800 hover:border-emerald-300 hover:bg-emerald-50/40',
                    focusRing,
                  )}
                >
                  <Icon className="size-4 text-emerald-700" aria-hidden="true" />
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
