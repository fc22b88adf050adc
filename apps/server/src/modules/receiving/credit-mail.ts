import { CREDIT_LINK_DAYS, CREDIT_REMINDER_DAYS, formatMoney as money, formatQuantity as qty } from '@app/contracts';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/database.js';
import { MAIL_JOB, type MailPayload } from '../../jobs/mail.js';
import { escapeHtml as esc } from '../../lib/html.js';
import { signedToken } from '../../lib/signed-url.js';
import { supplierOrderAddresses } from '../orders/mail-job.js';
import { type CreditRequestView, creditRequestView } from './credits.js';

export const CREDIT_MAIL_JOB = 'credit.mail';
export const CREDIT_REMINDERS_JOB = 'credit.reminders';

/** A credit request's total, summed from its lines in SQL, and its email queued (once), inside the caller's transaction. */
export async function totalAndSend(ctx: AppContext, tx: Tx, creditRequestId: number): Promise<void> {
  await tx
    .updateTable('credit_requests')
    .set({
      total: sql<string>`(SELECT coalesce(sum(amount), 0) FROM credit_request_lines WHERE credit_request_id = ${creditRequestId})`,
    })
    .where('id', '=', creditRequestId)
    .execute();
  await ctx.queue.enqueue(
    tx,
    CREDIT_MAIL_JOB,
    { creditRequestId, reminder: false },
    { singletonKey: `credit-mail:${creditRequestId}` },
  );
}
/** What the supplier's link is signed for. */
export const CREDIT_LINK_PURPOSE = 'credit-request';

const REASON: Record<string, string> = {
  short: 'short',
  damaged: 'damaged',
  refused: 'refused',
  overpriced: 'billed above the ordered price',
  overbilled: 'billed beyond what was received',
  not_ordered: 'billed but not ordered',
};

/** The credit request as the supplier's order contacts receive it: its lines and amounts, and the signed link. */
export function creditMail(v: CreditRequestView, to: string[], link: string, reminder: boolean): MailPayload {
  const title = `${reminder ? 'Reminder: credit' : 'Credit'} request #${v.id} from ${v.restaurant} for order #${v.orderId}: ${money(v.total)}`;
  const line = (l: CreditRequestView['lines'][number]) =>
    `${l.name}: ${qty(l.quantity)} ${l.unit} ${REASON[l.reason]} x ${money(l.unitPrice)} = ${money(l.amount)}`;
  const lead = reminder
    ? `This credit request has been open for more than ${CREDIT_REMINDER_DAYS} days.`
    : v.invoiceId !== null
      ? `${v.restaurant} was billed for order #${v.orderId} above what was ordered and received, and asks for a credit.`
      : `${v.restaurant} received order #${v.orderId} with lines short, damaged or refused, and asks for a credit.`;
  const text = [
    title,
    '',
    lead,
    '',
    ...v.lines.map((l) => `- ${line(l)}`),
    '',
    `Total: ${money(v.total)} CAD`,
    '',
    `Accept it, dispute it or mark it credited (no sign-in needed): ${link}`,
    `The link works for ${CREDIT_LINK_DAYS} days.`,
  ].join('\n');
  const html = `<p>${esc(lead)}</p><ul>${v.lines.map((l) => `<li>${esc(line(l))}</li>`).join('')}</ul><p><strong>Total: ${esc(money(v.total))} CAD</strong></p><p><a href="${esc(link)}">Accept, dispute or mark credited</a> (no sign-in needed; the link works for ${CREDIT_LINK_DAYS} days).</p>`;
  return { to, subject: title, text, html };
}

/** The supplier's link to one credit request, signed and good for CREDIT_LINK_DAYS. */
export function creditLink(ctx: AppContext, id: number): string {
  const token = signedToken(ctx.config.jwtSecret, CREDIT_LINK_PURPOSE, id, CREDIT_LINK_DAYS * 24 * 3600);
  return `${ctx.config.publicUrl}/credit_request?t=${encodeURIComponent(token)}`;
}

/**
 * The credit request's email (and its reminders) to the supplier's order contacts for the restaurant and its
 * order address, as the order email goes; each queued once (singleton keys).
 */
export function defineCreditJobs(ctx: AppContext): void {
  ctx.queue.define(
    CREDIT_MAIL_JOB,
    z.object({ creditRequestId: z.number().int(), reminder: z.boolean(), day: z.string().optional() }),
    async ({ creditRequestId, reminder, day }) => {
      const r = await ctx.db
        .selectFrom('credit_requests')
        .select(['business_id', 'supplier_id', 'status'])
        .where('id', '=', creditRequestId)
        .executeTakeFirst();
      if (!r || (reminder && r.status !== 'open')) return;
      const to = await supplierOrderAddresses(ctx, r.business_id, r.supplier_id);
      if (to.length === 0) return;
      const view = await creditRequestView(ctx.db, creditRequestId);
      await ctx.queue.enqueue(ctx.db, MAIL_JOB, creditMail(view, to, creditLink(ctx, creditRequestId), reminder), {
        singletonKey: `credit-mail-send:${creditRequestId}:${reminder ? (day ?? 'reminder') : 'first'}`,
      });
    },
    { maxAttempts: 8, timeoutMs: 60_000 },
  );
  ctx.queue.define(CREDIT_REMINDERS_JOB, z.object({ day: z.string() }), async ({ day }) => {
    await remindOpenCreditRequests(ctx, day);
    await scheduleCreditReminders(ctx);
  });
}

/**
 * Requests open longer than CREDIT_REMINDER_DAYS and not reminded within that time get a reminder email. Marking
 * them reminded and queueing their mails is one transaction, so a repeated run sends nothing twice.
 */
export async function remindOpenCreditRequests(ctx: AppContext, day: string, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - CREDIT_REMINDER_DAYS * 24 * 3600 * 1000);
  return ctx.db.transaction().execute(async (tx) => {
    const due = await tx
      .updateTable('credit_requests')
      .set({ reminded_at: now })
      .where('status', '=', 'open')
      .where('created_at', '<', before)
      .where((eb) => eb.or([eb('reminded_at', 'is', null), eb('reminded_at', '<', before)]))
      .returning('id')
      .execute();
    if (due.length > 0)
      await ctx.queue.enqueueMany(
        tx,
        due.map((d) => ({
          name: CREDIT_MAIL_JOB,
          payload: { creditRequestId: d.id, reminder: true, day },
          opts: { singletonKey: `credit-reminder:${d.id}:${day}` },
        })),
      );
    return due.length;
  });
}

/** Makes sure tomorrow's reminder run is queued (one a day, whichever process gets there first). */
export async function scheduleCreditReminders(ctx: AppContext, now = new Date()): Promise<void> {
  const runAt = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 13));
  const day = runAt.toISOString().slice(0, 10);
  await ctx.queue.enqueue(ctx.db, CREDIT_REMINDERS_JOB, { day }, { singletonKey: `credit-reminders:${day}`, runAt });
}
