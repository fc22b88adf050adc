import type { Tx } from '../database.js';
import { CATALOGUE, type CatalogueItem } from './catalogue.js';
import { BUSINESS_KEYS, BUSINESSES, type BusinessKey } from './fixtures.js';
import type { OrganisationIds } from './organisations.js';
import { daysAgo, lookup, type Rng, scalePrice } from './seed-util.js';

export type CatalogueIds = {
  itemId: (item: CatalogueItem) => number;
  /** The item's current supplier price row. */
  currentPriceId: (item: CatalogueItem) => number;
  guide: (business: BusinessKey) => CatalogueItem[];
};

/** The suppliers' items, their current and earlier prices, and each restaurant's order guide. */
export async function insertCatalogue(tx: Tx, org: OrganisationIds, now: Date, rng: Rng): Promise<CatalogueIds> {
  const { supplierId, businessId } = org;
  const since = daysAgo(now, 200);

  // Catalogue and prices --------------------------------------------------------------------------
  const itemRows = await tx
    .insertInto('items')
    .values(
      CATALOGUE.map((item) => ({
        supplier_id: supplierId(item.supplier),
        business_id: null,
        name: item.name,
        item_code: item.code,
        category: item.category,
        unit: item.unit,
        pack: item.pack,
        created_at: since,
        updated_at: since,
      })),
    )
    .returning(['id', 'item_code'])
    .execute();
  const itemIds = new Map(itemRows.map((r) => [r.item_code, r.id]));
  if (itemIds.size !== CATALOGUE.length) throw new Error('Demo data: item codes must be unique');
  const itemId = (item: CatalogueItem) => lookup(itemIds, item.code, 'item');

  const history = CATALOGUE.map((item) => ({ item, older: rng.next() < 0.5 ? olderPrices(item.price, rng) : [] }));
  const currentRows = await tx
    .insertInto('item_prices')
    .values(
      history.map(({ item, older }) => {
        const at = older.length > 0 ? daysAgo(now, rng.int(3, 20)) : daysAgo(now, 185);
        const { price, unit, quantity } = item;
        return { item_id: itemId(item), price, unit, quantity, source: 'supplier', effective_at: at, created_at: at };
      }),
    )
    .returning(['id', 'item_id'])
    .execute();
  const currentPriceIds = new Map(currentRows.map((r) => [r.item_id, r.id]));
  const currentPriceId = (item: CatalogueItem) => lookup(currentPriceIds, itemId(item), 'current price');
  await tx
    .insertInto('item_prices')
    .values(
      history.flatMap(({ item, older }) =>
        older.map((p) => ({
          item_id: itemId(item),
          price: p.price,
          unit: item.unit,
          quantity: item.quantity,
          source: 'supplier' as const,
          effective_at: daysAgo(now, p.days),
          created_at: daysAgo(now, p.days),
        })),
      ),
    )
    .execute();

  // Order guides ---------------------------------------------------------------------------------
  const guides = new Map(BUSINESS_KEYS.map((k) => [k, buildGuide(k, rng)]));
  await tx
    .insertInto('order_guide_items')
    .values(
      BUSINESS_KEYS.flatMap((k) =>
        lookup(guides, k, 'guide').map((item) => ({
          business_id: businessId(k),
          item_id: itemId(item),
          pinned: true,
          source: 'manual',
          created_at: daysAgo(now, 120),
        })),
      ),
    )
    .execute();
  const guide = (k: BusinessKey) => lookup(guides, k, 'guide');
  return { itemId, currentPriceId, guide };
}

/** 2-4 earlier prices over the last six months, oldest first: rising, falling or back and forth. */
function olderPrices(current: string, rng: Rng): { price: string; days: number }[] {
  const count = rng.int(2, 4);
  const trend = rng.pick(['rising', 'falling', 'mixed'] as const);
  const step = rng.int(15, 45);
  return Array.from({ length: count }, (_, i) => {
    const stepsBack = count - i;
    const permille =
      trend === 'rising'
        ? 1000 - stepsBack * step
        : trend === 'falling'
          ? 1000 + stepsBack * step
          : 1000 + (i % 2 === 0 ? -1 : 1) * rng.int(15, 60);
    return { price: scalePrice(current, permille), days: 178 - Math.round((i * 150) / count) - rng.int(0, 4) };
  });
}

/** A restaurant's order guide: the same number of items from each supplier it is connected to. */
function buildGuide(k: BusinessKey, rng: Rng): CatalogueItem[] {
  const { connections, guideSize } = BUSINESSES[k];
  return connections.flatMap((c, i) => {
    const share = Math.floor(guideSize / connections.length) + (i < guideSize % connections.length ? 1 : 0);
    return rng.shuffle(CATALOGUE.filter((item) => item.supplier === c.supplier)).slice(0, share);
  });
}
