import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { route } from '../../http/route.js';
import { listFeedback, markFeedback, sendFeedback } from './feedback.js';
import { dismissFirstRun, firstRun } from './first-run.js';

/** The restaurant dashboard's first-run checklist, the Help page's message form and the admins' inbox of it. */
export function helpRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, '/first_run_get', (_b, req) => firstRun(ctx, req.principal));
  route(app, '/first_run_dismiss', (_b, req) => dismissFirstRun(ctx, req.principal));
  route(app, '/feedback_send', (b, req) => sendFeedback(ctx, req.principal, b));
  route(app, '/admin_feedback', async () => ({ messages: await listFeedback(ctx) }));
  route(app, '/admin_feedback_handle', async (b, req) => {
    await markFeedback(ctx, req.principal, b.feedbackId, b.handled);
    return { status: 'SUCCESS' };
  });
}
