import type { OrderListEntry } from '@app/contracts';
import { divide, sum, toFixed } from '@app/contracts';

/** Total and average in CAD with cents ('100.31'). */
export type OrderSummary = { orders: number; parties: number; total: string; average: string };

/** The four cards of the orders page; `party` is the supplier (restaurants) or business (suppliers) of a row. */
export function summarizeOrders(
  rows: readonly OrderListEntry[],
  party: (row: OrderListEntry) => number | string,
): OrderSummary {
  const total = sum(rows.map((r) => r.order.total || 0));
  return {
    orders: rows.length,
    parties: new Set(rows.map(party)).size,
    total: toFixed(total, 2),
    // Rounded half-up to the cent.
    average: rows.length ? toFixed(divide(total, rows.length, 2), 2) : '0.00',
  };
}
