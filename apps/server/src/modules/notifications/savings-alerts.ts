import { formatMoney, sum } from '@app/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { MAIL_JOB } from '../../jobs/mail.js';
import { savingsFor } from '../reports/restaurant.js';

export const SAVINGS_JOB = 'savings.alert';
export const SAVINGS_WEEKLY_JOB = 'savings.weekly';
const MIN_SAVING_PCT = 5;

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Queues a savings check for a restaurant, at most one per hour (imports and price changes come in bursts). */
export async function queueSavingsAlert(ctx: AppContext, exec: Db, businessId: number, reason: string): Promise<void> {
  const hour = new Date().toISOString().slice(0, 13);
  await ctx.queue.enqueue(exec, SAVINGS_JOB, { businessId, reason }, { singletonKey: `savings:${businessId}:${hour}` });
}

/** Monday 08:00 UTC after `from`. */
export function nextMonday(from: Date): Date {
  const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate(), 8));
  const add = (8 - d.getUTCDay()) % 7 || 7;
  d.setUTCDate(d.getUTCDate() + add);
  return d;
}

/**
 * Savings alerts: order-guide items now at least 5 % cheaper at another connected supplier are emailed to the
 * restaurant's users who keep the savings setting on, after an invoice import, a supplier price change, and
 * in a weekly digest.
 */
export function defineSavingsJobs(ctx: AppContext): void {
  ctx.queue.define(
    SAVINGS_JOB,
    z.object({ businessId: z.number().int(), reason: z.string() }),
    async ({ businessId, reason }) => {
      const savings = (await savingsFor(ctx.db, businessId)).filter((s) => s.saving_pct >= MIN_SAVING_PCT);
      if (savings.length === 0) return;
      const users = await ctx.db
        .selectFrom('team_memberships as m')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .select('u.email')
        .where('m.business_id', '=', businessId)
        .where('u.notify_savings', '=', true)
        .execute();
      if (users.length === 0) return;
      const link = `${ctx.config.publicUrl}/Reports`;
      const top = savings.slice(0, 20);
      const total = formatMoney(sum(savings.map((s) => s.monthly_saving)));
      const line = (s: (typeof savings)[number]) =>
        `${s.name} (${s.supplier}): ${s.saving_pct}% cheaper as ${s.better_name} at ${s.better_supplier}, about ${formatMoney(s.monthly_saving)} a month`;
      await ctx.queue.enqueue(ctx.db, MAIL_JOB, {
        to: users.map((u) => u.email),
        subject: `Savings found: ${savings.length} order guide item${savings.length === 1 ? '' : 's'} cheaper elsewhere`,
        text: `${reason}\n\nThese items in your order guide are at least ${MIN_SAVING_PCT}% cheaper at another of your suppliers (about ${total} a month in all):\n\n${top.map((s) => `- ${line(s)}`).join('\n')}\n\nSee all savings: ${link}\n`,
        html: `<p>${esc(reason)}</p><p>These items in your order guide are at least ${MIN_SAVING_PCT}% cheaper at another of your suppliers (about <strong>${total}</strong> a month in all):</p><ul>${top.map((s) => `<li>${esc(line(s))}</li>`).join('')}</ul><p><a href="${esc(link)}">See all savings</a></p>`,
      });
    },
  );

  ctx.queue.define(SAVINGS_WEEKLY_JOB, z.object({ week: z.string() }), async () => {
    const businesses = await ctx.db.selectFrom('businesses').select('id').execute();
    for (const b of businesses) await queueSavingsAlert(ctx, ctx.db, b.id, 'Your weekly savings digest.');
    await scheduleWeeklyDigest(ctx);
  });
}

/** Makes sure next Monday's digest is queued (one per week, whichever process gets there first). */
export async function scheduleWeeklyDigest(ctx: AppContext, now = new Date()): Promise<void> {
  const runAt = nextMonday(now);
  const week = runAt.toISOString().slice(0, 10);
  await ctx.queue.enqueue(ctx.db, SAVINGS_WEEKLY_JOB, { week }, { singletonKey: `savings-weekly:${week}`, runAt });
}
