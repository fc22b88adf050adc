import { type OrderListEntry, toNumber } from '@app/contracts';
import { ChevronRight, ClipboardList } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { type DataColumn, DataTable } from '../../components/ui/data-table';
import { EmptyState } from '../../components/ui/empty-state';
import { formatCad } from '../../lib/format';
import { StatusBadge, StatusSelect, statusName } from './order-status';

export type PartyColumn = {
  header: string;
  value: (row: OrderListEntry) => string;
  /** A second, smaller line under the value. */
  detail?: (row: OrderListEntry) => string;
};

type OrdersTableProps = {
  rows: readonly OrderListEntry[];
  party: PartyColumn;
  dateTime: (value: string) => string;
  /** Absent: the status is shown, not edited (admins). */
  onStatusChange?: (row: OrderListEntry, statusId: number) => void;
  onOpen: (row: OrderListEntry) => void;
};

const PAGE_SIZE = 20;

const empty = <EmptyState icon={ClipboardList} title="No Orders" />;

/** Orders as a sortable table, or as cards under 640 px. */
export function OrdersTable({ rows, party, dateTime, onStatusChange, onOpen }: OrdersTableProps) {
  if (rows.length === 0) return empty;
  const status = (r: OrderListEntry) =>
    onStatusChange ? (
      <StatusSelect orderId={r.order.id} statusId={r.order.status_id} onChange={(s) => onStatusChange(r, s)} />
    ) : (
      <StatusBadge statusId={r.order.status_id} />
    );
  const columns: DataColumn<OrderListEntry>[] = [
    {
      id: 'date',
      header: 'Date',
      value: (r) => r.order.created,
      cell: (r) => dateTime(r.order.created),
      sortable: true,
    },
    {
      id: 'party',
      header: party.header,
      value: party.value,
      cell: (r) => (
        <>
          <span className="block truncate">{party.value(r)}</span>
          {party.detail ? <span className="block truncate text-xs text-gray-500">{party.detail(r)}</span> : null}
        </>
      ),
      sortable: true,
      className: 'max-w-72',
    },
    {
      id: 'amount',
      header: 'Amount',
      value: (r) => toNumber(r.order.total),
      cell: (r) => formatCad(r.order.total),
      sortable: true,
      className: 'text-right tabular-nums whitespace-nowrap',
    },
    { id: 'status', header: 'Status', value: (r) => statusName(r.order.status_id), cell: status, sortable: true },
  ];
  return (
    <>
      <div className="hidden sm:block">
        <DataTable
          label="Orders"
          data={rows}
          columns={columns}
          pageSize={PAGE_SIZE}
          getRowId={(r) => String(r.order.id)}
          onRowClick={onOpen}
          initialSort={{ id: 'date', desc: true }}
          empty={empty}
        />
      </div>
      <OrderCards rows={rows} party={party} dateTime={dateTime} status={status} onOpen={onOpen} />
    </>
  );
}

type OrderCardsProps = Pick<OrdersTableProps, 'rows' | 'party' | 'dateTime' | 'onOpen'> & {
  status: (row: OrderListEntry) => React.ReactNode;
};

function OrderCards({ rows, party, dateTime, status, onOpen }: OrderCardsProps) {
  const [shown, setShown] = useState(PAGE_SIZE);
  return (
    <div className="sm:hidden">
      <ul aria-label="Orders" className="space-y-3">
        {rows.slice(0, shown).map((r) => (
          <li key={r.order.id} className="rounded-xl border border-gray-200 bg-white shadow-xs">
            <button
              type="button"
              onClick={() => onOpen(r)}
              className="flex w-full items-start gap-3 px-4 pt-3 pb-2 text-left focus-visible:outline-2 focus-visible:outline-emerald-600"
            >
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-gray-900">{party.value(r) || '—'}</span>
                {party.detail ? <span className="block truncate text-sm text-gray-600">{party.detail(r)}</span> : null}
                <span className="block text-sm text-gray-500">
                  #{r.order.id} · {dateTime(r.order.created)}
                </span>
              </span>
              <span className="flex items-center gap-1 font-semibold whitespace-nowrap text-gray-900 tabular-nums">
                {formatCad(r.order.total)}
                <ChevronRight className="size-4 text-gray-400" aria-hidden="true" />
              </span>
            </button>
            <div className="flex items-center justify-between gap-2 border-t border-gray-100 px-4 py-2">
              <span className="text-xs font-medium uppercase tracking-wide text-gray-500">Status</span>
              {status(r)}
            </div>
          </li>
        ))}
      </ul>
      {rows.length > shown ? (
        <Button variant="secondary" className="mt-3 w-full" onClick={() => setShown((n) => n + PAGE_SIZE)}>
          Show more ({rows.length - shown} more)
        </Button>
      ) : null}
    </div>
  );
}
