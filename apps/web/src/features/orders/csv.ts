import type { OrderListEntry } from '@app/contracts';
import { statusName } from './order-status';

export { downloadCsv } from '../../lib/csv-download';

export type CsvColumn<T> = { header: string; value: (row: T) => string | number | null | undefined };

const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field: quoted when needed; text that a spreadsheet would run as a formula is prefixed with '. */
function field(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 CSV (CRLF line ends) with a header row. */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((c) => field(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => field(c.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** The visible orders as CSV: order number, date, the party column, amount in CAD and status. */
export function ordersCsv(
  rows: readonly OrderListEntry[],
  party: { header: string; value: (row: OrderListEntry) => string },
  dateTime: (iso: string) => string,
): string {
  return toCsv(rows, [
    { header: 'Order', value: (r) => r.order.id },
    { header: 'Date', value: (r) => dateTime(r.order.created) },
    { header: party.header, value: party.value },
    { header: 'Amount (CAD)', value: (r) => r.order.total },
    { header: 'Status', value: (r) => statusName(r.order.status_id) },
  ]);
}
