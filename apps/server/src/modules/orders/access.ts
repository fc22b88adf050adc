import type { AppContext, Principal } from '../../context.js';
import { forbidden, notFound } from '../../lib/errors.js';

/**
 * Loads an order the caller may see: its restaurant, its supplier, or an admin. Anyone else gets 404, as if the
 * order did not exist.
 */
export async function accessibleOrder(ctx: AppContext, p: Principal, orderId: number) {
  const o = await ctx.db
    .selectFrom('orders')
    .select(['id', 'business_id', 'supplier_id', 'status_id'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!o) throw notFound('Order not found');
  const mine =
    p.usertype === 'admin' ||
    (p.usertype === 'restaurant' && p.businessId === o.business_id) ||
    (p.usertype === 'supplier' && p.supplierId === o.supplier_id);
  if (!mine) throw notFound('Order not found');
  return o;
}

/** Only the order's restaurant and its supplier change its status (not an admin, not anyone else). */
export function assertCanChangeStatus(p: Principal, o: { business_id: number; supplier_id: number }): void {
  const party =
    (p.usertype === 'restaurant' && p.businessId === o.business_id) ||
    (p.usertype === 'supplier' && p.supplierId === o.supplier_id);
  if (!party) throw forbidden('Only the restaurant and the supplier of an order change its status');
}
