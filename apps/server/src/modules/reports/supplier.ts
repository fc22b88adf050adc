import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Range } from './restaurant.js';

const TOP_ITEMS = 50;

/** A supplier's sales over a range: by customer, and its best-selling items. */
export async function supplierReport(db: Db, supplierId: number, range: Range) {
  const start = range.start ?? new Date(0);
  const end = range.end ?? new Date('9999-01-01');
  const [byCustomer, byItem] = await Promise.all([
    sql<{ business_id: number; customer: string; orders: number; sales: string }>`
      SELECT o.business_id, b.name AS customer, count(*)::int AS orders, sum(o.total)::text AS sales
      FROM orders o JOIN businesses b ON b.id = o.business_id
      WHERE o.supplier_id = ${supplierId} AND o.created_at >= ${start} AND o.created_at < ${end}
      GROUP BY o.business_id, b.name ORDER BY sum(o.total) DESC`.execute(db),
    sql<{ item_id: number; name: string; quantity: string; sales: string }>`
      SELECT oi.item_id, oi.name, sum(oi.ordered_quantity)::text AS quantity, sum(oi.line_total)::text AS sales
      FROM order_items oi JOIN orders o ON o.id = oi.order_id
      WHERE o.supplier_id = ${supplierId} AND o.created_at >= ${start} AND o.created_at < ${end}
      GROUP BY oi.item_id, oi.name ORDER BY sum(oi.line_total) DESC LIMIT ${TOP_ITEMS}`.execute(db),
  ]);
  return { salesByCustomer: byCustomer.rows, salesByItem: byItem.rows };
}
