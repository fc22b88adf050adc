import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { MAIL_JOB } from '../../jobs/mail.js';
import { newOrderSupplierMail, orderMail } from './emails.js';
import { orderView } from './view.js';

export const ORDER_MAILS_JOB = 'order.mails';
const orderMailsPayload = z.object({
  orderId: z.number().int(),
  /** The guest link's keys; only a hash of the second is kept with the order, so the mail is the one place for it. */
  irk: z.string(),
  ivrk: z.string(),
  /** The sender, copied on the order email. */
  senderEmail: z.string(),
});
export type OrderMailsPayload = z.infer<typeof orderMailsPayload>;

/**
 * The mails of a sent order, worked out by the worker rather than in the request: the order email to the
 * supplier's order contacts and order address (a copy to the sender, if its New Orders setting is on) and a notice to the supplier's team. Each is
 * queued once per order (a repeated run queues nothing more) and sent by the mail job with its retries.
 */
export function defineOrderMailsJob(ctx: AppContext): void {
  ctx.queue.define(
    ORDER_MAILS_JOB,
    orderMailsPayload,
    async ({ orderId, irk, ivrk, senderEmail }) => {
      const view = await orderView(ctx.db, orderId);
      const { business_id: businessId, supplier_id: supplierId } = view.order;
      const [to, team, sender] = await Promise.all([
        supplierOrderAddresses(ctx, businessId, supplierId),
        ctx.db
          .selectFrom('team_memberships as m')
          .innerJoin('users as u', 'u.id', 'm.user_id')
          .select('u.email')
          .where('m.supplier_id', '=', supplierId)
          .where('u.notify_new_orders', '=', true)
          .execute(),
        ctx.db.selectFrom('users').select('notify_new_orders').where('email', '=', senderEmail).executeTakeFirst(),
      ]);
      // The sender's copy, as its New Orders setting says; replies go to the sender either way.
      const copy = sender?.notify_new_orders === false ? [] : [senderEmail];
      const teamTo = team.map((t) => t.email).filter((e) => !to.includes(e));
      const link = `${ctx.config.publicUrl}/update_order?irk=${irk}&ivrk=${ivrk}`;
      const mails = [];
      if (to.length > 0)
        mails.push({
          name: MAIL_JOB,
          payload: orderMail(view, to, copy, link, senderEmail),
          opts: { singletonKey: `order-mail:${orderId}` },
        });
      if (teamTo.length > 0)
        mails.push({
          name: MAIL_JOB,
          payload: newOrderSupplierMail(view, teamTo, ctx.config.publicUrl),
          opts: { singletonKey: `order-team-mail:${orderId}` },
        });
      await ctx.queue.enqueueMany(ctx.db, mails);
    },
    { maxAttempts: 8, timeoutMs: 60_000 },
  );
}

/** Where a supplier's order mail for one restaurant goes: its order contacts for the restaurant and its order address. */
export async function supplierOrderAddresses(ctx: AppContext, businessId: number, supplierId: number) {
  const [contacts, supplier] = await Promise.all([
    ctx.db
      .selectFrom('contacts')
      .select('email')
      .where('business_id', '=', businessId)
      .where('supplier_id', '=', supplierId)
      .where('default_order_email', '=', true)
      .where('email', '!=', '')
      .execute(),
    ctx.db.selectFrom('suppliers').select('order_email').where('id', '=', supplierId).executeTakeFirstOrThrow(),
  ]);
  return [...new Set([...contacts.map((c) => c.email), supplier.order_email].filter(Boolean))];
}
