import type { CsvColumn } from '../../lib/csv';
import { statusName } from './order-status';
import type { OrderRow } from './orders-api';

/** The orders export: order number, date, the party column of the page, amount in CAD and status. */
export function orderCsvColumns(
  party: { header: string; value: (row: OrderRow) => string },
  dateTime: (iso: string) => string,
): CsvColumn<OrderRow>[] {
  return [
    { header: 'Order', value: (r) => r.id },
    { header: 'Date', value: (r) => dateTime(r.created) },
    { header: party.header, value: party.value },
    { header: 'Amount (CAD)', value: (r) => r.total },
    { header: 'Status', value: (r) => statusName(r.status_id) },
  ];
}
