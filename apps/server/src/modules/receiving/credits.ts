import { CREDIT_MSG, type CreditStatus, type creditRequestActBody } from '@app/contracts';
import type { Expression, SqlBool } from 'kysely';
import type { z } from 'zod';
import type { AppContext, Principal } from '../../context.js';
import type { Db } from '../../db/database.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { signedFileUrl } from '../../lib/signed-url.js';
import { accessibleOrder, ordersVisibleTo } from '../orders/access.js';
import { tellRestaurant } from '../orders/conversation.js';

export type CreditAction = Omit<z.infer<typeof creditRequestActBody>, 'creditRequestId'>;

/** A credit request with its lines, the order it is about, its restaurant and supplier. */
export async function creditRequestView(db: Db, id: number) {
  const [r] = await creditRequestRows(db, { id });
  if (!r) throw notFound(CREDIT_MSG.notFound);
  return r;
}

/**
 * The credit requests a caller may see, newest first: its restaurant's, its supplier's, or (admin) everybody's;
 * of one order when it names one (an order it may see, else 404).
 */
export async function listCreditRequests(ctx: AppContext, p: Principal, orderId?: number) {
  if (orderId !== undefined) await accessibleOrder(ctx, p, orderId);
  return { creditRequests: await creditRequestRows(ctx.db, { visible: ordersVisibleTo(p, 'c'), orderId }) };
}

/** Credit requests, newest first: one by id, or those of an order, or all, of those `visible` keeps. */
async function creditRequestRows(db: Db, where: { id?: number; orderId?: number; visible?: Expression<SqlBool> }) {
  let q = db
    .selectFrom('credit_requests as c')
    .innerJoin('businesses as b', 'b.id', 'c.business_id')
    .innerJoin('suppliers as s', 's.id', 'c.supplier_id')
    .select([
      'c.id',
      'c.order_id',
      'c.invoice_id',
      'c.status',
      'c.total',
      'c.dispute_note',
      'c.credit_number',
      'c.acted_by',
      'c.acted_at',
      'c.created_at',
      'b.name as business_name',
      's.name as supplier_name',
    ])
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(500);
  if (where.id !== undefined) q = q.where('c.id', '=', where.id);
  if (where.orderId !== undefined) q = q.where('c.order_id', '=', where.orderId);
  if (where.visible) q = q.where(where.visible);
  const rows = await q.execute();
  if (rows.length === 0) return [];
  const lines = await db
    .selectFrom('credit_request_lines')
    .select(['id', 'credit_request_id', 'order_item_id', 'name', 'unit', 'reason', 'quantity', 'unit_price', 'amount'])
    .where(
      'credit_request_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    orderId: r.order_id,
    invoiceId: r.invoice_id,
    status: r.status,
    total: r.total,
    disputeNote: r.dispute_note,
    creditNumber: r.credit_number,
    actedBy: r.acted_by,
    actedAt: r.acted_at,
    created: r.created_at,
    restaurant: r.business_name,
    supplier: r.supplier_name,
    lines: lines
      .filter((l) => l.credit_request_id === r.id)
      .map((l) => ({
        id: l.id,
        orderItemId: l.order_item_id,
        name: l.name,
        unit: l.unit,
        reason: l.reason,
        quantity: l.quantity,
        unitPrice: l.unit_price,
        amount: l.amount,
      })),
  }));
}
export type CreditRequestView = Awaited<ReturnType<typeof creditRequestView>>;

const NEXT: Record<CreditAction['action'], CreditStatus> = {
  accept: 'accepted',
  dispute: 'disputed',
  credited: 'credited',
};

/**
 * The supplier's side answers a credit request: accepts it, disputes it with a note, or marks it credited with
 * its credit number. A credited request is final; the same answer again changes nothing. The restaurant's users
 * get a notice (and an email when their New Orders setting is on).
 */
export async function actOnCreditRequest(ctx: AppContext, id: number, input: CreditAction, author: string) {
  if (input.action === 'dispute' && !input.note) throw badRequest(CREDIT_MSG.disputeNote);
  if (input.action === 'credited' && !input.creditNumber) throw badRequest(CREDIT_MSG.creditNumber);
  const status = NEXT[input.action];
  await ctx.db.transaction().execute(async (tx) => {
    const r = await tx
      .selectFrom('credit_requests')
      .select(['id', 'order_id', 'status', 'total'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!r) throw notFound(CREDIT_MSG.notFound);
    if (r.status === status) return;
    if (r.status === 'credited') throw conflict(CREDIT_MSG.done);
    await tx
      .updateTable('credit_requests')
      .set({
        status,
        acted_by: author.slice(0, 200),
        acted_at: new Date(),
        ...(input.action === 'dispute' ? { dispute_note: input.note ?? '' } : {}),
        ...(input.action === 'credited' ? { credit_number: input.creditNumber ?? '' } : {}),
      })
      .where('id', '=', id)
      .execute();
    const what =
      input.action === 'accept'
        ? 'accepted'
        : input.action === 'dispute'
          ? `disputed (${clip(input.note ?? '')})`
          : `credited (credit number ${input.creditNumber})`;
    await tellRestaurant(
      ctx,
      tx,
      r.order_id,
      (s) => `${s} ${what} the credit request of $${r.total} for order #${r.order_id}`,
      `credit:${id}:${status}`,
    );
  });
  return creditRequestView(ctx.db, id);
}

/** A signed-in supplier (its own requests) or an admin acts on a credit request; anyone else gets 404. */
export async function actAsSupplier(ctx: AppContext, p: Principal, id: number, input: CreditAction) {
  const mine =
    (p.usertype === 'admin' || p.usertype === 'supplier') &&
    (await ctx.db
      .selectFrom('credit_requests as c')
      .select('c.id')
      .where('c.id', '=', id)
      .where(ordersVisibleTo(p, 'c'))
      .executeTakeFirst());
  if (!mine) throw notFound(CREDIT_MSG.notFound);
  return { creditRequest: await actOnCreditRequest(ctx, id, input, p.name) };
}

/** The receipt of an order (null before it is received): who, when, and each line as it came, with its photo. */
export async function orderReceipt(ctx: AppContext, p: Principal, orderId: number) {
  await accessibleOrder(ctx, p, orderId);
  const receipt = await ctx.db
    .selectFrom('order_receipts')
    .select(['id', 'received_by', 'received_at', 'complete'])
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  if (!receipt) return { receipt: null };
  const lines = await ctx.db
    .selectFrom('order_receipt_lines as rl')
    .innerJoin('order_items as i', 'i.id', 'rl.order_item_id')
    .select([
      'rl.order_item_id',
      'i.name',
      'i.unit',
      'i.ordered_quantity',
      'rl.received_quantity',
      'rl.reason',
      'rl.substitute_name',
      'rl.substitute_price',
      'rl.photo_key',
    ])
    .where('rl.receipt_id', '=', receipt.id)
    .orderBy('i.id')
    .execute();
  return {
    receipt: {
      receivedBy: receipt.received_by,
      receivedAt: receipt.received_at,
      complete: receipt.complete,
      lines: lines.map((l) => ({
        orderItemId: l.order_item_id,
        name: l.name,
        unit: l.unit,
        orderedQuantity: l.ordered_quantity,
        receivedQuantity: l.received_quantity,
        reason: l.reason,
        substituteName: l.substitute_name,
        substitutePrice: l.substitute_price,
        photoUrl: l.photo_key ? signedFileUrl(ctx.config.jwtSecret, l.photo_key) : null,
      })),
    },
  };
}

const clip = (s: string) => (s.length > 120 ? `${s.slice(0, 119)}…` : s);
