import type { ItemCategory } from '@app/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import { itemsVisibleTo, orderGuideVisibleTo } from './access.js';
import { visiblePrices } from './visible-prices.js';

/**
 * An item the restaurant may see (its own, or its connected suppliers'), or 404. With a price id, that price must
 * be one of this item's that the restaurant sees (the supplier's list or its own invoices), or 404 as well.
 */
export async function visibleItem(db: Db, businessId: number, itemId: number, itemPriceId?: number | null) {
  const item = await db
    .selectFrom('items as i')
    .select(['i.id', 'i.name', 'i.supplier_id', 'i.business_id', 'i.category'])
    .where('i.id', '=', itemId)
    .where(itemsVisibleTo({ businessId }))
    .executeTakeFirst();
  if (!item) throw notFound('Item not found');
  if (itemPriceId) {
    const price = await visiblePrices(db, businessId, itemId)
      .select('vp.id')
      .where('vp.id', '=', itemPriceId)
      .executeTakeFirst();
    if (!price) throw notFound('Price not found');
  }
  return item;
}

/** Prices of an item this restaurant sees, newest first (its invoices and the supplier's list). */
export async function priceHistory(db: Db, businessId: number, itemId: number) {
  return visiblePrices(db, businessId, itemId)
    .select(['vp.id', 'vp.price', 'vp.unit', 'vp.quantity', 'vp.source', 'vp.effective_at', 'vp.invoice_id'])
    .limit(50)
    .execute();
}

/** The restaurant's last orders of an item: unit price, quantity, unit and date (spec: Item details record). */
export async function lastOrdered(db: Db, businessId: number, itemId: number) {
  const rows = await db
    .selectFrom('order_items as oi')
    .innerJoin('orders as o', 'o.id', 'oi.order_id')
    .select([
      'oi.price as unitPrice',
      'oi.ordered_quantity as quantity',
      'oi.unit',
      'oi.quantity as packSize',
      'o.created_at as orderCreated',
      'o.id as orderId',
    ])
    .where('o.business_id', '=', businessId)
    .where('oi.item_id', '=', itemId)
    .orderBy('o.created_at', 'desc')
    .limit(10)
    .execute();
  return rows;
}

/** Pins an item the restaurant sees in its order guide, or takes it out of the guide. */
export async function setInOrderGuide(db: Db, businessId: number, itemId: number, add: boolean) {
  await visibleItem(db, businessId, itemId);
  if (add) {
    await db
      .insertInto('order_guide_items')
      .values({ business_id: businessId, item_id: itemId, pinned: true, source: 'manual' })
      .onConflict((oc) => oc.columns(['business_id', 'item_id']).doUpdateSet({ pinned: true }))
      .execute();
    return;
  }
  await db
    .deleteFrom('order_guide_items as og')
    .where('og.item_id', '=', itemId)
    .where(orderGuideVisibleTo({ businessId }))
    .execute();
}

export async function setCategory(db: Db, businessId: number, itemId: number, category: ItemCategory | null) {
  const item = await visibleItem(db, businessId, itemId);
  if (item.business_id === businessId) {
    await db.updateTable('items').set({ category, updated_at: new Date() }).where('id', '=', itemId).execute();
    return;
  }
  await db
    .insertInto('business_item_categories')
    .values({ business_id: businessId, item_id: itemId, category })
    .onConflict((oc) => oc.columns(['business_id', 'item_id']).doUpdateSet({ category: sql`excluded.category` }))
    .execute();
}
