import { FEEDBACK_MSG, type FeedbackRow, type FeedbackSendBody } from '@app/contracts';
import { sql } from 'kysely';
import type { AppContext, Principal } from '../../context.js';
import { MAIL_JOB } from '../../jobs/mail.js';
import { AppError, notFound } from '../../lib/errors.js';
import { consumeRateLimit } from '../../lib/rate-limit.js';
import { feedbackMail } from './emails.js';

/** How many messages one user may send from the Help page in an hour. */
export const FEEDBACK_LIMIT = { perHour: 5 };

/**
 * Stores a message from the Help page and mails it to every admin, in one transaction. The same requestKey sent
 * again (a retried request) answers with the stored message and mails nothing more.
 */
export async function sendFeedback(ctx: AppContext, p: Principal, b: FeedbackSendBody): Promise<{ id: number }> {
  const earlier = await findByKey(ctx, p.userId, b.requestKey);
  if (earlier) return earlier;
  try {
    await consumeRateLimit(ctx.db, `feedback:user:${p.userId}`, FEEDBACK_LIMIT.perHour, 3600);
  } catch (err) {
    if (err instanceof AppError && err.code === 'LimitExceededException')
      throw new AppError('LimitExceededException', FEEDBACK_MSG.tooMany);
    throw err;
  }
  const stored = await ctx.db.transaction().execute(async (tx) => {
    const sender = await tx
      .selectFrom('users as u')
      .leftJoin('businesses as b', (j) => j.on('b.id', '=', p.businessId ?? -1))
      .leftJoin('suppliers as s', (j) => j.on('s.id', '=', p.supplierId ?? -1))
      .select(['u.first_name', 'u.last_name', 'u.email', 'b.name as business', 's.name as supplier'])
      .where('u.id', '=', p.userId)
      .executeTakeFirstOrThrow();
    const senderName = `${sender.first_name} ${sender.last_name}`.trim();
    const row = await tx
      .insertInto('feedback_messages')
      .values({
        user_id: p.userId,
        business_id: p.businessId,
        supplier_id: p.supplierId,
        sender_name: senderName,
        sender_email: sender.email,
        subject: b.subject,
        message: b.message,
        request_key: b.requestKey,
      })
      .onConflict((oc) => oc.columns(['user_id', 'request_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) return undefined; // a parallel copy of this request stored it first
    const admins = await tx
      .selectFrom('users')
      .select('email')
      .where('usertype', '=', 'admin')
      .where('confirmed', '=', true)
      .orderBy('id')
      .execute();
    const organisation = sender.business ?? sender.supplier ?? null;
    const mail = { subject: b.subject, message: b.message, senderName, senderEmail: sender.email, organisation };
    await ctx.queue.enqueueMany(
      tx,
      admins.map((a) => ({ name: MAIL_JOB, payload: feedbackMail(a.email, mail, ctx.config.publicUrl) })),
    );
    return { id: row.id };
  });
  return stored ?? (await findByKey(ctx, p.userId, b.requestKey))!;
}

async function findByKey(ctx: AppContext, userId: number, requestKey: string) {
  return ctx.db
    .selectFrom('feedback_messages')
    .select('id')
    .where('user_id', '=', userId)
    .where('request_key', '=', requestKey)
    .executeTakeFirst();
}

/** The admins' inbox: the latest messages, newest first, with who sent them from which restaurant or supplier. */
export async function listFeedback(ctx: AppContext): Promise<FeedbackRow[]> {
  const rows = await ctx.db
    .selectFrom('feedback_messages as f')
    .leftJoin('businesses as b', 'b.id', 'f.business_id')
    .leftJoin('suppliers as s', 's.id', 'f.supplier_id')
    .leftJoin('users as h', 'h.id', 'f.handled_by')
    .select([
      'f.id',
      'f.created_at',
      'f.subject',
      'f.message',
      'f.sender_name',
      'f.sender_email',
      'f.handled_at',
      sql<string | null>`coalesce(b.name, s.name)`.as('organisation'),
      sql<string | null>`nullif(trim(h.first_name || ' ' || h.last_name), '')`.as('handler_name'),
      'h.email as handler_email',
    ])
    .orderBy('f.created_at', 'desc')
    .orderBy('f.id', 'desc')
    .limit(500)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.created_at.toISOString(),
    subject: r.subject,
    message: r.message,
    senderName: r.sender_name,
    senderEmail: r.sender_email,
    organisation: r.organisation,
    handledAt: r.handled_at ? r.handled_at.toISOString() : null,
    handledBy: r.handled_at ? (r.handler_name ?? r.handler_email ?? null) : null,
  }));
}

/** Marks a message handled (or open again); marking it handled twice keeps the first admin and time. */
export async function markFeedback(ctx: AppContext, p: Principal, id: number, handled: boolean): Promise<void> {
  const updated = await ctx.db
    .updateTable('feedback_messages')
    .set(
      handled
        ? { handled_at: sql`coalesce(handled_at, now())`, handled_by: sql`coalesce(handled_by, ${p.userId})` }
        : { handled_at: null, handled_by: null },
    )
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  if (!updated) throw notFound('Message not found');
}
