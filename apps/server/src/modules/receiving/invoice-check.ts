import { CREDIT_MSG, INVOICE_ORDER_DAYS } from '@app/contracts';
import { sql } from 'kysely';
import type { AppContext, Principal } from '../../context.js';
import type { Tx } from '../../db/database.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { productKey } from '../catalog/compare.js';
import { ownInvoice } from '../invoices/access.js';
import { totalAndSend } from './credit-mail.js';

type Line = { id: number; item_id: number; item_code: string; key: string };

/** How far back an order number printed on an invoice may name an order. */
const REF_DAYS = 90;

/**
 * Pairs invoice lines with order lines, each at most once: the same item or item code first, then the same
 * product (the price comparison's product key of name and pack).
 */
export function pairLines(billed: Line[], ordered: Line[]): [number, number][] {
  const pairs: [number, number][] = [];
  const free = new Set(ordered.map((o) => o.id));
  const left: Line[] = [];
  const code = (l: Line) => l.item_code.trim().toLowerCase();
  for (const b of billed) {
    const o = ordered.find(
      (x) => free.has(x.id) && (x.item_id === b.item_id || (code(b) !== '' && code(x) === code(b))),
    );
    if (o) {
      free.delete(o.id);
      pairs.push([b.id, o.id]);
    } else left.push(b);
  }
  for (const b of left) {
    const o = ordered.find((x) => free.has(x.id) && b.key !== '' && x.key === b.key);
    if (o) {
      free.delete(o.id);
      pairs.push([b.id, o.id]);
    }
  }
  return pairs;
}

/**
 * Matches an imported invoice to the supplier's order it bills (the order it was matched to before, else the one
 * whose number the invoice prints, else the one delivered or placed within INVOICE_ORDER_DAYS of the invoice date
 * with the most lines in common, then the nearest) and records how its lines differ from what was ordered and received. Runs in the import's transaction;
 * differences already in a credit request are kept, the others worked out again.
 */
