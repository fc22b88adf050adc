import { randomBytes } from 'node:crypto';
import { ORDER_MSG, type SendOrderInput } from '@app/contracts';
import { sql } from 'kysely';
import type { AppContext, Principal } from '../../context.js';
import type { Tx } from '../../db/database.js';
import { MAIL_JOB } from '../../jobs/mail.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { businessScope } from '../../lib/tenancy.js';
import { sha256 } from '../auth/tokens.js';
import { getConnection } from '../suppliers/repository.js';
import { newOrderSupplierMail, orderMail } from './emails.js';
import { orderView } from './view.js';

type Line = {
  item_id: number;
  item_price_id: number;
  latest_id: number;
  name: string;
  unit: string;
  quantity: string;
  price: string;
};

/**
 * Sends one supplier's cart as an order. Prices, pack sizes and the supplier's minimum come from the database;
 * the order, its lines, its Pending status and its emails are one transaction; the same idempotency key
 * returns the order already made instead of making another.
 */
export async function sendOrder(ctx: AppContext, p: Principal, input: SendOrderInput) {
  const businessId = businessScope(p, input.businessId);
  const existing = await findByKey(ctx, businessId, input.idempotencyKey);
  if (existing) return existing;
  const connection = await getConnection(ctx.db, businessId, input.supplierId);
  if (!connection.account_id) throw new AppError('ACCOUNT_REQUIRED', ORDER_MSG.accountRequired);
  if (!input.deliveryTime) throw badRequest(ORDER_MSG.deliveryTime);
  const deliveryTime = new Date(input.deliveryTime);
  if (deliveryTime.getTime() < Date.now() - 60 * 60 * 1000) throw badRequest(ORDER_MSG.deliveryPast);
  const wanted = input.items.filter((i) => i.ordered_quantity > 0);
  if (wanted.length === 0) throw badRequest(ORDER_MSG.noItems);

  const lines = await priceLines(
    ctx,
    businessId,
    input.supplierId,
    wanted.map((w) => w.item_price_id),
  );
  const changed = lines.filter((l) => l.item_price_id !== l.latest_id);
  if (changed.length > 0) {
    const current = await ctx.db
      .selectFrom('item_prices')
      .select(['id as item_price_id', 'item_id', 'price', 'unit', 'quantity'])
      .where(
        'id',
        'in',
        changed.map((c) => c.latest_id),
      )
      .execute();
    throw new AppError(
      'PRICE_CHANGED',
      ORDER_MSG.priceChanged,
      current.map((c) => ({
        ...c,
        previous_item_price_id: changed.find((x) => x.latest_id === c.item_price_id)?.item_price_id,
      })),
    );
  }

  const totals = await sql<{ total: string }>`
    SELECT COALESCE(sum(round(ip.price * ip.quantity * w.q, 2)), 0)::numeric(14,2)::text AS total
    FROM item_prices ip JOIN (SELECT * FROM unnest(${wanted.map((w) => w.item_price_id)}::int[], ${wanted.map((w) => w.ordered_quantity)}::numeric[]) AS t(id, q)) w ON w.id = ip.id`.execute(
    ctx.db,
  );
  const total = totals.rows[0]?.total ?? '0.00';
  if (Number(total) < Number(connection.minimum_order))
    throw new AppError('MINIMUM_ORDER', ORDER_MSG.minimumOrder(Number(connection.minimum_order).toFixed(2)));

  const guestRef = randomBytes(16).toString('hex');
  const guestVerify = randomBytes(16).toString('hex');
  const orderId = await ctx.db.transaction().execute(async (tx) => {
    const order = await tx
      .insertInto('orders')
      .values({
        business_id: businessId,
        supplier_id: input.supplierId,
        user_id: p.userId,
        business_location_id: await locationId(tx, businessId, input.businessLocationId),
        address: input.address,
        phone: input.phone,
        contact_name: input.contactName || p.name,
        pickup: input.pickup,
        delivery_time: deliveryTime,
        account_id: connection.account_id,
        notes: noteTexts(input.notes).join('\n'),
        total,
        idempotency_key: input.idempotencyKey,
        guest_ref_key: guestRef,
        guest_verify_hash: sha256(guestVerify),
      })
      .onConflict((oc) =>
        oc.columns(['business_id', 'idempotency_key']).where('idempotency_key', 'is not', null).doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    if (!order) return null;
    await tx
      .insertInto('order_items')
      .values(
        wanted.map((w) => {
          const l = lines.find((x) => x.item_price_id === w.item_price_id)!;
          return {
            order_id: order.id,
            item_id: l.item_id,
            item_price_id: l.item_price_id,
            name: l.name,
            unit: l.unit,
            quantity: l.quantity,
            ordered_quantity: w.ordered_quantity,
            price: l.price,
            line_total: sql<string>`round(${l.price}::numeric * ${l.quantity}::numeric * ${w.ordered_quantity}::numeric, 2)`,
            note: w.note ?? '',
          };
        }),
      )
      .execute();
    await tx
      .insertInto('order_status_history')
      .values({ order_id: order.id, status_id: 1, user_id: p.userId, author: p.name })
      .execute();
    const notes = noteTexts(input.notes);
    if (notes.length > 0)
      await tx
        .insertInto('order_notes')
        .values(notes.map((note) => ({ order_id: order.id, user_id: p.userId, author: p.name, note })))
        .execute();
    await enqueueOrderMails(ctx, tx, order.id, guestRef, guestVerify, p);
    return order.id;
  });
  if (orderId === null) {
    const again = await findByKey(ctx, businessId, input.idempotencyKey);
    if (again) return again;
    throw new AppError('CONFLICT', 'This order was just sent');
  }
  return { status: 'SUCCESS', orderId, total, created: true };
}

async function findByKey(ctx: AppContext, businessId: number, key: string) {
  const o = await ctx.db
    .selectFrom('orders')
    .select(['id', 'total'])
    .where('business_id', '=', businessId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return o ? { status: 'SUCCESS', orderId: o.id, total: o.total, created: false } : null;
}

/** The requested price rows, each with the item's latest price visible to this restaurant; 404 if any is foreign. */
async function priceLines(ctx: AppContext, businessId: number, supplierId: number, ids: number[]): Promise<Line[]> {
  const unique = [...new Set(ids)];
  const rows = await sql<Line>`
    SELECT ip.item_id, ip.id AS item_price_id, latest.id AS latest_id, i.name, ip.unit, ip.quantity::text, ip.price::text
    FROM item_prices ip
    JOIN items i ON i.id = ip.item_id
    JOIN LATERAL (
      SELECT l.id FROM item_prices l WHERE l.item_id = ip.item_id AND (l.business_id IS NULL OR l.business_id = ${businessId})
      ORDER BY l.effective_at DESC, l.id DESC LIMIT 1) latest ON true
    WHERE ip.id = ANY(${unique}::int[]) AND i.supplier_id = ${supplierId} AND i.active
      AND (ip.business_id IS NULL OR ip.business_id = ${businessId})
      AND (i.business_id = ${businessId} OR i.business_id IS NULL)`.execute(ctx.db);
  if (rows.rows.length !== unique.length)
    throw new AppError('NOT_FOUND', 'Some items are no longer available from this supplier');
  return rows.rows;
}

/** The restaurant's location the order goes to: the one named, which must be its own (404 otherwise), or its first. */
async function locationId(tx: Tx, businessId: number, requested: number | null | undefined): Promise<number | null> {
  let q = tx.selectFrom('business_locations').select('id').where('business_id', '=', businessId);
  if (requested) q = q.where('id', '=', requested);
  const row = await q.orderBy('id').limit(1).executeTakeFirst();
  if (requested && !row) throw notFound('Location not found');
  return row?.id ?? null;
}

function noteTexts(notes: SendOrderInput['notes']): string[] {
  if (!notes) return [];
  const list = typeof notes === 'string' ? [notes] : notes.map((n) => (typeof n === 'string' ? n : n.note));
  return list.map((n) => n.trim()).filter((n) => n.length > 0);
}

/** The order email to the supplier's order contacts (copy to the sender) and a notice to its team. */
async function enqueueOrderMails(ctx: AppContext, tx: Tx, orderId: number, irk: string, ivrk: string, p: Principal) {
  const view = await orderView(tx, orderId);
  const contacts = await tx
    .selectFrom('contacts')
    .select('email')
    .where('business_id', '=', view.order.business_id)
    .where('supplier_id', '=', view.order.supplier_id)
    .where('default_order_email', '=', true)
    .where('email', '!=', '')
    .execute();
  const supplier = await tx
    .selectFrom('suppliers')
    .select('order_email')
    .where('id', '=', view.order.supplier_id)
    .executeTakeFirstOrThrow();
  const to = [...new Set([...contacts.map((c) => c.email), supplier.order_email].filter(Boolean))];
  const link = `${ctx.config.publicUrl}/update_order?irk=${irk}&ivrk=${ivrk}`;
  if (to.length > 0) await ctx.queue.enqueue(tx, MAIL_JOB, orderMail(view, to, [p.email], link));
  const team = await tx
    .selectFrom('team_memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select('u.email')
    .where('m.supplier_id', '=', view.order.supplier_id)
    .where('u.notify_new_orders', '=', true)
    .execute();
  const teamTo = team.map((t) => t.email).filter((e) => !to.includes(e));
  if (teamTo.length > 0)
    await ctx.queue.enqueue(tx, MAIL_JOB, newOrderSupplierMail(view, teamTo, ctx.config.publicUrl));
}
