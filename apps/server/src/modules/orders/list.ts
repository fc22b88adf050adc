import type { orderListBody } from '@app/contracts';
import type { z } from 'zod';
import type { AppContext, Principal } from '../../context.js';
import { forbidden } from '../../lib/errors.js';
import { businessScope, supplierScope } from '../../lib/tenancy.js';
import { ordersVisibleTo } from './access.js';
import { orderSummary, ordersWithParties, statusHistory } from './view.js';

/**
 * Orders of a restaurant, of a supplier, or (admin) of everybody, in a time range, newest first: each the Order of
 * spec section 3 with its status history (read for all of them in one query), without its lines and notes. The
 * range is computed by the client in the user's time zone and sent as instants.
 */
export async function listOrders(ctx: AppContext, p: Principal, input: z.infer<typeof orderListBody>) {
  let q = ordersWithParties(ctx.db).where(ordersVisibleTo(p));
  // A restaurant or supplier naming another tenant's id is answered as not found; an admin filters by them.
  if (p.usertype === 'supplier') supplierScope(p, input.supplier_id);
  else if (p.usertype === 'restaurant') businessScope(p, input.business_id);
  else if (p.usertype === 'admin') {
    if (input.business_id) q = q.where('o.business_id', '=', input.business_id);
    if (input.supplier_id) q = q.where('o.supplier_id', '=', input.supplier_id);
    if (input.searchEmail) {
      const like = `%${input.searchEmail.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q = q.where('u.email', 'like', like);
    }
  } else throw forbidden();
  if (!input.all) {
    if (input.startTime) q = q.where('o.created_at', '>=', new Date(input.startTime));
    if (input.endTime) q = q.where('o.created_at', '<', new Date(input.endTime));
  }
  const rows = await q.orderBy('o.created_at', 'desc').orderBy('o.id', 'desc').limit(2000).execute();
  const histories = await statusHistory(
    ctx.db,
    rows.map((o) => o.id),
  );
  const orders = rows.map((o) => orderSummary(o, histories.get(o.id) ?? []));
  return { orders };
}
