import { compare, multiply, round as roundDecimal, toFixed, toNumber } from '@app/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { itemsVisibleTo, orderGuideVisibleTo } from '../catalog/access.js';
import { productKey } from '../catalog/compare.js';
import { unitPrice } from '../catalog/measure.js';
import { latestVisiblePrice, visiblePrices } from '../catalog/visible-prices.js';

export type Range = { start: Date | null; end: Date | null };

const inRange = (col: string, r: Range) =>
  sql.join(
    [r.start ? sql`${sql.ref(col)} >= ${r.start}` : sql`true`, r.end ? sql`${sql.ref(col)} < ${r.end}` : sql`true`],
    sql` AND `,
  );

/**
 * Spend by supplier, by category, top items and price changes for a restaurant over a range; and how its suppliers
 * do: credits requested, accepted and credited, overcharges its invoices were caught with, deliveries on time.
 */
export async function restaurantReport(db: Db, businessId: number, range: Range) {
  const [bySupplier, byCategory, topItems, priceChanges, savings, credits, overcharges, onTime] = await Promise.all([
    sql<{ supplier_id: number; supplier: string; orders: number; spend: string }>`
      SELECT o.supplier_id, s.name AS supplier, count(*)::int AS orders, sum(o.total)::text AS spend
      FROM orders o JOIN suppliers s ON s.id = o.supplier_id
      WHERE o.business_id = ${businessId} AND ${inRange('o.created_at', range)}
      GROUP BY o.supplier_id, s.name ORDER BY sum(o.total) DESC`.execute(db),
    sql<{ category: string; spend: string }>`
      SELECT COALESCE(bic.category, i.category, 'Uncategorised') AS category, sum(oi.line_total)::text AS spend
      FROM order_items oi JOIN orders o ON o.id = oi.order_id JOIN items i ON i.id = oi.item_id
      LEFT JOIN business_item_categories bic ON bic.item_id = i.id AND bic.business_id = o.business_id
      WHERE o.business_id = ${businessId} AND ${inRange('o.created_at', range)}
      GROUP BY 1 ORDER BY sum(oi.line_total) DESC`.execute(db),
    sql<{ item_id: number; name: string; supplier: string; quantity: string; orders: number; spend: string }>`
      SELECT oi.item_id, oi.name, s.name AS supplier, sum(oi.ordered_quantity)::text AS quantity,
        count(DISTINCT o.id)::int AS orders, sum(oi.line_total)::text AS spend
      FROM order_items oi JOIN orders o ON o.id = oi.order_id JOIN suppliers s ON s.id = o.supplier_id
      WHERE o.business_id = ${businessId} AND ${inRange('o.created_at', range)}
      GROUP BY oi.item_id, oi.name, s.name ORDER BY sum(oi.line_total) DESC LIMIT 10`.execute(db),
    priceChangesFor(db, businessId),
    savingsFor(db, businessId),
    creditsFor(db, businessId, range),
    overchargesFor(db, businessId, range),
    onTimeFor(db, businessId, range),
  ]);
  return {
    spendBySupplier: bySupplier.rows,
    spendByCategory: byCategory.rows,
    topItems: topItems.rows,
    priceChanges,
    savings,
    creditsBySupplier: credits,
    overchargesByMonth: overcharges,
    onTimeBySupplier: onTime,
  };
}

/** Credit requests made in the range per supplier: how many, and the money requested, accepted and credited. */
async function creditsFor(db: Db, businessId: number, range: Range) {
  const rows = await sql<{
    supplier_id: number;
    supplier: string;
    requests: number;
    requested: string;
    accepted: string;
    credited: string;
  }>`
    SELECT c.supplier_id, s.name AS supplier, count(*)::int AS requests, sum(c.total)::text AS requested,
      coalesce(sum(c.total) FILTER (WHERE c.status IN ('accepted', 'credited')), 0)::text AS accepted,
      coalesce(sum(c.total) FILTER (WHERE c.status = 'credited'), 0)::text AS credited
    FROM credit_requests c JOIN suppliers s ON s.id = c.supplier_id
    WHERE c.business_id = ${businessId} AND ${inRange('c.created_at', range)}
    GROUP BY c.supplier_id, s.name ORDER BY sum(c.total) DESC, s.name`.execute(db);
  return rows.rows;
}

