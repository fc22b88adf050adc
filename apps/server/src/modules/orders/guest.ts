import { timingSafeEqual } from 'node:crypto';
import type { orderUpdateGetBody } from '@app/contracts';
import { GUEST_LINK_DAYS, ORDER_MSG } from '@app/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { consumeRateLimit } from '../../lib/rate-limit.js';
import { sha256 } from '../auth/tokens.js';
import { addOrderNote, setOrderStatus } from './conversation.js';
import { proposeChanges } from './proposals.js';
import { orderView } from './view.js';

const RECEIVED = 2;

/**
 * The emailed order link: no sign-in, the two keys identify the order. A guest sees the order and its notes,
 * adds a note with a name or an email, may mark the order Received and propose changes to its lines; each is told
 * to the restaurant. The link expires GUEST_LINK_DAYS after the
 * delivery date (410 with a message saying so).
 */
export async function guestOrder(ctx: AppContext, input: z.infer<typeof orderUpdateGetBody>, ip: string) {
  await consumeRateLimit(ctx.db, `guest_order:ip:${ip}`, 120, 600);
  const missing = () => notFound('This order link is not valid');
  if (!/^[0-9a-f]{32}$/.test(input.irk) || !/^[0-9a-f]{32}$/.test(input.ivrk)) throw missing();
  const o = await ctx.db
    .selectFrom('orders')
    .select(['id', 'status_id', 'guest_verify_hash', 'delivery_time', 'created_at'])
    .where('guest_ref_key', '=', input.irk)
    .executeTakeFirst();
  const given = Buffer.from(sha256(input.ivrk), 'hex');
  const stored = Buffer.from(o?.guest_verify_hash ?? sha256(''), 'hex');
  if (!o || !timingSafeEqual(given, stored)) throw missing();
  if (Date.now() > guestLinkExpiry(o).getTime()) throw new AppError('LINK_EXPIRED', ORDER_MSG.linkExpired);
  const author = input.author?.trim() ?? '';
  if (input.note && !author) throw badRequest(ORDER_MSG.guestNeedsName);
  const by = { userId: null, author: author || 'Supplier (email link)', fromSupplier: true };
  if (input.note || input.markReceived || input.proposals)
    await ctx.db.transaction().execute(async (tx) => {
      if (input.proposals) await proposeChanges(ctx, tx, o.id, input.proposals, by);
      if (input.note) await addOrderNote(ctx, tx, o.id, input.note, { ...by, guest: true });
      // Marking it received again (a second click, a retried request) adds nothing to the history.
      if (input.markReceived && o.status_id !== RECEIVED) await setOrderStatus(ctx, tx, o.id, RECEIVED, by);
    });
  const view = await orderView(ctx.db, o.id);
  return { order: view };
}

/** When an order's emailed link stops working: GUEST_LINK_DAYS after its delivery date (or after it was sent). */
export function guestLinkExpiry(o: { delivery_time: Date | null; created_at: Date }): Date {
  const from = o.delivery_time ?? o.created_at;
  return new Date(from.getTime() + GUEST_LINK_DAYS * 24 * 3600 * 1000);
}
