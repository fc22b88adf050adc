import { type ItemResult, type ItemSearchInput, type ItemSearchResponse, LIMITS } from '@app/contracts';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { AppContext, Principal } from '../../context.js';
import type { Db } from '../../db/database.js';
import type { Answer } from '../../http/route.js';
import { businessScope, supplierScope, type Tenant } from '../../lib/tenancy.js';
import { otherForms } from './abbreviations.js';
import { itemsVisibleTo, orderGuideVisibleTo } from './access.js';
import { compareOffers } from './compare.js';
import { cachedSearch, searchStamp } from './search-cache.js';
import { latestVisiblePrice } from './visible-prices.js';

const MAX_RESULTS = 200;
/** A supplier listing its own whole catalogue (Items page, its export) gets all of it, up to the import limit. */
const MAX_CATALOGUE = 5000;
const FUZZY_BELOW = 10;
const SIMILAR_WORDS = 5;

/** Words of the term (letters and digits of any script), at most 8 of at most 40 characters. */
export function searchTokens(term: string): string[] {
  const words =
    term
      .toLowerCase()
      .slice(0, 400)
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.filter((w) => w.length >= 2).map((w) => w.slice(0, 40)))].slice(0, 8);
}

type Row = Omit<
  ItemResult,
  'unit_price' | 'unit_price_per' | 'group_key' | 'offers' | 'cheapest' | 'saving_pct' | 'premium_pct' | 'similar_to'
>;

/** The answer of /item_search as the search makes it (dates not yet text). */
export type SearchAnswer = Answer<ItemSearchResponse>;

/**
 * Searches the items a restaurant can buy: its connected suppliers' catalogues and its own invoiced or added
 * items, at the latest price it sees. Every word must match by prefix (full text) or by similarity (trigrams),
 * so typos and partial words still find items; an exact item code ranks first. The answer is JSON text made by
 * `toJson`: a result is serialised once and remembered so, rather than serialised again for every request that
 * repeats it.
 */
export async function searchItems(
  ctx: AppContext,
  p: Principal,
  input: ItemSearchInput,
  toJson: (answer: SearchAnswer) => string,
): Promise<string> {
  const noResults = () => toJson({ items: [], total: 0, pageSize: LIMITS.pageSizeSearch });
  const term = input.searchTerm.trim();
  const tokens = searchTokens(term);
  const category = input.category || null;
  let businessId: number | null = null;
  let ownSupplier: number | null = null;
  if (p.usertype === 'supplier') {
    // A supplier's search (its Orderguide page) is always over its own catalogue.
    ownSupplier = supplierScope(p, input.supplierId);
  } else {
    businessId = businessScope(p, input.businessId);
  }
  const type = ownSupplier ? 'supplier_items' : input.type;
  if (type === 'restaurant_item' && term.length < LIMITS.minSearchLength && !category && !input.supplierId)
    return noResults();
  if (type === 'restaurant_item' && tokens.length === 0 && term.length >= LIMITS.minSearchLength && !category)
    return noResults();

  const query = {
    businessId,
    ownSupplier,
    orderGuideOnly: type === 'order_guide',
    supplierId: ownSupplier ?? input.supplierId ?? null,
    category,
    term,
    tokens,
  };
  const key = JSON.stringify([businessId, ownSupplier, type, term, query.supplierId, category]);
  // One connection for the stamp and, on a miss, the search's queries: under load each return to the pool waits.
  return ctx.db.connection().execute(async (db) => {
    const stamp = await searchStamp(db, query);
    return cachedSearch(ctx, key, stamp, async () => {
      const rows = await searchRows(db, query, wordScopes(query, stamp.scopes));
      const items = compareOffers(rows);
      return toJson({ items, total: items.length, pageSize: LIMITS.pageSizeSearch });
    });
  });
}

export type SearchQuery = {
  businessId: number | null;
  ownSupplier: number | null;
  orderGuideOnly: boolean;
  supplierId: number | null;
  category: string | null;
  term: string;
  tokens: string[];
};

type WordMatch = {
  /** Whose words to look in (see scopedTsquery); null: match the unscoped words and let `visible` restrict. */
  scopes: string[] | null;
  /** Vocabulary words that resemble each search word (typos), matched besides the word's prefix. */
  alternatives: Map<string, string[]>;
};

/** Above this many suppliers, a restaurant's scoped word query would be larger than the index work it saves. */
const MAX_SCOPES = 200;

