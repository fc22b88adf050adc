import { LIMITS, type OrderListEntry, TIME_RANGES } from '@app/contracts';
import { Download, Search } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Input, Select } from '../../components/ui/input';
import { PageHeader } from '../../components/ui/page-header';
import { PageSpinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { downloadCsv } from '../../lib/csv';
import { formatDate } from '../../lib/format';
import { orderCsvColumns } from './csv';
import { OrderSummaryCards } from './order-summary-cards';
import { useOrderStatusUpdate, useOrders } from './orders-api';
import { OrdersTable, type PartyColumn } from './orders-table';
import { summarizeOrders } from './summary';
import { useDates } from './use-dates';
import { isTimeRange, useTimeRange } from './use-time-range';

export type OrderListVariant = 'restaurant' | 'supplier' | 'admin';

const PARTY: Record<OrderListVariant, PartyColumn & { card: string; id: (r: OrderListEntry) => number }> = {
  restaurant: { header: 'Supplier', value: (r) => r.supplier.name, card: 'Vendors', id: (r) => r.supplier.id },
  supplier: { header: 'Business', value: (r) => r.business.name, card: 'Business', id: (r) => r.business.id },
  admin: {
    header: 'Email',
    value: (r) => r.userEmail ?? '',
    detail: (r) => `${r.business.name} → ${r.supplier.name}`,
    card: 'Vendors',
    id: (r) => r.supplier.id,
  },
};

/** The same value, `delayMs` after it stopped changing. */
function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(t);
  }, [value, delayMs]);
  return debounced;
}

type OrderListProps = {
  variant: OrderListVariant;
  title: string;
  /** Where a row leads; the default opens /Orders/{id}. */
  onOpen?: (row: OrderListEntry) => void;
  /** More buttons in the page header (a link to the credit requests). */
  actions?: ReactNode;
};

/** The orders page of spec 2.10 for restaurants (/Orders), suppliers (/OrderStatus) and admins (/AllOrders). */
export function OrderList({ variant, title, onOpen, actions }: OrderListProps) {
  const navigate = useNavigate();
  const dates = useDates();
  const { range, query, setRange } = useTimeRange(dates.timeZone);
  const [emailInput, setEmailInput] = useState('');
  const searchEmail = useDebounced(emailInput.trim(), LIMITS.orderEmailSearchDebounceMs);
  const listQuery = variant === 'admin' && searchEmail ? { ...query, searchEmail } : query;
  const orders = useOrders(listQuery);
  const statusUpdate = useOrderStatusUpdate();
  const party = PARTY[variant];
  const rows = useMemo(() => orders.data ?? [], [orders.data]);
  const summary = useMemo(() => summarizeOrders(rows, party.id), [rows, party]);

  const exportCsv = () => {
    const name = `orders-${formatDate(new Date(), 'YYYY-MM-DD', dates.timeZone)}.csv`;
    downloadCsv(name, rows, orderCsvColumns(party, dates.dateTime));
  };

  return (
    <>
      <PageHeader
        title={title}
        actions={
          <>
            <label className="sr-only" htmlFor="order-range">
              Time range
            </label>
            <div className="w-40">
              <Select
                id="order-range"
                value={range}
                onChange={(e) => isTimeRange(e.target.value) && setRange(e.target.value)}
              >
                {TIME_RANGES.map((r) => (
                  <option key={r} value={r}>
                    {r}
                  </option>
                ))}
              </Select>
            </div>
            <Button variant="secondary" onClick={exportCsv} disabled={rows.length === 0}>
              <Download className="size-4" aria-hidden="true" />
              Export CSV
            </Button>
            {actions}
          </>
        }
      />
      {variant === 'admin' ? (
        <div className="relative mb-4 max-w-md">
          <Search className="pointer-events-none absolute top-3 left-3 size-4 text-gray-400" aria-hidden="true" />
          <Input
            type="search"
            aria-label="Search by order email"
            placeholder="Search by order email"
            className="pl-9"
            value={emailInput}
            onChange={(e) => setEmailInput(e.target.value)}
          />
        </div>
      ) : null}
      <OrderSummaryCards summary={summary} partyLabel={party.card} />
      {orders.isError ? (
        <Alert tone="error" title="The orders could not be loaded">
          {errorMessage(orders.error)}
        </Alert>
      ) : orders.isPending ? (
        <PageSpinner label="Loading orders" />
      ) : (
        <div aria-busy={orders.isFetching || undefined}>
          <OrdersTable
            rows={rows}
            party={party}
            dateTime={dates.dateTime}
            onStatusChange={
              variant === 'admin'
                ? undefined
                : (row, orderStatusId) => statusUpdate.mutate({ orderId: row.order.id, orderStatusId })
            }
            onOpen={onOpen ?? ((row) => navigate(`/Orders/${row.order.id}`))}
          />
        </div>
      )}
    </>
  );
}
