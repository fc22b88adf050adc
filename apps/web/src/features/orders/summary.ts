import type { OrderListEntry } from '@app/contracts';
import { amountCents } from '../cart/money';

export type OrderSummary = { orders: number; parties: number; totalCents: number; averageCents: number };

/** The four cards of the orders page; `party` is the supplier (restaurants) or business (suppliers) of a row. */
export function summarizeOrders(
  rows: readonly OrderListEntry[],
  party: (row: OrderListEntry) => number | string,
): OrderSummary {
  const totalCents = rows.reduce((sum, r) => sum + amountCents(r.order.total), 0);
  return {
    orders: rows.length,
    parties: new Set(rows.map(party)).size,
    totalCents,
    averageCents: rows.length ? Math.round(totalCents / rows.length) : 0,
  };
}
