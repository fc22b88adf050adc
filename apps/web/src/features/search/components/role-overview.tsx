import { BookOpen, ClipboardCheck, ClipboardList, Package, UsersRound } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { StatCard } from '../../../components/ui/stat-card';
import { useCall } from '../../../lib/call';
import { useOrders } from '../../orders/orders-api';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** /item_search answers at most this many items. */
const SEARCH_CAP = 500;

/** Supplier home: orders waiting, this week's orders, the catalogue, and the other pages. */
export function SupplierOverview() {
  const orders = useOrders({ all: true });
  const counts = useMemo(() => {
    if (!orders.data) return undefined;
    const since = Date.now() - WEEK_MS;
    return {
      week: orders.data.filter((o) => new Date(o.order.created).getTime() >= since).length,
      pending: orders.data.filter((o) => o.order.status_id === 1).length,
    };
  }, [orders.data]);
  const catalogue = useCall(
    '/item_search',
    { type: 'supplier_items', searchTerm: '' },
    { select: (r) => (r.total >= SEARCH_CAP ? `${SEARCH_CAP}+` : r.total) },
  );
  return (
    <div className="space-y-6">
      <section aria-label="Summary" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <StatCard
          label="Orders waiting"
          value={counts?.pending ?? '–'}
          icon={ClipboardCheck}
          hint="Pending orders to confirm"
          to="/OrderStatus"
          linkLabel="See orders"
          loading={orders.isPending}
        />
        <StatCard
          label="Orders in the last 7 days"
          value={counts?.week ?? '–'}
          icon={ClipboardList}
          loading={orders.isPending}
        />
        <StatCard
          label="Items in your catalogue"
          value={catalogue.data ?? '–'}
          icon={Package}
          to="/Items"
          linkLabel="Manage items"
          loading={catalogue.isPending}
        />
      </section>
      <nav aria-label="Shortcuts" className="flex flex-wrap gap-2">
        <Link to="/MyCustomers" className={buttonClasses('secondary')}>
          <UsersRound className="size-4" aria-hidden="true" />
          Customers
        </Link>
        <Link to="/Search" className={buttonClasses('secondary')}>
          <BookOpen className="size-4" aria-hidden="true" />
          Orderguide
        </Link>
      </nav>
    </div>
  );
}
