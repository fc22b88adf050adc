import { type Expression, type SqlBool, sql } from 'kysely';
import type { AppContext, Principal } from '../../context.js';
import { forbidden, notFound } from '../../lib/errors.js';

/**
 * The orders a caller may see: a restaurant its own, a supplier those sent to it, an admin all; anyone else none.
 * `alias` is any table with the order's business_id and supplier_id (orders, their credit requests). Every query
 * of orders by a caller takes its where clause from here.
 */
export function ordersVisibleTo(p: Principal, alias = 'o'): Expression<SqlBool> {
  if (p.usertype === 'admin') return sql<SqlBool>`true`;
  if (p.usertype === 'restaurant' && p.businessId !== null)
    return sql<SqlBool>`${sql.ref(`${alias}.business_id`)} = ${p.businessId}`;
  if (p.usertype === 'supplier' && p.supplierId !== null)
    return sql<SqlBool>`${sql.ref(`${alias}.supplier_id`)} = ${p.supplierId}`;
  return sql<SqlBool>`false`;
}

/** Loads an order the caller may see (ordersVisibleTo); anyone else gets 404, as if the order did not exist. */
export async function accessibleOrder(ctx: AppContext, p: Principal, orderId: number) {
  const o = await ctx.db
    .selectFrom('orders as o')
    .select(['o.id', 'o.business_id', 'o.supplier_id', 'o.status_id'])
    .where('o.id', '=', orderId)
    .where(ordersVisibleTo(p))
    .executeTakeFirst();
  if (!o) throw notFound('Order not found');
  return o;
}

/** Only the order's restaurant and its supplier change its status (not an admin, not anyone else). */
export function assertCanChangeStatus(p: Principal, o: { business_id: number; supplier_id: number }): void {
  const party =
    (p.usertype === 'restaurant' && p.businessId === o.business_id) ||
    (p.usertype === 'supplier' && p.supplierId === o.supplier_id);
  if (!party) throw forbidden('Only the restaurant and the supplier of an order change its status');
}
