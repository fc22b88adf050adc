import {
  adminClaimsResponse,
  businessSearchBody,
  emptyRequest,
  orderGuideAdminBody,
  supplierClaimDecideBody,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../context.js';
import { apiRoute } from '../../http/route.js';
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
}
