import { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db, Tx } from '../../db/database.js';
import { MAIL_JOB } from '../../jobs/mail.js';
import { orderEventMail } from './emails.js';
import { changeStatus } from './status.js';
import { orderView, statusName } from './view.js';

export const ORDER_EVENT_JOB = 'order.event';
const orderEventPayload = z.object({
  orderId: z.number().int(),
  /** What happened, as one sentence: the notice's text and the email's subject. */
  text: z.string(),
  /** Names the event once (status history row, note, proposal), so a repeated run mails nothing more. */
  key: z.string(),
});

/**
 * Records something the supplier did to an order for its restaurant: an in-app notice for each of the
 * restaurant's users, and a job that emails those who keep the New Orders setting on. Call inside the
 * transaction that made the change.
 */
export async function tellRestaurant(
  ctx: AppContext,
  tx: Db | Tx,
  orderId: number,
  what: (supplierName: string) => string,
  key: string,
) {
  const order = await tx
    .selectFrom('orders as o')
    .innerJoin('suppliers as s', 's.id', 'o.supplier_id')
    .select(['o.business_id', 's.name'])
    .where('o.id', '=', orderId)
    .executeTakeFirstOrThrow();
  const text = what(order.name);
  const members = await tx
    .selectFrom('team_memberships')
    .select('user_id')
    .where('business_id', '=', order.business_id)
    .execute();
  if (members.length > 0)
    await tx
      .insertInto('notices')
      .values(members.map((m) => ({ user_id: m.user_id, order_id: orderId, text: text.slice(0, 500) })))
      .execute();
  await ctx.queue.enqueue(tx, ORDER_EVENT_JOB, { orderId, text, key }, { singletonKey: `order-event:${key}` });
}

/** The emails of an order's events: to the restaurant's users whose New Orders setting is on. */
export function defineOrderEventJob(ctx: AppContext): void {
  ctx.queue.define(
    ORDER_EVENT_JOB,
    orderEventPayload,
    async ({ orderId, text, key }) => {
      const view = await orderView(ctx.db, orderId);
      const users = await ctx.db
        .selectFrom('team_memberships as m')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .select('u.email')
        .where('m.business_id', '=', view.order.business_id)
        .where('u.notify_new_orders', '=', true)
        .execute();
      if (users.length === 0) return;
      await ctx.queue.enqueue(
        ctx.db,
        MAIL_JOB,
        orderEventMail(
          view,
          users.map((u) => u.email),
          text,
          `${ctx.config.publicUrl}/Orders/${orderId}`,
        ),
        { singletonKey: `order-event-mail:${key}` },
      );
    },
    { maxAttempts: 8, timeoutMs: 60_000 },
  );
}

/** Who acts: a signed-in user by id and name, or the supplier's order desk from the emailed link. */
export type Actor = { userId: number | null; author: string; fromSupplier: boolean };

/** Adds a note to an order; a note from the supplier's side is told to the restaurant. */
export async function addOrderNote(
  ctx: AppContext,
  tx: Db | Tx,
  orderId: number,
  note: string,
  by: Actor & { guest?: boolean },
) {
  const row = await tx
    .insertInto('order_notes')
    .values({ order_id: orderId, user_id: by.userId, is_guest: by.guest ?? false, author: by.author, note })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (by.fromSupplier)
    await tellRestaurant(
      ctx,
      tx,
      orderId,
      (s) => `${s} added a note to order #${orderId}: ${clip(note)}`,
      `note:${row.id}`,
    );
}

/** Changes an order's status; a change from the supplier's side is told to the restaurant. */
export async function setOrderStatus(ctx: AppContext, tx: Tx, orderId: number, statusId: number, by: Actor) {
  const historyId = await changeStatus(tx, orderId, statusId, by);
  if (by.fromSupplier)
    await tellRestaurant(
      ctx,
      tx,
      orderId,
      (s) => `${s} marked order #${orderId} ${statusName(statusId)}`,
      `status:${historyId}`,
    );
}

const clip = (s: string) => (s.length > 120 ? `${s.slice(0, 119)}…` : s);