/** What invoices dated in the range billed above their orders, per supplier and month of the invoice. */
async function overchargesFor(db: Db, businessId: number, range: Range) {
  const rows = await sql<{ supplier_id: number; supplier: string; month: string; lines: number; overcharged: string }>`
    SELECT x.supplier_id, s.name AS supplier, x.month, count(*)::int AS lines, sum(x.amount)::text AS overcharged
    FROM (
      SELECT o.supplier_id, d.amount, to_char(coalesce(i.invoice_date, i.created_at), 'YYYY-MM') AS month,
             coalesce(i.invoice_date::timestamptz, i.created_at) AS day
      FROM invoice_differences d JOIN invoices i ON i.id = d.invoice_id JOIN orders o ON o.id = d.order_id
      WHERE i.business_id = ${businessId} AND d.amount > 0
    ) x JOIN suppliers s ON s.id = x.supplier_id
    WHERE ${inRange('x.day', range)}
    GROUP BY x.supplier_id, s.name, x.month ORDER BY x.month, s.name`.execute(db);
  return rows.rows;
}

/**
 * Deliveries due in the range per supplier, and how many came (when received, else when marked delivered) by their delivery
 * time plus the restaurant's grace period. One not come by then counts as late; one not yet due is left out.
 */
async function onTimeFor(db: Db, businessId: number, range: Range) {
  const rows = await sql<{
    supplier_id: number;
    supplier: string;
    deliveries: number;
    on_time: number;
    on_time_pct: string;
  }>`
    SELECT x.supplier_id, s.name AS supplier, count(*)::int AS deliveries,
      count(*) FILTER (WHERE x.arrived <= x.due)::int AS on_time,
      round(100.0 * count(*) FILTER (WHERE x.arrived <= x.due) / count(*), 1)::text AS on_time_pct
    FROM (
      SELECT o.supplier_id, o.delivery_time + make_interval(mins => b.late_grace_minutes) AS due,
        coalesce(r.received_at, (SELECT min(h.created_at) FROM order_status_history h
                                 WHERE h.order_id = o.id AND h.status_id = 36)) AS arrived
      FROM orders o JOIN businesses b ON b.id = o.business_id LEFT JOIN order_receipts r ON r.order_id = o.id
      WHERE o.business_id = ${businessId} AND NOT o.pickup AND o.delivery_time IS NOT NULL
        AND ${inRange('o.delivery_time', range)}
    ) x JOIN suppliers s ON s.id = x.supplier_id
    WHERE x.arrived IS NOT NULL OR x.due < now()
    GROUP BY x.supplier_id, s.name ORDER BY s.name`.execute(db);
  return rows.rows;
}

/** Items this restaurant buys whose latest price differs from the one before it, with the change in %. */
async function priceChangesFor(db: Db, businessId: number) {
  // The latest price the restaurant sees (a) and the one before it (b).
  const prices = visiblePrices(db, businessId, sql.ref<number>('mine.item_id')).select([
    'vp.price',
    'vp.unit',
    'vp.effective_at',
  ]);
  const rows = await sql<{
    item_id: number;
    name: string;
    supplier: string;
    unit: string;
    latest: string;
    previous: string;
    changed_at: Date;
    change_pct: string;
  }>`
    WITH mine AS (
      SELECT og.item_id FROM order_guide_items og WHERE ${orderGuideVisibleTo({ businessId })}
      UNION SELECT oi.item_id FROM order_items oi JOIN orders o ON o.id = oi.order_id WHERE o.business_id = ${businessId}
      UNION SELECT id FROM items WHERE business_id = ${businessId}
    )
    SELECT mine.item_id, i.name, s.name AS supplier, a.unit, a.price::text AS latest, b.price::text AS previous,
      a.effective_at AS changed_at, round((a.price - b.price) / NULLIF(b.price, 0) * 100, 1)::text AS change_pct
    FROM mine
    JOIN LATERAL ${prices.limit(1)} a ON true
    JOIN LATERAL ${prices.offset(1).limit(1)} b ON true
    JOIN items i ON i.id = mine.item_id JOIN suppliers s ON s.id = i.supplier_id
    WHERE a.price <> b.price AND b.price > 0
    ORDER BY abs((a.price - b.price) / b.price) DESC LIMIT 100`.execute(db);
  return rows.rows;
}

type Offer = {
  item_id: number;
  name: string;
  supplier_id: number;
  supplier: string;
  price: string;
  quantity: string;
  unit: string;
  pack: string;
  in_guide: boolean;
  monthly_packs: string | null;
};

/** Computes the product key of the restaurant's visible items that have none yet (new or renamed items). */
export async function fillProductKeys(db: Db, businessId: number): Promise<number> {
  let filled = 0;
  for (let round = 0; round < 100; round++) {
    const missing = await sql<{ id: number; name: string; pack: string }>`
      SELECT i.id, i.name, i.pack FROM items i
      WHERE i.product_key IS NULL AND ${itemsVisibleTo({ businessId })}
      LIMIT 5000`.execute(db);
    if (missing.rows.length === 0) break;
    const ids = missing.rows.map((r) => r.id);
    const keys = missing.rows.map((r) => productKey(r.name, r.pack).slice(0, 500));
    await sql`UPDATE items SET product_key = v.key
      FROM unnest(${ids}::int[], ${keys}::text[]) AS v(id, key)
      WHERE items.id = v.id`.execute(db);
    filled += ids.length;
  }
  return filled;
}

