import { itemUpdateBody } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { apiRoute, route } from '../../http/route.js';
import { notFound } from '../../lib/errors.js';
import { supplierScope } from '../../lib/tenancy.js';
import { queueSavingsAlert } from '../notifications/savings-alerts.js';
import { approveClaim, listPendingClaims, rejectClaim } from '../suppliers/claims.js';
import { adminDashboard, searchBusinesses } from './dashboard.js';
import { orderGuideItems, refreshOrderGuide } from './order-guide.js';

export function adminRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, '/admin_dashboard', () => adminDashboard(ctx.db));
  // Requests by supplier accounts to manage supplier records that restaurants created.
  route(app, '/admin_supplier_claims', async () => ({ claims: await listPendingClaims(ctx) }));
  route(app, '/admin_supplier_claim_decide', (b, req) =>
    b.decision === 'approve'
      ? approveClaim(ctx, b.claimId, 'admin', req.principal.userId)
      : rejectClaim(ctx, b.claimId, req.principal.userId),
  );
  route(app, '/business_search', (b) => searchBusinesses(ctx.db, b.searchTerm));
  route(app, '/order_guide_get', async (b) => ({ items: await orderGuideItems(ctx.db, b.businessId) }));
  route(app, '/order_guide_refresh', (b) => refreshOrderGuide(ctx.db, b.businessId));

  apiRoute(app, '/item_update', { body: itemUpdateBody }, async (b, req) => {
    const supplierId = supplierScope(req.principal);
    return ctx.db.transaction().execute(async (tx) => {
      const item = await tx
        .selectFrom('items')
        .selectAll()
        .where('id', '=', b.itemId)
        .where('supplier_id', '=', supplierId)
        .where('business_id', 'is', null)
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
        const latest = await tx
          .selectFrom('item_prices')
          .select(['price', 'quantity', 'unit'])
          .where('item_id', '=', item.id)
          .where('business_id', 'is', null)
          .orderBy('effective_at', 'desc')
          .orderBy('id', 'desc')
          .executeTakeFirst();
        const price = b.price ?? Number(latest?.price ?? 0);
        const quantity = b.quantity ?? Number(latest?.quantity ?? 1);
        if (
          !latest ||
          Number(latest.price) !== price ||
          Number(latest.quantity) !== quantity ||
          latest.unit !== (b.unit ?? item.unit)
        ) {
          await tx
            .insertInto('item_prices')
            .values({ item_id: item.id, price, quantity, unit: b.unit ?? item.unit, source: 'supplier' })
            .execute();
          const customers = await tx
            .selectFrom('business_suppliers')
            .select('business_id')
            .where('supplier_id', '=', supplierId)
            .execute();
          for (const c of customers) await queueSavingsAlert(ctx, tx, c.business_id, 'A supplier changed its prices.');
        }
      }
      return { status: 'SUCCESS', itemId: item.id };
    });
  });
}