/**
 * The search SQL without HTTP (the benchmark times it too): word prefixes first, which is cheap and exact;
 * only when they find little, trigram similarity as well, for typos. `scopes` (see wordScopes) narrows the word
 * lookup to the catalogues the caller may see; visibility is still checked on every row by the query itself.
 */
export async function searchRows(db: Db, q: SearchQuery, scopes: string[] | null): Promise<Row[]> {
  // A word also matches its catalogue abbreviation or full form (boneless / BNLS) from the start.
  const forms = otherForms(q.tokens);
  const rows = await queryItems(db, q, { scopes, alternatives: forms });
  if (q.tokens.length === 0 || rows.length >= FUZZY_BELOW) return rows;
  const similar = await similarWords(db, q.tokens);
  if (similar.size === 0) return rows;
  const alternatives = new Map(forms);
  for (const [token, words] of similar) alternatives.set(token, [...new Set([...(forms.get(token) ?? []), ...words])]);
  return queryItems(db, q, { scopes, alternatives });
}

/**
 * Whose catalogue words a search looks in ('s<id>' for a supplier's catalogue, 'b<id>' for a restaurant's own
 * items: the prefixes of migration 0006), from the scopes the caller sees; null to use the unscoped words (the
 * order guide, which its ids drive, or a restaurant with very many suppliers).
 */
export function wordScopes(q: SearchQuery, visible: string[]): string[] | null {
  if (q.tokens.length === 0 || q.orderGuideOnly) return null;
  if (q.ownSupplier) return [`s${q.ownSupplier}`];
  if (q.supplierId) return [`b${q.businessId ?? -1}`, `s${q.supplierId}`];
  return visible.length > MAX_SCOPES ? null : visible;
}

/**
 * The tsquery text of "every word matches by prefix (or one of its look-alikes does)" within any one scope:
 * (s1_tomato:* & s1_roma:*) | (s2_tomato:* & s2_roma:*) | … Words are quoted verbatim, as the index stores them.
 */
export function scopedTsquery(scopes: string[], tokens: string[], alternatives: Map<string, string[]>): string {
  return scopes
    .map((scope) => {
      const words = tokens.map((t) =>
        [t, ...(alternatives.get(t) ?? [])].map((w) => `'${scope}_${w.replace(/['\\]/g, '\\$&')}':*`).join(' | '),
      );
      return `(${words.map((w) => `(${w})`).join(' & ')})`;
    })
    .join(' | ');
}

/**
 * Words of the catalogue vocabulary that look like each search word (trigram similarity), best first: a cheap
 * lookup in a small table, so a typo costs one more full-text query rather than a scan of every item name. A search
 * word that is itself a word of the catalogue is no typo: it keeps only its singular or plural look-alikes
 * (tomatoes → tomato), so "butter" does not bring butt, button and butcher.
 */
export async function similarWords(db: Db, tokens: string[]): Promise<Map<string, string[]>> {
  const words = tokens.filter((t) => t.length >= 3 && /^\p{L}+$/u.test(t));
  if (words.length === 0) return new Map();
  const found = await sql<{ token: string; word: string; known: boolean }>`
    SELECT t.token, w.word, EXISTS (SELECT 1 FROM search_words k WHERE k.word = t.token) AS known
    FROM unnest(${words}::text[]) AS t(token)
    CROSS JOIN LATERAL (
      SELECT word FROM search_words
      WHERE word % t.token AND word <> t.token
      ORDER BY similarity(word, t.token) DESC, word
      LIMIT ${SIMILAR_WORDS}) w`.execute(db);
  const map = new Map<string, string[]>();
  for (const r of found.rows) {
    if (r.known && !sameWordOtherNumber(r.token, r.word)) continue;
    map.set(r.token, [...(map.get(r.token) ?? []), r.word]);
  }
  return map;
}

/** The singular and plural of one word (English and French endings): tomato/tomatoes, cherry/cherries, chou/choux. */
export function sameWordOtherNumber(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (long === `${short}s` || long === `${short}es` || long === `${short}x`) return true;
  return short.endsWith('y') && long === `${short.slice(0, -1)}ies`;
}

function wordFilter(q: SearchQuery, m: WordMatch): Expression<SqlBool> {
  if (m.scopes) {
    const query = scopedTsquery(m.scopes, q.tokens, m.alternatives);
    return sql<SqlBool>`search_scoped_text(i.supplier_id, i.business_id, i.search_text) @@ ${query}::tsquery`;
  }
  // Each word matches as a prefix, or as one of the vocabulary words it resembles.
  const matches = q.tokens.map((t) => {
    const query = [t, ...(m.alternatives.get(t) ?? [])].map((w) => `${w}:*`).join(' | ');
    return sql<SqlBool>`i.search_text @@ to_tsquery('simple', ${query})`;
  });
  return sql<SqlBool>`(${sql.join(matches, sql` AND `)})`;
}

