import type { Notices } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { route } from '../../http/route.js';

/** How many notices the header's menu lists. */
const RECENT = 20;

/** The user's most recent notices (what suppliers did to its orders) and how many of all of them are unread. */
export async function recentNotices(db: Db, userId: number): Promise<Notices> {
  const [notices, unread] = await Promise.all([
    db
      .selectFrom('notices')
      .select(['id', 'order_id', 'text', 'read_at', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(RECENT)
      .execute(),
    db
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
      created: n.created_at.toISOString(),
    })),
    unread: Number(unread.n),
  };
}

/** Marks the user's notices read: the ones given, or all of them. */
export async function markNoticesRead(db: Db, userId: number, ids: number[] | undefined): Promise<void> {
  let q = db
    .updateTable('notices')
    .set({ read_at: new Date() })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (ids) q = q.where('id', 'in', ids.length > 0 ? ids : [0]);
  await q.execute();
}

/** The caller's in-app notices and marking them read. A user only ever sees and marks its own. */
export function noticeRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, '/notices', (_b, req) => recentNotices(ctx.db, req.principal.userId));
  route(app, '/notices_read', async (b, req) => {
    await markNoticesRead(ctx.db, req.principal.userId, b.ids);
    return { status: 'SUCCESS' };
  });
}
