import { sql } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { tellRestaurant } from '../orders/conversation.js';

export const LATE_DELIVERIES_JOB = 'orders.late';
/** How often orders are looked at for lateness. */
export const LATE_CHECK_MINUTES = 15;
/** Orders whose delivery time is further back than this are not reported late any more (old history). */
const LOOK_BACK_DAYS = 7;
const DELIVERED = 36;

/** The periodic check for late deliveries; each run queues the next one (one per slot, whoever gets there first). */
export function defineLateDeliveryJob(ctx: AppContext): void {
  ctx.queue.define(LATE_DELIVERIES_JOB, z.object({ slot: z.string() }), async () => {
    await notifyLateDeliveries(ctx);
    await scheduleLateDeliveries(ctx);
  });
}

/**
 * Orders for delivery (not pickup) not received by their delivery time plus the restaurant's grace period: each is
 * marked told and its restaurant gets a notice (and an email with New Orders on), in one transaction, so an order
 * is reported once however often this runs.
 */
export async function notifyLateDeliveries(ctx: AppContext, now = new Date()): Promise<number> {
  return ctx.db.transaction().execute(async (tx) => {
    const late = await sql<{ id: number; grace: number }>`
      UPDATE orders o SET late_notified_at = ${now}
      FROM businesses b
      WHERE b.id = o.business_id AND o.late_notified_at IS NULL AND o.delivery_time IS NOT NULL
        AND NOT o.pickup AND o.status_id <> ${DELIVERED}
        AND o.delivery_time + make_interval(mins => b.late_grace_minutes) < ${now}
        AND o.delivery_time > ${now}::timestamptz - make_interval(days => ${LOOK_BACK_DAYS})
        AND NOT EXISTS (SELECT 1 FROM order_receipts r WHERE r.order_id = o.id)
      RETURNING o.id, b.late_grace_minutes AS grace`.execute(tx);
    for (const o of late.rows)
      await tellRestaurant(
        ctx,
        tx,
        o.id,
        (s) =>
          `Order #${o.id} from ${s} is late: not received ${graceText(o.grace)}${o.grace === 0 ? '' : ' after'} its delivery time`,
        `late:${o.id}`,
      );
    return late.rows.length;
  });
}

/** Makes sure the next check is queued. */
export async function scheduleLateDeliveries(ctx: AppContext, now = new Date()): Promise<void> {
  const step = LATE_CHECK_MINUTES * 60_000;
  const runAt = new Date(Math.floor(now.getTime() / step) * step + step);
  const slot = runAt.toISOString().slice(0, 16);
  await ctx.queue.enqueue(ctx.db, LATE_DELIVERIES_JOB, { slot }, { singletonKey: `orders-late:${slot}`, runAt });
}

const graceText = (minutes: number) =>
  minutes === 0 ? 'by' : minutes % 60 === 0 ? `${minutes / 60} hour${minutes === 60 ? '' : 's'}` : `${minutes} minutes`;
