/**
 * The one rule of which prices a caller sees. An item's prices are the supplier's public catalogue prices
 * (business_id NULL) and each restaurant's own: imported from its invoices or entered by hand (business_id set).
 * A restaurant sees the public prices and its own, never another restaurant's; a supplier, or anyone looking at
 * the supplier's list itself, sees the public prices only (restaurant null). The price an item has for a caller
 * is the latest of those it sees: by effective date, then the later row.
 */
import { type Expression, type QueryCreator, type SqlBool, sql } from 'kysely';
import type { DB } from '../../db/types.js';

/** A restaurant's id, or null for the supplier's public prices alone. */
export type PriceViewer = number | null;

/** Whether a price row (the table under `alias`) is one the viewer sees. */
export function priceVisible(restaurantId: PriceViewer, alias = 'ip'): Expression<SqlBool> {
  const owner = sql.ref(`${alias}.business_id`);
  return restaurantId === null
    ? sql<SqlBool>`${owner} IS NULL`
    : sql<SqlBool>`(${owner} IS NULL OR ${owner} = ${restaurantId})`;
}

/**
 * The prices of an item the viewer sees, newest first, as `vp` (select the columns wanted). `itemId` is an id or a
 * column of the enclosing query (`sql.ref<number>('i.id')`), so the builder serves alone or as a JOIN LATERAL
 * subquery, where it reads the item's few prices through the (item_id, effective_at, id) index.
 */
export function visiblePrices(db: QueryCreator<DB>, restaurantId: PriceViewer, itemId: number | Expression<number>) {
  return db
    .selectFrom('item_prices as vp')
    .where('vp.item_id', '=', itemId)
    .where(priceVisible(restaurantId, 'vp'))
    .orderBy('vp.effective_at', 'desc')
    .orderBy('vp.id', 'desc');
}

/** The latest price of an item the viewer sees (at most one row, as `vp`). */
export function latestVisiblePrice(
  db: QueryCreator<DB>,
  restaurantId: PriceViewer,
  itemId: number | Expression<number>,
) {
  return visiblePrices(db, restaurantId, itemId).limit(1);
}
