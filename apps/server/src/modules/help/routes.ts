import {
  adminFeedbackHandleBody,
  adminFeedbackResponse,
  emptyRequest,
  feedbackSendBody,
  feedbackSendResponse,
  firstRunResponse,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { apiRoute } from '../../http/route.js';
import { listFeedback, markFeedback, sendFeedback } from './feedback.js';
import { dismissFirstRun, firstRun } from './first-run.js';

/** The restaurant dashboard's first-run checklist, the Help page's message form and the admins' inbox of it. */
export function helpRoutes(app: FastifyInstance, ctx: AppContext): void {
  apiRoute(app, '/first_run_get', { body: emptyRequest, response: firstRunResponse }, (_b, req) =>
    firstRun(ctx, req.principal),
  );
  apiRoute(app, '/first_run_dismiss', { body: emptyRequest, response: firstRunResponse }, (_b, req) =>
    dismissFirstRun(ctx, req.principal),
  );
  apiRoute(app, '/feedback_send', { body: feedbackSendBody, response: feedbackSendResponse }, (b, req) =>
    sendFeedback(ctx, req.principal, b),
  );
  apiRoute(app, '/admin_feedback', { body: emptyRequest, response: adminFeedbackResponse }, async () => ({
    messages: await listFeedback(ctx),
  }));
  apiRoute(app, '/admin_feedback_handle', { body: adminFeedbackHandleBody }, async (b, req) => {
    await markFeedback(ctx, req.principal, b.feedbackId, b.handled);
    return { status: 'SUCCESS' };
  });
}
