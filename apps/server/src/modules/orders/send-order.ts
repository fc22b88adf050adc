import { randomBytes } from 'node:crypto';
import { checkDelivery, compare, ORDER_MSG, type SendOrderInput, toFixed } from '@app/contracts';
import { sql } from 'kysely';
import type { AppContext, Principal } from '../../context.js';
import type { Db, Tx } from '../../db/database.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { businessScope } from '../../lib/tenancy.js';
import { sha256 } from '../auth/tokens.js';
import { itemsVisibleTo } from '../catalog/access.js';
import { latestVisiblePrice, priceVisible } from '../catalog/visible-prices.js';
import { getConnection } from '../suppliers/repository.js';
import { deliveryRules } from './delivery-rules.js';
import { ORDER_MAILS_JOB, type OrderMailsPayload } from './mail-job.js';

/** orders.total and order_items.line_total are NUMERIC(14, 2). */
const MAX_ORDER_TOTAL = '999999999999.99';

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
 * Sends one supplier's cart as an order. Prices, pack sizes, the supplier's minimum and its delivery schedule
 * (delivery-rules.ts) come from the database;
 * the order, its lines, its Pending status and its emails are one transaction; the same idempotency key
 * returns the order already made instead of making another.
 */
export async function sendOrder(ctx: AppContext, p: Principal, input: SendOrderInput) {
  const businessId = businessScope(p, input.businessId);
  // The whole use-case on one connection: under load, each return to the pool means waiting in line again.
  return ctx.db.connection().execute((db) => send(ctx, db, p, businessId, input));
}

async function send(ctx: AppContext, db: Db, p: Principal, businessId: number, input: SendOrderInput) {
  const existing = await findByKey(db, businessId, input.idempotencyKey);
  if (existing) return existing;
  const connection = await getConnection(db, businessId, input.supplierId);
  if (!connection.account_id) throw new AppError('ACCOUNT_REQUIRED', ORDER_MSG.accountRequired);
  if (!input.deliveryTime) throw badRequest(ORDER_MSG.deliveryTime);
  const deliveryTime = new Date(input.deliveryTime);
  if (deliveryTime.getTime() < Date.now() - 60 * 60 * 1000) throw badRequest(ORDER_MSG.deliveryPast);
  const wanted = input.items.filter((i) => i.ordered_quantity > 0);
  if (wanted.length === 0) throw badRequest(ORDER_MSG.noItems);

  const { lines, total } = await priceLines(db, businessId, input.supplierId, wanted);
  if (compare(total, MAX_ORDER_TOTAL) > 0) throw badRequest(ORDER_MSG.totalTooLarge);
  // The supplier's delivery days, order cutoff and delivery areas, on the restaurant's clock (as the cart shows them).
  const rules = await deliveryRules(db, businessId, [input.supplierId], input.businessLocationId);
  const refused = checkDelivery(rules.get(input.supplierId)!, deliveryTime);
  if (refused) throw new AppError(refused.code, refused.message);
  const changed = lines.filter((l) => l.item_price_id !== l.latest_id);
  if (changed.length > 0) {
    const current = await db
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

  if (compare(total, connection.minimum_order) < 0)
    throw new AppError('MINIMUM_ORDER', ORDER_MSG.minimumOrder(toFixed(connection.minimum_order, 2)));

  const guestRef = randomBytes(16).toString('hex');
  const guestVerify = randomBytes(16).toString('hex');
  const orderId = await db.transaction().execute(async (tx) => {
    const order = await tx
      .insertInto('orders')
      .values({
        business_id: businessId,
        supplier_id: input.supplierId,
        user_id: p.userId,
        business_location_id: input.businessLocationId
          ? await locationId(tx, businessId, input.businessLocationId)
          : sql<
              number | null
            >`(SELECT id FROM business_locations WHERE business_id = ${businessId} ORDER BY id LIMIT 1)`,
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
    await ctx.queue.enqueue(tx, ORDER_MAILS_JOB, {
      orderId: order.id,
      irk: guestRef,
      ivrk: guestVerify,
      senderEmail: p.email,
    } satisfies OrderMailsPayload);
    return order.id;
  });
  if (orderId === null) {
    const again = await findByKey(db, businessId, input.idempotencyKey);
    if (again) return again;
    throw new AppError('CONFLICT', 'This order was just sent');
  }
  return { status: 'SUCCESS' as const, orderId, total, created: true };
}

async function findByKey(db: Db, businessId: number, key: string) {
  const o = await db
    .selectFrom('orders')
    .select(['id', 'total'])
    .where('business_id', '=', businessId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return o ? { status: 'SUCCESS' as const, orderId: o.id, total: o.total, created: false } : null;
}

/**
 * The requested price rows, each with the item's latest price visible to this restaurant, and the order total
 * (each line rounded to the cent, as on the order); 404 if any row is foreign.
 */
async function priceLines(
  db: Db,
  businessId: number,
  supplierId: number,
  wanted: { item_price_id: number; ordered_quantity: number }[],
): Promise<{ lines: Line[]; total: string }> {
  const unique = [...new Set(wanted.map((w) => w.item_price_id))];
  const latest = latestVisiblePrice(db, businessId, sql.ref<number>('ip.item_id')).select('vp.id');
  const rows = await sql<Line & { total: string }>`
    SELECT ip.item_id, ip.id AS item_price_id, latest.id AS latest_id, i.name, ip.unit, ip.quantity::text, ip.price::text,
      (SELECT COALESCE(sum(round(p.price * p.quantity * w.q, 2)), 0)::text
       FROM unnest(${wanted.map((w) => w.item_price_id)}::int[], ${wanted.map((w) => w.ordered_quantity)}::numeric[])
         AS w(id, q)
       JOIN item_prices p ON p.id = w.id) AS total
    FROM item_prices ip
    JOIN items i ON i.id = ip.item_id
    JOIN LATERAL ${latest} latest ON true
    WHERE ip.id = ANY(${unique}::int[]) AND i.supplier_id = ${supplierId} AND i.active
      AND ${priceVisible(businessId, 'ip')} AND ${itemsVisibleTo({ businessId })}`.execute(db);
  if (rows.rows.length !== unique.length)
    throw new AppError('NOT_FOUND', 'Some items are no longer available from this supplier');
  return { lines: rows.rows, total: rows.rows[0]?.total ?? '0.00' };
}

/** The restaurant's location the order goes to, which must be its own (404 otherwise); without one, its first. */
async function locationId(tx: Tx, businessId: number, requested: number): Promise<number> {
  const row = await tx
    .selectFrom('business_locations')
    .select('id')
    .where('business_id', '=', businessId)
    .where('id', '=', requested)
    .executeTakeFirst();
  if (!row) throw notFound('Location not found');
  return row.id;
}

function noteTexts(notes: SendOrderInput['notes']): string[] {
  if (!notes) return [];
  const list = typeof notes === 'string' ? [notes] : notes.map((n) => (typeof n === 'string' ? n : n.note));
  return list.map((n) => n.trim()).filter((n) => n.length > 0);
}
