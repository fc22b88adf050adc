import type { Health } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../context.js';
import { route } from '../../http/route.js';

export function healthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const check = async (): Promise<Health> => {
    const t0 = performance.now();
    await sql`SELECT 1`.execute(ctx.db);
    return { status: 'ok', database: ctx.database.kind, dbLatencyMs: Math.round((performance.now() - t0) * 10) / 10 };
  };
  route(app, '/health', check);
  app.get('/api/health', { config: { access: 'public' } }, check);
}
