import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { route } from '../../http/route.js';
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
}
