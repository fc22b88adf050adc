import type { ItemCategory } from '@app/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';

/**
 * An item the restaurant may see (its own, or its connected suppliers'), or 404. With a price id, that price must
 * be one of this item's that the restaurant sees (the supplier's list or its own invoices), or 404 as well.
 */
export async function visibleItem(db: Db, businessId: number, itemId: number, itemPriceId?: number | null) {
  const item = await db
    .selectFrom('items as i')
    .select(['i.id', 'i.name', 'i.supplier_id', 'i.business_id', 'i.category'])
    .where('i.id', '=', itemId)
    .where((eb) =>
      eb.or([
        eb('i.business_id', '=', businessId),
        eb.and([
          eb('i.business_id', 'is', null),
          eb(
            'i.supplier_id',
            'in',
            eb.selectFrom('business_suppliers').select('supplier_id').where('business_id', '=', businessId),
          ),
        ]),
      ]),
    )
    .executeTakeFirst();
  if (!item) throw notFound('Item not found');
  if (itemPriceId) {
    const price = await db
      .selectFrom('item_prices')
      .select('id')
      .where('id', '=', itemPriceId)
      .where('item_id', '=', itemId)
      .where((eb) => eb.or([eb('business_id', 'is', null), eb('business_id', '=', businessId)]))
      .executeTakeFirst();
    if (!price) throw notFound('Price not found');
  }
  return item;
}

/** Prices of an item this restaurant sees, newest first (its invoices and the supplier's list). */
export async function priceHistory(db: Db, businessId: number, itemId: number) {
  return db
    .selectFrom('item_prices')
    .select(['id', 'price', 'unit', 'quantity', 'source', 'effective_at', 'invoice_id'])
    .where('item_id', '=', itemId)
    .where((eb) => eb.or([eb('business_id', 'is', null), eb('business_id', '=', businessId)]))
    .orderBy('effective_at', 'desc')
    .orderBy('id', 'desc')
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
