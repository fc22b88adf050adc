import type { OrderListEntry } from '@app/contracts';
import type { CsvColumn } from '../../lib/csv';
import { statusName } from './order-status';

/** The orders export: order number, date, the party column of the page, amount in CAD and status. */
export function orderCsvColumns(
  party: { header: string; value: (row: OrderListEntry) => string },
  dateTime: (iso: string) => string,
): CsvColumn<OrderListEntry>[] {
  return [
    { header: 'Order', value: (r) => r.order.id },
    { header: 'Date', value: (r) => dateTime(r.order.created) },
    { header: party.header, value: party.value },
    { header: 'Amount (CAD)', value: (r) => r.order.total },
    { header: 'Status', value: (r) => statusName(r.order.status_id) },
  ];
}
