import { ORDER_STATUSES, type OrderStatusEntry } from '@app/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';

export const statusName = (id: number) => ORDER_STATUSES.find((s) => s.id === id)?.name ?? String(id);

/** An order in the shape of spec section 3 (order, items, orderStatus, supplier, business, notes). */
export async function orderView(db: Db, orderId: number) {
  const o = await db
    .selectFrom('orders as o')
    .innerJoin('suppliers as s', 's.id', 'o.supplier_id')
    .innerJoin('businesses as b', 'b.id', 'o.business_id')
    .leftJoin('users as u', 'u.id', 'o.user_id')
    .select([
      'o.id',
      'o.created_at',
      'o.supplier_id',
      'o.business_id',
      'o.address',
      'o.phone',
      'o.pickup',
      'o.delivery_time',
      'o.contact_name',
      'o.account_id',
      'o.total',
      'o.status_id',
      'o.notes as order_notes',
      's.name as supplier_name',
      's.order_email',
      'b.name as business_name',
      'b.address1 as business_address',
      'b.city as business_city',
      'u.email as user_email',
      // The restaurant's clock: the sender's zone, else a team member's, when the sender's was never set.
      sql<string>`coalesce(nullif(u.timezone, 'UTC'), (
        SELECT tu.timezone FROM team_memberships m JOIN users tu ON tu.id = m.user_id
        WHERE m.business_id = o.business_id AND tu.timezone <> 'UTC' ORDER BY m.created_at, m.user_id LIMIT 1), 'UTC')`.as(
        'time_zone',
      ),
    ])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
  if (!o) throw notFound('Order not found');
  const [items, histories, notes, proposals] = await Promise.all([
    db
      .selectFrom('order_items')
      .select([
        'id',
        'item_id',
        'item_price_id',
        'name',
        'unit',
        'quantity',
        'ordered_quantity',
        'price',
        'line_total',
        'note',
        sql<string>`round(price * quantity, 2)::text`.as('pack_price'),
      ])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute(),
    statusHistory(db, [orderId]),
    orderNotes(db, orderId),
    orderProposals(db, orderId),
  ]);
  return {
    order: {
      id: o.id,
      created: o.created_at,
      supplier_id: o.supplier_id,
      business_id: o.business_id,
      address: o.address,
      phone: o.phone,
      pickup: o.pickup,
      delivery_time: o.delivery_time,
      contact_name: o.contact_name,
      account_id: o.account_id,
      total: o.total,
      status_id: o.status_id,
      status: statusName(o.status_id),
    },
    items: items.map((i) => ({ ...i, supplier: o.supplier_name, supplier_id: o.supplier_id })),
    orderStatus: histories.get(orderId) ?? [],
    supplier: { id: o.supplier_id, name: o.supplier_name },
    business: { id: o.business_id, name: o.business_name, address1: o.business_address, city: o.business_city },
    userEmail: o.user_email,
    /** The restaurant's time zone: the order's times are shown on its clock. */
    timeZone: o.time_zone,
    supplierName: o.supplier_name,
    notes,
    proposals,
  };
}
export type OrderView = Awaited<ReturnType<typeof orderView>>;

type StatusEntry = Omit<OrderStatusEntry, 'created'> & { created: Date };

/**
 * The status histories of orders, oldest first (spec section 3, Order.orderStatus), by order id: one query for all
 * of them, however many.
 */
export async function statusHistory(db: Db, orderIds: readonly number[]) {
  const byOrder = new Map<number, StatusEntry[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .selectFrom('order_status_history as h')
    .leftJoin('users as u', 'u.id', 'h.user_id')
    .select(['h.id', 'h.order_id', 'h.status_id', 'h.created_at', 'h.author', 'h.note', 'u.first_name', 'u.last_name'])
    .where(sql<boolean>`h.order_id = any(${[...orderIds]}::int[])`)
    .orderBy('h.created_at')
    .orderBy('h.id')
    .execute();
  for (const h of rows) {
    const list = byOrder.get(h.order_id) ?? [];
    list.push({
      id: h.id,
      statusId: h.status_id,
      name: statusName(h.status_id),
      created: h.created_at,
      author: h.author || `${h.first_name ?? ''} ${h.last_name ?? ''}`.trim(),
      note: h.note,
    });
    byOrder.set(h.order_id, list);
  }
  return byOrder;
}

/** Notes of an order, oldest first; guest notes carry user_id -1 (spec section 3). */
export async function orderNotes(db: Db, orderId: number) {
  const rows = await db
    .selectFrom('order_notes as n')
    .leftJoin('users as u', 'u.id', 'n.user_id')
    .select(['n.id', 'n.note', 'n.created_at', 'n.author', 'n.user_id', 'n.is_guest', 'u.first_name', 'u.last_name'])
    .where('n.order_id', '=', orderId)
    .orderBy('n.created_at')
    .orderBy('n.id')
    .execute();
  return rows.map((n) => ({
    id: n.id,
    created: n.created_at,
    note: n.note,
    author: n.author || `${n.first_name ?? ''} ${n.last_name ?? ''}`.trim(),
    user_id: n.is_guest ? -1 : n.user_id,
  }));
}

/**
 * The supplier's proposed line changes, oldest first, each with the line it changes and the line total it would
 * make (computed here from the line's pack size and quantity).
 */
export async function orderProposals(db: Db, orderId: number) {
  const rows = await db
    .selectFrom('order_proposals as p')
    .innerJoin('order_items as i', 'i.id', 'p.order_item_id')
    .select([
      'p.id',
      'p.order_item_id',
      'p.kind',
      'p.name',
      'p.price',
      'p.status',
      'p.author',
      'p.created_at',
      'p.answered_at',
      'p.line_name',
      'i.unit',
      sql<string>`round(CASE WHEN p.kind = 'out_of_stock' THEN 0 ELSE p.price * i.quantity * i.ordered_quantity END, 2)::text`.as(
        'line_total',
      ),
    ])
    .where('p.order_id', '=', orderId)
    .where('p.status', '!=', 'replaced')
    .$narrowType<{ status: 'open' | 'accepted' | 'declined' }>()
    .orderBy('p.id')
    .execute();
  return rows.map(({ created_at, ...r }) => ({ ...r, created: created_at }));
}
