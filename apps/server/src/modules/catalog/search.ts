import { type ItemResult, type ItemSearchInput, LIMITS } from '@app/contracts';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { AppContext, Principal } from '../../context.js';
import type { Db } from '../../db/database.js';
import { businessScope, supplierScope } from '../../lib/tenancy.js';
import { compareOffers } from './compare.js';

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

type Row = Omit<ItemResult, 'unit_price' | 'unit_price_per' | 'group_key' | 'offers' | 'cheapest' | 'saving_pct'> & {
  score: number;
};

/**
 * Searches the items a restaurant can buy: its connected suppliers' catalogues and its own invoiced or added
 * items, at the latest price it sees. Every word must match by prefix (full text) or by similarity (trigrams),
 * so typos and partial words still find items; an exact item code ranks first.
 */
export async function searchItems(ctx: AppContext, p: Principal, input: ItemSearchInput) {
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
    return { items: [], total: 0 };
  if (type === 'restaurant_item' && tokens.length === 0 && term.length >= LIMITS.minSearchLength && !category)
    return { items: [], total: 0 };

  const query = {
    businessId,
    ownSupplier,
    orderGuideOnly: type === 'order_guide',
    supplierId: ownSupplier ?? input.supplierId ?? null,
    category,
    term,
    tokens,
  };
  const rows = await searchRows(ctx.db, query);
  const items = compareOffers(rows).map(({ score: _score, ...r }) => r);
  return { items, total: items.length, pageSize: LIMITS.pageSizeSearch };
}

export type SearchQuery = {
  businessId: number | null;
  ownSupplier: number | null;
  orderGuideOnly: boolean;
  supplierId: number | null;
  category: string | null;
  term: string;
  tokens: string[];
  /** Also match the vocabulary words that resemble each search word (typos), not only the word's prefix. */
  fuzzy: boolean;
  alternatives: Map<string, string[]>;
};

/**
 * The search SQL without HTTP (the benchmark times it too): word prefixes first, which is cheap and exact;
 * only when they find little, trigram similarity as well, for typos.
 */
export async function searchRows(db: Db, q: Omit<SearchQuery, 'fuzzy' | 'alternatives'>): Promise<Row[]> {
  const rows = await queryItems(db, { ...q, fuzzy: false, alternatives: new Map() });
  if (q.tokens.length === 0 || rows.length >= FUZZY_BELOW) return rows;
  const alternatives = await similarWords(db, q.tokens);
  if (alternatives.size === 0) return rows;
  return queryItems(db, { ...q, fuzzy: true, alternatives });
}

/**
 * Words of the catalogue vocabulary that look like each search word (trigram similarity), best first: a cheap
 * lookup in a small table, so a typo costs one more full-text query rather than a scan of every item name.
 */
export async function similarWords(db: Db, tokens: string[]): Promise<Map<string, string[]>> {
  const words = tokens.filter((t) => t.length >= 3 && /^\p{L}+$/u.test(t));
  if (words.length === 0) return new Map();
  const found = await sql<{ token: string; word: string }>`
    SELECT t.token, w.word
    FROM unnest(${words}::text[]) AS t(token)
    CROSS JOIN LATERAL (
      SELECT word FROM search_words
      WHERE word % t.token AND word <> t.token
      ORDER BY similarity(word, t.token) DESC, word
      LIMIT ${SIMILAR_WORDS}) w`.execute(db);
  const map = new Map<string, string[]>();
  for (const r of found.rows) map.set(r.token, [...(map.get(r.token) ?? []), r.word]);
  return map;
}

async function queryItems(db: Db, q: SearchQuery): Promise<Row[]> {
  const b = q.businessId ?? -1;
  const code = q.term.toLowerCase().slice(0, 100);
  const visible: Expression<SqlBool> = q.ownSupplier
    ? sql<SqlBool>`i.supplier_id = ${q.ownSupplier} AND i.business_id IS NULL`
    : sql<SqlBool>`(i.business_id = ${b} OR (i.business_id IS NULL AND i.supplier_id = ANY(ARRAY(
        SELECT supplier_id FROM business_suppliers WHERE business_id = ${b}))))`;
  // Each word matches as a prefix; with `fuzzy`, a word may instead be one of the vocabulary words it resembles.
  const matches = q.tokens.map((t) => {
    const alts = q.fuzzy ? (q.alternatives.get(t) ?? []) : [];
    const query = [`${t}:*`, ...alts.map((w) => `${w}:*`)].join(' | ');
    return sql<SqlBool>`i.search_text @@ to_tsquery('simple', ${query})`;
  });
  const termFilter =
    q.tokens.length === 0
      ? sql<SqlBool>`true`
      : sql<SqlBool>`(lower(i.item_code) = ${code} OR (${sql.join(matches, sql` AND `)}))`;
  const score =
    q.tokens.length === 0
      ? sql<number>`0`
      : sql<number>`(CASE WHEN lower(i.item_code) = ${code} THEN 100 ELSE 0 END)
          + word_similarity(${q.term.slice(0, 200)}, i.name)
          + ts_rank(i.search_text, to_tsquery('simple', ${q.tokens.map((t) => `${t}:*`).join(' | ')}))`;
  const priceScope = q.ownSupplier
    ? sql`ip.business_id IS NULL`
    : sql`(ip.business_id IS NULL OR ip.business_id = ${b})`;
  const categoryExpr = sql`COALESCE(bic.category, i.category)`;
  const categoryFilter =
    q.category === null
      ? sql<SqlBool>`true`
      : q.category === 'None'
        ? sql<SqlBool>`${categoryExpr} IS NULL`
        : sql<SqlBool>`${categoryExpr} = ${q.category}`;
  const result = await sql<Row>`
    SELECT i.id AS item_id, p.id AS item_price_id, i.name, ${categoryExpr} AS category, s.name AS supplier,
      i.supplier_id, p.price, p.unit, p.quantity, i.pack, i.item_code, i.created_at AS created,
      (og.id IS NOT NULL) AS in_order_guide, (i.business_id IS NOT NULL) AS own_item, ${score} AS score
    FROM items i
    JOIN suppliers s ON s.id = i.supplier_id
    JOIN LATERAL (
      SELECT ip.id, ip.price, ip.unit, ip.quantity FROM item_prices ip
      WHERE ip.item_id = i.id AND ${priceScope}
      ORDER BY ip.effective_at DESC, ip.id DESC LIMIT 1) p ON true
    LEFT JOIN order_guide_items og ON og.item_id = i.id AND og.business_id = ${b}
    LEFT JOIN business_item_categories bic ON bic.item_id = i.id AND bic.business_id = ${b}
    WHERE i.active AND ${visible} AND ${termFilter} AND ${categoryFilter}
      ${
        // The guide's few hundred ids drive the query, whatever the planner guesses of the text match.
        q.orderGuideOnly
          ? sql`AND og.id IS NOT NULL AND i.id = ANY(ARRAY(
              SELECT item_id FROM order_guide_items WHERE business_id = ${b}))`
          : sql``
      }
      ${q.supplierId ? sql`AND i.supplier_id = ${q.supplierId}` : sql``}
    ORDER BY score DESC, i.name, s.name, i.id
    LIMIT ${q.ownSupplier && q.tokens.length === 0 ? MAX_CATALOGUE : MAX_RESULTS}`.execute(db);
  return result.rows;
}
