import { createHash, randomBytes } from 'node:crypto';
import {
  CREDIT_REASONS,
  compare,
  type orderReceiveBody,
  RECEIVE_MSG,
  RECEIVE_PHOTO_MAX_BYTES,
  type ReceiveReason,
  toNumber,
} from '@app/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { AppContext, Principal } from '../../context.js';
import type { Tx } from '../../db/database.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { acceptPhoto } from '../../lib/file-type.js';
import { decodeBase64 } from '../invoices/upload.js';
import { accessibleOrder } from '../orders/access.js';
import { changeStatus } from '../orders/status.js';
import { totalAndSend } from './credit-mail.js';
import { checkInvoiceAgainstOrders } from './invoice-check.js';

const DELIVERED = 36;

type ReceiveInput = z.infer<typeof orderReceiveBody>;
type CheckedLine = {
  orderItemId: number;
  receivedQuantity: number;
  reason: ReceiveReason | null;
  substituteName: string;
  substitutePrice: number | null;
  photo: { bytes: Buffer; ext: string; contentType: string } | null;
};

/**
 * The restaurant receives a delivery: per line the quantity that came (as ordered when left out) and why it
 * differs. Shorts, damages and refusals make one credit request to the supplier, its amounts worked out from the
 * order's own prices in the database. Everything is one transaction; the same idempotency key again returns what
 * the first request made, and an order is received once. A complete receipt marks the order Delivered; otherwise
 * the history records it as partly received.
 */
