import { reportsBody } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../context.js';
import { apiRoute } from '../../http/route.js';
import { businessScope, supplierScope } from '../../lib/tenancy.js';
import { type Range, restaurantReport } from './restaurant.js';

export function reportRoutes(app: FastifyInstance, ctx: AppContext): void {
  apiRoute(app, '/reports', { body: reportsBody }, async (b, req) => {
    const range: Range = b.all
      ? { start: null, end: null }
      : { start: b.startTime ? new Date(b.startTime) : null, end: b.endTime ? new Date(b.endTime) : null };
    if (req.principal.usertype === 'supplier') {
      const supplierId = supplierScope(req.principal);
      const start = range.start ?? new Date(0);
      const end = range.end ?? new Date('9999-01-01');
      const [byCustomer, byItem] = await Promise.all([
        sql<{ business_id: number; customer: string; orders: number; sales: string }>`
          SELECT o.business_id, b.name AS customer, count(*)::int AS orders, sum(o.total)::text AS sales
          FROM orders o JOIN businesses b ON b.id = o.business_id
          WHERE o.supplier_id = ${supplierId} AND o.created_at >= ${start} AND o.created_at < ${end}
          GROUP BY o.business_id, b.name ORDER BY sum(o.total) DESC`.execute(ctx.db),
        sql<{ item_id: number; name: string; quantity: string; sales: string }>`
          SELECT oi.item_id, oi.name, sum(oi.ordered_quantity)::text AS quantity, sum(oi.line_total)::text AS sales
          FROM order_items oi JOIN orders o ON o.id = oi.order_id
          WHERE o.supplier_id = ${supplierId} AND o.created_at >= ${start} AND o.created_at < ${end}
          GROUP BY oi.item_id, oi.name ORDER BY sum(oi.line_total) DESC LIMIT 50`.execute(ctx.db),
      ]);
      return { salesByCustomer: byCustomer.rows, salesByItem: byItem.rows };
    }
    return restaurantReport(ctx.db, businessScope(req.principal, b.businessId), range);
  });
}
