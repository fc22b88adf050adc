import {
  adminClaimsResponse,
  businessSearchBody,
  emptyRequest,
  equals,
  itemUpdateBody,
  orderGuideAdminBody,
  supplierClaimDecideBody,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../context.js';
import { apiRoute } from '../../http/route.js';
import { notFound } from '../../lib/errors.js';
import { supplierScope } from '../../lib/tenancy.js';
import { itemsVisibleTo } from '../catalog/access.js';
import { latestVisiblePrice } from '../catalog/visible-prices.js';
import { queueSavingsAlert } from '../notifications/savings-alerts.js';
import { connectionsVisibleTo } from '../suppliers/access.js';
import { approveClaim, listPendingClaims, rejectClaim } from '../suppliers/claims.js';
import { orderGuideItems, refreshOrderGuide } from './order-guide.js';

export function adminRoutes(app: FastifyInstance, ctx: AppContext): void {
  apiRoute(app, '/admin_dashboard', { body: emptyRequest }, async () => {
    const startOfDay = new Date();
    startOfDay.setUTCHours(0, 0, 0, 0);
    const [pending, today, restaurants, failedJobs] = await Promise.all([
      ctx.db
        .selectFrom('invoices')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow(),
      ctx.db
        .selectFrom('orders')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('created_at', '>=', startOfDay)
        .executeTakeFirstOrThrow(),
      ctx.db.selectFrom('businesses').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      ctx.db
        .selectFrom('jobs')
        .select(['id', 'name', 'attempts', 'last_error', 'created_at'])
        .where('status', '=', 'failed')
        .orderBy('created_at', 'desc')
        .limit(20)
        .execute(),
    ]);
    return { pendingInvoices: pending.n, ordersToday: today.n, restaurants: restaurants.n, failedJobs };
  });

  // Requests by supplier accounts to manage supplier records that restaurants created.
  apiRoute(app, '/admin_supplier_claims', { body: emptyRequest, response: adminClaimsResponse }, async () => ({
    claims: await listPendingClaims(ctx),
  }));
  apiRoute(app, '/admin_supplier_claim_decide', { body: supplierClaimDecideBody }, (b, req) =>
    b.decision === 'approve'
      ? approveClaim(ctx, b.claimId, 'admin', req.principal.userId)
      : rejectClaim(ctx, b.claimId, req.principal.userId),
  );

  apiRoute(app, '/business_search', { body: businessSearchBody }, async (b) => {
    const term = b.searchTerm.toLowerCase();
    let q = ctx.db.selectFrom('businesses').select(['id', 'name', 'city', 'state']);
    if (term) q = q.where(sql<string>`lower(name)`, 'like', `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    return { businesses: await q.orderBy('name').limit(50).execute() };
  });

  apiRoute(app, '/order_guide_get', { body: orderGuideAdminBody }, async (b) => ({
    items: await orderGuideItems(ctx.db, b.businessId),
  }));
  apiRoute(app, '/order_guide_refresh', { body: orderGuideAdminBody }, async (b) => {
    const changes = await refreshOrderGuide(ctx.db, b.businessId);
    return { ...changes, items: await orderGuideItems(ctx.db, b.businessId) };
  });

  apiRoute(app, '/item_update', { body: itemUpdateBody }, async (b, req) => {
    const supplierId = supplierScope(req.principal);
    return ctx.db.transaction().execute(async (tx) => {
      const item = await tx
        .selectFrom('items as i')
        .selectAll('i')
        .where('i.id', '=', b.itemId)
        .where(itemsVisibleTo({ supplierId }))
        .executeTakeFirst();
      if (!item) throw notFound('Item not found');
      const set = Object.fromEntries(
        Object.entries({
          name: b.name,
          category: b.category === 'None' ? null : b.category,
          item_code: b.itemCode,
          unit: b.unit,
          pack: b.pack,
          active: b.active,
        }).filter(([, v]) => v !== undefined),
      );
      if (Object.keys(set).length)
        await tx
          .updateTable('items')
          .set({ ...set, updated_at: new Date() })
          .where('id', '=', item.id)
          .execute();
      if (b.price !== undefined || b.quantity !== undefined) {
        const latest = await latestVisiblePrice(tx, null, item.id)
          .select(['vp.price', 'vp.quantity', 'vp.unit'])
          .executeTakeFirst();
        const price = b.price ?? latest?.price ?? 0;
        const quantity = b.quantity ?? latest?.quantity ?? 1;
        if (
          !latest ||
          !equals(latest.price, price) ||
          !equals(latest.quantity, quantity) ||
          latest.unit !== (b.unit ?? item.unit)
        ) {
          await tx
            .insertInto('item_prices')
            .values({ item_id: item.id, price, quantity, unit: b.unit ?? item.unit, source: 'supplier' })
            .execute();
          const customers = await tx
            .selectFrom('business_suppliers as bs')
            .select('bs.business_id')
            .where(connectionsVisibleTo({ supplierId }))
            .execute();
          for (const c of customers) await queueSavingsAlert(ctx, tx, c.business_id, 'A supplier changed its prices.');
        }
      }
      return { status: 'SUCCESS', itemId: item.id };
    });
  });
}
