import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { apiRoute } from '../../http/route.js';

export function healthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const check = async () => {
    const t0 = performance.now();
    await sql`SELECT 1`.execute(ctx.db);
    return { status: 'ok', database: ctx.database.kind, dbLatencyMs: Math.round((performance.now() - t0) * 10) / 10 };
  };
  apiRoute(app, '/health', { body: z.object({}).strict().optional() }, check);
  app.get('/api/health', { config: { access: 'public' } }, check);
}