async function queryItems(db: Db, q: SearchQuery, m: WordMatch): Promise<Row[]> {
  const b = q.businessId ?? -1;
  const code = q.term.toLowerCase().slice(0, 100);
  // With scoped words the word index already narrows to what is visible; `+ 0` keeps the planner from also
  // intersecting with the (much larger) supplier index. The check itself still applies to every row.
  const tenant: Tenant = q.ownSupplier ? { supplierId: q.ownSupplier } : { businessId: b };
  const visible = itemsVisibleTo(tenant, { unindexed: m.scopes !== null });
  const supplierCol = m.scopes ? sql`(i.supplier_id + 0)` : sql`i.supplier_id`;
  const termFilter =
    q.tokens.length === 0 ? sql<SqlBool>`true` : sql<SqlBool>`(lower(i.item_code) = ${code} OR ${wordFilter(q, m)})`;
  const score =
    q.tokens.length === 0
      ? sql<number>`0`
      : sql<number>`(CASE WHEN lower(i.item_code) = ${code} THEN 100 ELSE 0 END)
          + (CASE WHEN starts_with(lower(i.name), ${q.term.toLowerCase().slice(0, 200)}) THEN 1 ELSE 0 END)
          + ts_rank(i.search_text, to_tsquery('simple', ${q.tokens.map((t) => `${t}:*`).join(' | ')}))`;
  // How closely the name reads like the term, typos included: the finer ordering, worked out for the chosen rows
  // only (it costs several times the rest of the score).
  const closeness =
    q.tokens.length === 0 ? sql<number>`0` : sql<number>`word_similarity(${q.term.slice(0, 200)}, h.name)`;
  const categoryExpr = sql`COALESCE(bic.category, i.category)`;
  const categoryFilter =
    q.category === null
      ? sql<SqlBool>`true`
      : q.category === 'None'
        ? sql<SqlBool>`${categoryExpr} IS NULL`
        : sql<SqlBool>`${categoryExpr} = ${q.category}`;
  // The best matches are chosen first; only they look up their supplier and latest price.
  const price = latestVisiblePrice(db, q.ownSupplier ? null : b, sql.ref<number>('h.id')).select([
    'vp.id',
    'vp.price',
    'vp.unit',
    'vp.quantity',
  ]);
  const result = await sql<Row>`
    WITH hits AS (
      SELECT i.id, i.name, ${categoryExpr} AS category, i.supplier_id, i.pack, i.item_code,
        i.created_at, (og.id IS NOT NULL) AS in_order_guide, (i.business_id IS NOT NULL) AS own_item, ${score} AS score
      FROM items i
      LEFT JOIN order_guide_items og ON og.item_id = i.id AND ${orderGuideVisibleTo(tenant)}
      LEFT JOIN business_item_categories bic ON bic.item_id = i.id AND bic.business_id = ${b}
      WHERE i.active AND ${visible} AND ${termFilter} AND ${categoryFilter}
        ${
          // The guide's few hundred ids drive the query, whatever the planner guesses of the text match.
          q.orderGuideOnly
            ? sql`AND og.id IS NOT NULL AND i.id = ANY(ARRAY(
                SELECT g.item_id FROM order_guide_items g WHERE ${orderGuideVisibleTo(tenant, 'g')}))`
            : sql``
        }
        ${q.supplierId ? sql`AND ${supplierCol} = ${q.supplierId}` : sql``}
      ORDER BY score DESC, i.name, i.supplier_id, i.id
      LIMIT ${q.ownSupplier && q.tokens.length === 0 ? MAX_CATALOGUE : MAX_RESULTS})
    SELECT h.id AS item_id, p.id AS item_price_id, h.name, h.category, s.name AS supplier, h.supplier_id, p.price,
      p.unit, p.quantity, h.pack, h.item_code, h.created_at AS created, h.in_order_guide, h.own_item
    FROM hits h
    JOIN suppliers s ON s.id = h.supplier_id
    JOIN LATERAL ${price} p ON true
    ORDER BY h.score + ${closeness} DESC, h.name, s.name, h.id`.execute(db);
  return result.rows;
}