export async function receiveOrder(ctx: AppContext, p: Principal, input: ReceiveInput) {
  const order = await accessibleOrder(ctx, p, input.orderId);
  const done = await findReceipt(ctx, order.id);
  if (done) {
    if (done.idempotency_key === input.idempotencyKey) return receiptResult(ctx, done.id);
    throw conflict(RECEIVE_MSG.already);
  }
  const items = await ctx.db
    .selectFrom('order_items')
    .select(['id', 'name', 'ordered_quantity'])
    .where('order_id', '=', order.id)
    .orderBy('id')
    .execute();
  const lines = checkLines(items, input.lines);

  // Photos are stored before the transaction (storage is not part of it); a failed receipt leaves only unused files.
  const photoKeys = new Map<number, string>();
  for (const l of lines) {
    if (!l.photo) continue;
    const key = `receiving/${order.business_id}/${order.id}/${l.orderItemId}-${randomBytes(8).toString('hex')}.${l.photo.ext}`;
    await ctx.storage.put(key, l.photo.bytes, l.photo.contentType);
    photoKeys.set(l.orderItemId, key);
  }

  const receiptId = await ctx.db.transaction().execute(async (tx) => {
    const receipt = await tx
      .insertInto('order_receipts')
      .values({
        order_id: order.id,
        user_id: p.userId,
        received_by: input.receivedBy,
        received_at: input.receivedAt ? new Date(input.receivedAt) : new Date(),
        complete: input.complete,
        idempotency_key: input.idempotencyKey,
      })
      .onConflict((oc) => oc.column('order_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!receipt) return null; // received by a request running at the same time
    for (const l of lines) {
      const key = photoKeys.get(l.orderItemId);
      if (key && l.photo) await recordPhoto(tx, key, l.photo, order.business_id, p.userId);
    }
    await tx
      .insertInto('order_receipt_lines')
      .values(
        lines.map((l) => ({
          receipt_id: receipt.id,
          order_item_id: l.orderItemId,
          received_quantity: l.receivedQuantity,
          reason: l.reason,
          substitute_name: l.substituteName,
          substitute_price: l.substitutePrice,
          photo_key: photoKeys.get(l.orderItemId) ?? null,
        })),
      )
      .execute();
    const by = { userId: p.userId, author: p.name };
    const shortLines = lines.filter((l) => l.reason && l.reason !== 'substituted').length;
    const note = [
      `${input.complete ? 'Received' : 'Partly received'} by ${input.receivedBy}`,
      shortLines ? `${shortLines} line${shortLines === 1 ? '' : 's'} short, damaged or refused` : '',
    ]
      .filter(Boolean)
      .join(' · ');
    await changeStatus(tx, order.id, input.complete ? DELIVERED : order.status_id, by, note);
    await makeCreditRequest(ctx, tx, receipt.id, order);
    // An invoice imported before the delivery came is checked again against what was received.
    const billed = await tx.selectFrom('invoices').select('id').where('order_id', '=', order.id).execute();
    for (const inv of billed) await checkInvoiceAgainstOrders(tx, inv.id);
    return receipt.id;
  });
  if (receiptId === null) {
    const again = await findReceipt(ctx, order.id);
    if (again?.idempotency_key === input.idempotencyKey) return receiptResult(ctx, again.id);
    throw conflict(RECEIVE_MSG.already);
  }
  return receiptResult(ctx, receiptId);
}

async function recordPhoto(
  tx: Tx,
  key: string,
  photo: { bytes: Buffer; contentType: string },
  businessId: number,
  userId: number,
) {
  await tx
    .insertInto('stored_files')
    .values({
      key,
      content_type: photo.contentType,
      size: photo.bytes.length,
      sha256: createHash('sha256').update(photo.bytes).digest('hex'),
      business_id: businessId,
      user_id: userId,
    })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

/**
 * Every line of the order once: a given quantity no more than ordered, a reason when it is less or when a
 * substitute came, a substitute's name and price, a photo that is a real JPEG or PNG. Lines left out came as ordered.
 */
export function checkLines(
  items: { id: number; name: string; ordered_quantity: string }[],
  given: ReceiveInput['lines'],
): CheckedLine[] {
  const byId = new Map<number, ReceiveInput['lines'][number]>();
  for (const l of given) {
    if (!items.some((i) => i.id === l.orderItemId) || byId.has(l.orderItemId)) throw notFound(RECEIVE_MSG.line);
    byId.set(l.orderItemId, l);
  }
  return items.map((item) => {
    const l = byId.get(item.id);
    if (!l)
      return {
        orderItemId: item.id,
        receivedQuantity: toNumber(item.ordered_quantity),
        reason: null,
        substituteName: '',
        substitutePrice: null,
        photo: null,
      };
    const received = compare(l.receivedQuantity, item.ordered_quantity);
    if (received > 0) throw badRequest(RECEIVE_MSG.overReceived(item.name));
    const reason = l.reason ?? null;
    const short = received < 0;
    if (short && !reason) throw badRequest(RECEIVE_MSG.reason(item.name));
    if (reason === 'substituted' && (!l.substituteName || l.substitutePrice === undefined))
      throw badRequest(RECEIVE_MSG.substitute(item.name));
    // A credit reason on a line that came in full asks for nothing: it is not kept.
    const kept = reason === 'substituted' || short ? reason : null;
    return {
      orderItemId: item.id,
      receivedQuantity: l.receivedQuantity,
      reason: kept,
      substituteName: kept === 'substituted' ? (l.substituteName ?? '') : '',
      substitutePrice: kept === 'substituted' ? (l.substitutePrice ?? null) : null,
      photo: l.photo ? decodePhoto(l.photo) : null,
    };
  });
}

function decodePhoto(photo: { fileName: string; contentBase64: string }) {
  const bytes = decodeBase64(photo.contentBase64);
  const { ext, contentType } = acceptPhoto(bytes, photo.fileName, RECEIVE_PHOTO_MAX_BYTES, {
    wrongType: RECEIVE_MSG.photoType,
    tooLarge: RECEIVE_MSG.photoSize,
  });
  return { bytes, ext, contentType };
}

/**
 * The credit request of a receipt, when something was short, damaged or refused: each such line's shortfall
 * (ordered − received) at the ordered line's price of one ordered unit (price × pack size), rounded to the cent in
 * the database, and the request's total as their sum. Queues its email to the supplier.
 */
async function makeCreditRequest(
  ctx: AppContext,
  tx: Tx,
  receiptId: number,
  order: { id: number; business_id: number; supplier_id: number },
) {
  const request = await tx
    .insertInto('credit_requests')
    .values({
      order_id: order.id,
      receipt_id: receiptId,
      business_id: order.business_id,
      supplier_id: order.supplier_id,
      total: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const made = await sql<{ id: number }>`
    INSERT INTO credit_request_lines (credit_request_id, order_item_id, name, unit, reason, quantity, unit_price, amount)
    SELECT ${request.id}, i.id, i.name, i.unit, rl.reason, i.ordered_quantity - rl.received_quantity,
           i.price * i.quantity, round((i.ordered_quantity - rl.received_quantity) * i.price * i.quantity, 2)
    FROM order_receipt_lines rl JOIN order_items i ON i.id = rl.order_item_id
    WHERE rl.receipt_id = ${receiptId} AND rl.reason IN (${sql.join([...CREDIT_REASONS])})
      AND rl.received_quantity < i.ordered_quantity
    ORDER BY i.id
    RETURNING id`.execute(tx);
  if (made.rows.length === 0) {
    await tx.deleteFrom('credit_requests').where('id', '=', request.id).execute();
    return;
  }
  await totalAndSend(ctx, tx, request.id);
}

const findReceipt = (ctx: AppContext, orderId: number) =>
  ctx.db
    .selectFrom('order_receipts')
    .select(['id', 'idempotency_key'])
    .where('order_id', '=', orderId)
    .executeTakeFirst();

async function receiptResult(ctx: AppContext, receiptId: number) {
  const credit = await ctx.db
    .selectFrom('credit_requests')
    .select(['id'])
    .where('receipt_id', '=', receiptId)
    .executeTakeFirst();
  return { receiptId, creditRequestId: credit?.id ?? null };
}
