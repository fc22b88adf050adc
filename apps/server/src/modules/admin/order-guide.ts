import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import { orderGuideVisibleTo } from '../catalog/access.js';
import { latestVisiblePrice } from '../catalog/visible-prices.js';

const RECENT_DAYS = 90;

/** The guide of a restaurant with each item's latest price it sees (admin tool, spec 2.12). */
export async function orderGuideItems(db: Db, businessId: number) {
  const price = latestVisiblePrice(db, businessId, sql.ref<number>('i.id')).select(['vp.price', 'vp.unit']);
  const rows = await sql<{
    item_id: number;
    name: string;
    supplier: string;
    price: string | null;
    unit: string | null;
    created: Date;
    pinned: boolean;
    source: string;
  }>`
    SELECT og.item_id, i.name, s.name AS supplier, p.price, p.unit, og.created_at AS created, og.pinned, og.source
    FROM order_guide_items og
    JOIN items i ON i.id = og.item_id
    JOIN suppliers s ON s.id = i.supplier_id
    LEFT JOIN LATERAL ${price} p ON true
    WHERE ${orderGuideVisibleTo({ businessId })}
    ORDER BY i.name`.execute(db);
  return rows.rows;
}

/**
 * Rebuilds a restaurant's order guide: what it ordered or had invoiced in the last 90 days, plus every item
 * pinned by hand. Reports which items it added and removed (one transaction), and the guide it now holds.
 */
export async function refreshOrderGuide(db: Db, businessId: number) {
  const business = await db.selectFrom('businesses').select('id').where('id', '=', businessId).executeTakeFirst();
  if (!business) throw notFound('Restaurant not found');
  const changes = await db.transaction().execute(async (tx) => {
    const since = new Date(Date.now() - RECENT_DAYS * 24 * 3600 * 1000);
    const recent = await sql<{ item_id: number }>`
      SELECT DISTINCT oi.item_id FROM order_items oi JOIN orders o ON o.id = oi.order_id
      WHERE o.business_id = ${businessId} AND o.created_at >= ${since}
      UNION
      SELECT DISTINCT ii.item_id FROM invoice_items ii JOIN invoices inv ON inv.id = ii.invoice_id
      WHERE inv.business_id = ${businessId} AND COALESCE(inv.invoice_date::timestamptz, inv.created_at) >= ${since}`.execute(
      tx,
    );
    const recentIds = new Set(recent.rows.map((r) => r.item_id));
    const current = await tx
      .selectFrom('order_guide_items')
      .select(['item_id', 'pinned'])
      .where('business_id', '=', businessId)
      .execute();
    const have = new Set(current.map((c) => c.item_id));
    const toRemove = current.filter((c) => !c.pinned && !recentIds.has(c.item_id)).map((c) => c.item_id);
    const toAdd = [...recentIds].filter((id) => !have.has(id));
    if (toRemove.length)
      await tx
        .deleteFrom('order_guide_items')
        .where('business_id', '=', businessId)
        .where('item_id', 'in', toRemove)
        .execute();
    if (toAdd.length)
      await tx
        .insertInto('order_guide_items')
        .values(toAdd.map((item_id) => ({ business_id: businessId, item_id, pinned: false, source: 'refresh' })))
        .execute();
    const names = async (ids: number[]) =>
      ids.length
        ? await tx.selectFrom('items').select(['id', 'name']).where('id', 'in', ids).orderBy('name').execute()
        : [];
    return { added: await names(toAdd), removed: await names(toRemove) };
  });
  return { ...changes, items: await orderGuideItems(db, businessId) };
}
