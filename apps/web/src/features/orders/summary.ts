import { amountCents } from '../cart/money';
import type { OrderRow } from './orders-api';

export type OrderSummary = { orders: number; parties: number; totalCents: number; averageCents: number };

/** The four cards of the orders page; `party` is the supplier (restaurants) or business (suppliers) of a row. */
export function summarizeOrders(rows: readonly OrderRow[], party: (row: OrderRow) => number | string): OrderSummary {
  const totalCents = rows.reduce((sum, r) => sum + amountCents(r.total), 0);
  return {
    orders: rows.length,
    parties: new Set(rows.map(party)).size,
    totalCents,
    averageCents: rows.length ? Math.round(totalCents / rows.length) : 0,
  };
}