export async function checkInvoiceAgainstOrders(tx: Tx, invoiceId: number): Promise<number | null> {
  const inv = await tx
    .selectFrom('invoices')
    .select([
      'id',
      'business_id',
      'supplier_id',
      'order_id',
      'order_ref',
      sql<Date>`coalesce(invoice_date, created_at)`.as('day'),
    ])
    .where('id', '=', invoiceId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (inv.supplier_id === null) return null;
  const billed = await tx
    .selectFrom('invoice_items as ii')
    .select(['ii.id', 'ii.item_id', 'ii.item_code', 'ii.name'])
    .where('ii.invoice_id', '=', invoiceId)
    .orderBy('ii.id')
    .execute();
  const billedLines = billed.map((b) => ({ ...b, key: productKey(b.name) }));
  const days = sql`make_interval(days => ${INVOICE_ORDER_DAYS})`;
  let candidates = tx
    .selectFrom('orders as o')
    .select([
      'o.id',
      sql<number>`least(abs(extract(epoch FROM o.created_at - ${inv.day})),
        coalesce(abs(extract(epoch FROM o.delivery_time - ${inv.day})), 'Infinity'))`.as('gap'),
    ])
    .where('o.business_id', '=', inv.business_id)
    .where('o.supplier_id', '=', inv.supplier_id);
  // The order number printed on the invoice names its order, when it is one of this supplier's to the restaurant
  // from the last REF_DAYS.
  const printed =
    inv.order_id === null && inv.order_ref !== null
      ? await candidates
          .where('o.id', '=', inv.order_ref)
          .where(sql<boolean>`o.created_at > ${inv.day}::timestamptz - make_interval(days => ${REF_DAYS})`)
          .executeTakeFirst()
      : undefined;
  const named = inv.order_id ?? printed?.id ?? null;
  candidates =
    named !== null
      ? candidates.where('o.id', '=', named)
      : candidates
          .where(sql<boolean>`(o.created_at BETWEEN ${inv.day}::timestamptz - ${days} AND ${inv.day}::timestamptz + ${days}
            OR o.delivery_time BETWEEN ${inv.day}::timestamptz - ${days} AND ${inv.day}::timestamptz + ${days})`)
          .where(({ not, exists, selectFrom }) =>
            not(exists(selectFrom('invoices as x').select('x.id').whereRef('x.order_id', '=', 'o.id'))),
          );
  const orders = await candidates.orderBy('gap').orderBy('o.id').limit(20).execute();
  let best: { orderId: number; pairs: [number, number][] } | null = null;
  // The candidates' lines in one query, not one per order.
  const allItems =
    orders.length === 0
      ? []
      : await tx
          .selectFrom('order_items as i')
          .innerJoin('items as it', 'it.id', 'i.item_id')
          .select(['i.id', 'i.order_id', 'i.item_id', 'i.name', 'it.item_code', 'it.pack'])
          .where(
            'i.order_id',
            'in',
            orders.map((o) => o.id),
          )
          .orderBy('i.id')
          .execute();
  for (const o of orders) {
    const items = allItems.filter((i) => i.order_id === o.id);
    const pairs = pairLines(
      billedLines,
      items.map((i) => ({ ...i, key: productKey(i.name, i.pack) })),
    );
    if (pairs.length > (best?.pairs.length ?? 0) || (named !== null && !best)) best = { orderId: o.id, pairs };
  }
  if (!best) return null;
  await tx.updateTable('invoices').set({ order_id: best.orderId }).where('id', '=', invoiceId).execute();
  await tx
    .deleteFrom('invoice_differences')
    .where('invoice_id', '=', invoiceId)
    .where('credit_request_id', 'is', null)
    .execute();
  // A pair no line has (an order named by its number that shares none) keeps VALUES from being empty.
  const pairs = sql.join(
    best.pairs.length > 0 ? best.pairs.map(([b, o]) => sql`(${b}::int, ${o}::int)`) : [sql`(NULL::int, NULL::int)`],
  );
  // Amounts in the database: a price above the ordered one on every billed unit, plus the units billed beyond
  // what was received (or ordered, before a receipt) at the ordered price; together what was billed over the order.
  await sql`
    WITH pairs (invoice_item_id, order_item_id) AS (VALUES ${pairs}),
    ordered AS (
      SELECT i.id, i.name, i.unit, i.price * i.quantity AS unit_price,
             coalesce(rl.received_quantity, i.ordered_quantity) AS basis
      FROM order_items i
      LEFT JOIN order_receipts r ON r.order_id = i.order_id
      LEFT JOIN order_receipt_lines rl ON rl.receipt_id = r.id AND rl.order_item_id = i.id
      WHERE i.order_id = ${best.orderId}
    ),
    billed AS (
      SELECT ii.id, ii.name, ii.unit, ii.quantity, ii.price, p.order_item_id
      FROM invoice_items ii LEFT JOIN pairs p ON p.invoice_item_id = ii.id
      WHERE ii.invoice_id = ${invoiceId}
    ),
    found AS (
      SELECT 'overpriced' AS kind, b.id AS invoice_item_id, o.id AS order_item_id, b.name, b.unit,
             b.quantity, b.price AS billed_price, o.unit_price AS ordered_price,
             round((b.price - o.unit_price) * b.quantity, 2) AS amount
      FROM billed b JOIN ordered o ON o.id = b.order_item_id WHERE b.price > o.unit_price
      UNION ALL
      SELECT 'overbilled', b.id, o.id, b.name, b.unit, b.quantity - o.basis, b.price, o.unit_price,
             round((b.quantity - o.basis) * o.unit_price, 2)
      FROM billed b JOIN ordered o ON o.id = b.order_item_id WHERE b.quantity > o.basis
      UNION ALL
      SELECT 'not_ordered', b.id, NULL, b.name, b.unit, b.quantity, b.price, NULL, round(b.price * b.quantity, 2)
      FROM billed b WHERE b.order_item_id IS NULL
      UNION ALL
      SELECT 'not_billed', NULL, o.id, o.name, o.unit, o.basis, NULL, o.unit_price, -round(o.basis * o.unit_price, 2)
      FROM ordered o WHERE o.basis > 0 AND NOT EXISTS (SELECT 1 FROM pairs p WHERE p.order_item_id = o.id)
    )
    INSERT INTO invoice_differences (invoice_id, order_id, kind, invoice_item_id, order_item_id, name, unit,
                                     quantity, billed_price, ordered_price, amount)
    SELECT ${invoiceId}, ${best.orderId}, kind, invoice_item_id, order_item_id, name, unit, round(quantity, 3),
           billed_price, ordered_price, amount
    FROM found WHERE amount <> 0
    ON CONFLICT DO NOTHING`.execute(tx);
  return best.orderId;
}

/** The order an invoice was matched to, how the invoice differs from it, and the credit requests made of them. */
export async function invoiceCheck(ctx: AppContext, p: Principal, invoiceId: number) {
  const inv = await ownInvoice(ctx, p, invoiceId);
  const order =
    inv.order_id === null
      ? null
      : await ctx.db
          .selectFrom('orders')
          .select(['id', 'created_at', 'delivery_time', 'total'])
          .where('id', '=', inv.order_id)
          .executeTakeFirst();
  const differences = await ctx.db
    .selectFrom('invoice_differences')
    .select([
      'id',
      'kind',
      'name',
      'unit',
      'quantity',
      'billed_price',
      'ordered_price',
      'amount',
      'credit_request_id',
      'order_item_id',
      'invoice_item_id',
    ])
    .where('invoice_id', '=', inv.id)
    .orderBy('id')
    .execute();
  const total = await ctx.db
    .selectFrom('invoice_differences')
    .select(sql<string>`coalesce(sum(amount) FILTER (WHERE amount > 0), 0)::text`.as('overcharged'))
    .where('invoice_id', '=', inv.id)
    .executeTakeFirstOrThrow();
  return {
    order: order
      ? { id: order.id, created: order.created_at, deliveryTime: order.delivery_time, total: order.total }
      : null,
    overcharged: total.overcharged,
    differences: differences.map((d) => ({
      id: d.id,
      kind: d.kind,
      name: d.name,
      unit: d.unit,
      quantity: d.quantity,
      billedPrice: d.billed_price,
      orderedPrice: d.ordered_price,
      amount: d.amount,
      creditRequestId: d.credit_request_id,
    })),
  };
}

/**
 * The chosen differences of an invoice become one credit request to the supplier, in one transaction: their
 * amounts as recorded, the total their sum, and its email queued with the signed link. Differences already in a
 * request are left out, so the same click again makes nothing; it answers with the request they are in.
 */
export async function creditFromInvoice(
  ctx: AppContext,
  p: Principal,
  input: { invoiceId: number; differenceIds: number[] },
) {
  const inv = await ownInvoice(ctx, p, input.invoiceId);
  return ctx.db.transaction().execute(async (tx) => {
    await tx.selectFrom('invoices').select('id').where('id', '=', inv.id).forUpdate().execute();
    const ids = [...new Set(input.differenceIds)];
    const chosen = await tx
      .selectFrom('invoice_differences')
      .select(['id', 'kind', 'order_id', 'credit_request_id'])
      .where('invoice_id', '=', inv.id)
      .where('id', 'in', ids)
      .execute();
    if (chosen.length !== ids.length) throw notFound(CREDIT_MSG.difference);
    if (chosen.some((d) => d.kind === 'not_billed')) throw badRequest(CREDIT_MSG.notBilled);
    const open = chosen.filter((d) => d.credit_request_id === null);
    if (open.length === 0) return { creditRequestId: chosen[0]?.credit_request_id ?? null, created: false };
    const order = await tx
      .selectFrom('orders')
      .select(['id', 'business_id', 'supplier_id'])
      .where('id', '=', open[0]!.order_id)
      .executeTakeFirstOrThrow();
    const request = await tx
      .insertInto('credit_requests')
      .values({
        order_id: order.id,
        receipt_id: null,
        invoice_id: inv.id,
        business_id: order.business_id,
        supplier_id: order.supplier_id,
        total: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const openIds = open.map((d) => d.id);
    await sql`
      INSERT INTO credit_request_lines (credit_request_id, order_item_id, name, unit, reason, quantity, unit_price, amount)
      SELECT ${request.id}, d.order_item_id, d.name, d.unit, d.kind, d.quantity,
             CASE d.kind WHEN 'overpriced' THEN d.billed_price - d.ordered_price
                         WHEN 'overbilled' THEN d.ordered_price ELSE d.billed_price END,
             d.amount
      FROM invoice_differences d WHERE d.id IN (${sql.join(openIds)}) ORDER BY d.id`.execute(tx);
    await tx
      .updateTable('invoice_differences')
      .set({ credit_request_id: request.id })
      .where('id', 'in', openIds)
      .execute();
    await totalAndSend(ctx, tx, request.id);
    return { creditRequestId: request.id, created: true };
  });
}
