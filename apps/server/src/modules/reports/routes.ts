import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { route } from '../../http/route.js';
import { businessScope, supplierScope } from '../../lib/tenancy.js';
import { type Range, restaurantReport } from './restaurant.js';
import { supplierReport } from './supplier.js';

export function reportRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, '/reports', async (b, req) => {
    const range: Range = b.all
      ? { start: null, end: null }
      : { start: b.startTime ? new Date(b.startTime) : null, end: b.endTime ? new Date(b.endTime) : null };
    return req.principal.usertype === 'supplier'
      ? supplierReport(ctx.db, supplierScope(req.principal), range)
      : restaurantReport(ctx.db, businessScope(req.principal, b.businessId), range);
  });
}
