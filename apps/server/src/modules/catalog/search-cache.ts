import { sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { connectionsVisibleTo } from '../suppliers/access.js';

/**
 * What a search may show and how current it is: the scopes it reads ('b<restaurant>' and 's<supplier>' for each
 * connected supplier, or just the supplier's own) with their versions (migration 0007), read in one statement so
 * the list and the versions belong to the same moment.
 */
export type SearchStamp = { scopes: string[]; stamp: string };

export async function searchStamp(db: Db, who: { businessId: number | null; ownSupplier: number | null }) {
  const scopes = who.ownSupplier
    ? sql`SELECT ${`s${who.ownSupplier}`} AS scope`
    : sql`SELECT ${`b${who.businessId ?? -1}`} AS scope
          UNION ALL SELECT 's' || bs.supplier_id FROM business_suppliers bs
          WHERE ${connectionsVisibleTo({ businessId: who.businessId ?? -1 })}`;
  const rows = await sql<{ scope: string; version: string | null }>`
    SELECT sc.scope, v.version FROM (${scopes}) sc
    LEFT JOIN search_versions v ON v.scope = sc.scope
    ORDER BY sc.scope`.execute(db);
  return {
    scopes: rows.rows.map((r) => r.scope),
    stamp: rows.rows.map((r) => `${r.scope}:${r.version ?? 0}`).join(','),
  } satisfies SearchStamp;
}

/** A remembered result: the JSON text of the answer and the versions it was computed under. */
type Entry = { stamp: string; value: string };

const caches = new WeakMap<AppContext, LRUCache<string, Entry> | null>();

function cacheOf(ctx: AppContext): LRUCache<string, Entry> | null {
  let cache = caches.get(ctx);
  if (cache === undefined) {
    const maxSize = ctx.config.searchCacheMb * 1024 * 1024;
    cache =
      maxSize > 0
        ? new LRUCache<string, Entry>({
            maxSize,
            // JavaScript strings take two bytes a character at most; the cache is bounded by the sum.
            sizeCalculation: (e) => 200 + 2 * (e.stamp.length + e.value.length),
          })
        : null;
    caches.set(ctx, cache);
  }
  return cache;
}

/**
 * Search results remembered per API process. An entry is used only while every version it was computed under is
 * unchanged, so a price change, a new supplier or an order-guide edit shows at once, whichever process made it.
 */
export async function cachedSearch(
  ctx: AppContext,
  key: string,
  stamp: SearchStamp,
  compute: () => Promise<string>,
): Promise<string> {
  const cache = cacheOf(ctx);
  const hit = cache?.get(key);
  if (hit && hit.stamp === stamp.stamp) return hit.value;
  // The stamp was read before the search runs: if data changes in between, the entry carries the older versions
  // and the next search misses it.
  const value = await compute();
  cache?.set(key, { stamp: stamp.stamp, value });
  return value;
}