/**
 * Order-guide items another connected supplier sells cheaper per kg, L or each, with the monthly saving at the
 * restaurant's usual quantity (its last 90 days of orders, per month; one pack a month when it has none).
 * The guide comes first; then only the items with the same product keys, found through an index.
 */
export async function savingsFor(db: Db, businessId: number) {
  await fillProductKeys(db, businessId);
  const latestPrice = sql`JOIN LATERAL ${latestVisiblePrice(db, businessId, sql.ref<number>('i.id')).select([
    'vp.price',
    'vp.quantity',
    'vp.unit',
  ])} p ON true`;
  const guide = await sql<Offer & { product_key: string }>`
    SELECT i.id AS item_id, i.name, i.supplier_id, s.name AS supplier, p.price::text, p.quantity::text, p.unit,
      i.pack, i.product_key, true AS in_guide, (
        SELECT sum(oi.ordered_quantity) / 3 FROM order_items oi JOIN orders o ON o.id = oi.order_id
        WHERE oi.item_id = i.id AND o.business_id = ${businessId} AND o.created_at >= now() - interval '90 days'
      )::text AS monthly_packs
    FROM order_guide_items og
    JOIN items i ON i.id = og.item_id
    JOIN suppliers s ON s.id = i.supplier_id
    ${latestPrice}
    WHERE ${orderGuideVisibleTo({ businessId })} AND i.active AND i.product_key <> ''`.execute(db);
  const keys = [...new Set(guide.rows.map((g) => g.product_key))];
  if (keys.length === 0) return [];
  const others = await sql<Offer & { product_key: string }>`
    SELECT i.id AS item_id, i.name, i.supplier_id, s.name AS supplier, p.price::text, p.quantity::text, p.unit,
      i.pack, i.product_key, false AS in_guide, NULL AS monthly_packs
    FROM items i
    JOIN suppliers s ON s.id = i.supplier_id
    ${latestPrice}
    WHERE i.active AND i.product_key = ANY(${keys}::text[]) AND ${itemsVisibleTo({ businessId })}
      AND NOT EXISTS (SELECT 1 FROM order_guide_items og WHERE og.item_id = i.id AND ${orderGuideVisibleTo({ businessId })})`.execute(
    db,
  );
  const key = (o: { product_key?: string }) => o.product_key ?? '';
  const groups = new Map<string, (Offer & { unitPrice: number })[]>();
  for (const o of [...guide.rows, ...others.rows]) {
    const u = unitPrice(o);
    const k = key(o);
    if (!u || !k) continue;
    const g = `${k}|${u.per}`;
    const list = groups.get(g) ?? [];
    list.push({ ...o, unitPrice: u.value });
    groups.set(g, list);
  }
  const result = [];
  for (const [k, list] of groups) {
    const cheapestFirst = [...list].sort((a, b) => a.unitPrice - b.unitPrice);
    for (const mine of list.filter((o) => o.in_guide)) {
      const better = cheapestFirst.find((o) => o.supplier_id !== mine.supplier_id && o.unitPrice < mine.unitPrice);
      if (!better) continue;
      // (mine − better) per kg × kg per pack = the pack price × the share the other saves, an estimate from ratios.
      const share = 1 - better.unitPrice / mine.unitPrice;
      const packs = mine.monthly_packs !== null && compare(mine.monthly_packs, 0) > 0 ? mine.monthly_packs : 1;
      result.push({
        item_id: mine.item_id,
        name: mine.name,
        supplier: mine.supplier,
        unit_price: round(mine.unitPrice, 4),
        per: k.split('|')[1],
        better_item_id: better.item_id,
        better_name: better.name,
        better_supplier: better.supplier,
        better_unit_price: round(better.unitPrice, 4),
        saving_pct: round(((mine.unitPrice - better.unitPrice) / mine.unitPrice) * 100, 1),
        /** CAD a month, 2 decimals. */
        monthly_saving: toFixed(multiply(mine.price, mine.quantity, share, packs), 2),
      });
    }
  }
  return result.sort((a, b) => compare(b.monthly_saving, a.monthly_saving));
}

/** A ratio (a price per kg, a percentage) rounded half-up on its decimal digits. */
const round = (n: number, d: number) => (Number.isFinite(n) ? toNumber(roundDecimal(n, d)) : n);
