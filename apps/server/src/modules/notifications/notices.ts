import { noticesBody, noticesReadBody } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { apiRoute } from '../../http/route.js';

/** How many notices the header's menu lists. */
const RECENT = 20;

/**
 * The caller's in-app notices (what suppliers did to its orders): the most recent ones and how many are unread;
 * and marking them read. A user only ever sees and marks its own.
 */
export function noticeRoutes(app: FastifyInstance, ctx: AppContext): void {
  apiRoute(app, '/notices', { body: noticesBody }, async (_b, req) => {
    const userId = req.principal.userId;
    const [notices, unread] = await Promise.all([
      ctx.db
        .selectFrom('notices')
        .select(['id', 'order_id', 'text', 'read_at', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(RECENT)
        .execute(),
      ctx.db
        .selectFrom('notices')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', userId)
        .where('read_at', 'is', null)
        .executeTakeFirstOrThrow(),
    ]);
    return {
      notices: notices.map((n) => ({
        id: n.id,
        orderId: n.order_id,
        text: n.text,
        read: n.read_at !== null,
        created: n.created_at,
      })),
      unread: Number(unread.n),
    };
  });
  apiRoute(app, '/notices_read', { body: noticesReadBody }, async (b, req) => {
    let q = ctx.db
      .updateTable('notices')
      .set({ read_at: new Date() })
      .where('user_id', '=', req.principal.userId)
      .where('read_at', 'is', null);
    if (b.ids) q = q.where('id', 'in', b.ids.length > 0 ? b.ids : [0]);
    await q.execute();
    return { status: 'SUCCESS' };
  });
}
