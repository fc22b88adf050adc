import {
  abs,
  CATALOG_IMPORT,
  type CatalogImportCounts,
  type CatalogImportRow,
  compare,
  divide,
  equals,
  type ItemCategory,
  multiply,
  subtract,
  toNumber,
} from '@app/contracts';
import { canonicalDecimal, normaliseName, type ParsedImportRow } from './import-rows.js';

/** An item of the supplier's catalogue with its current supplier price. */
export type ExistingItem = {
  id: number;
  name: string;
  item_code: string;
  category: ItemCategory | null;
  unit: string;
  pack: string;
  price: string | null;
  quantity: string | null;
  price_unit: string | null;
};

/** The columns of an item that a row changes. */
export type ItemChanges = { name?: string; item_code?: string; category?: ItemCategory; unit?: string; pack?: string };

/** A row with its plan; its category is one of the product's (parseRow keeps no other). */
export type PlannedImportRow = CatalogImportRow & Pick<ParsedImportRow, 'category'>;

/**
 * Decides per row whether it adds an item, updates one or changes nothing. A row with an item code matches the
 * catalogue item with that code (any case), or else an item without a code of the same name; a row without a
 * code matches by name. An empty category or pack keeps what the item has.
 */
export function planRows(rows: ParsedImportRow[], existing: ExistingItem[]): PlannedImportRow[] {
  const byCode = new Map<string, ExistingItem>();
  const byName = new Map<string, ExistingItem>();
  const byNameWithoutCode = new Map<string, ExistingItem>();
  for (const item of existing) {
    const code = item.item_code.trim().toLowerCase();
    const name = normaliseName(item.name);
    if (code && !byCode.has(code)) byCode.set(code, item);
    if (!byName.has(name)) byName.set(name, item);
    if (!code && !byNameWithoutCode.has(name)) byNameWithoutCode.set(name, item);
  }
  const claimed = new Map<number, number>();
  return rows.map((r) => {
    if (r.errors.length) return { ...r, action: 'error', itemId: null, changes: [] };
    const name = normaliseName(r.name);
    const match = r.itemCode ? (byCode.get(r.itemCode.toLowerCase()) ?? byNameWithoutCode.get(name)) : byName.get(name);
    if (!match) return { ...r, action: 'new', itemId: null, changes: [] };
    const earlier = claimed.get(match.id);
    if (earlier !== undefined)
      return {
        ...r,
        action: 'error',
        itemId: null,
        changes: [],
        errors: [`This is the same item as row ${earlier}; only the first is imported`],
      };
    claimed.set(match.id, r.row);
    const fields = [...Object.keys(itemChanges(r, match)), ...priceChanges(r, match)];
    const changes = [...new Set(fields.map((f) => f.replace('_', ' ')))];
    const action = changes.length ? 'update' : 'unchanged';
    return { ...r, action, itemId: match.id, changes, ...priceMove(canonicalDecimal(match.price), r.price) };
  });
}

/** What a row changes on the item itself. */
export function itemChanges(r: ParsedImportRow, item: ExistingItem): ItemChanges {
  const c: ItemChanges = {};
  if (r.name !== item.name) c.name = r.name;
  if (r.itemCode && r.itemCode.toLowerCase() !== item.item_code.toLowerCase()) c.item_code = r.itemCode;
  if (r.category && r.category !== item.category) c.category = r.category;
  if (r.unit !== item.unit) c.unit = r.unit;
  if (r.pack && r.pack !== item.pack) c.pack = r.pack;
  return c;
}

/** Which parts of the price change: a new price row is written when any does. */
export function priceChanges(r: ParsedImportRow, item: ExistingItem): string[] {
  const c: string[] = [];
  if (canonicalDecimal(item.price) !== r.price) c.push('price');
  if (canonicalDecimal(item.quantity) !== r.quantity) c.push('quantity');
  if (item.price !== null && (item.price_unit ?? '') !== r.unit) c.push('unit');
  return c;
}

/**
 * How a row moves an item's price: the price before, the change in whole percent (rounded half away from zero)
 * and whether it is a big one (more than CATALOG_IMPORT.bigPriceChangePercent), worked out exactly. Nothing when
 * the price stays or there was none.
 */
export function priceMove(
  previous: string | null,
  next: string | null,
): Pick<CatalogImportRow, 'previousPrice' | 'priceChangePercent' | 'bigPriceChange'> {
  if (previous === null || next === null || previous === next) return {};
  const diff = subtract(next, previous);
  if (equals(diff, 0)) return {};
  if (equals(previous, 0)) return { previousPrice: previous, priceChangePercent: null, bigPriceChange: true };
  const percent = divide(multiply(diff, 100), previous, 0);
  return {
    previousPrice: previous,
    priceChangePercent: toNumber(percent),
    bigPriceChange: compare(multiply(abs(diff), 100), multiply(previous, CATALOG_IMPORT.bigPriceChangePercent)) > 0,
  };
}

export function countRows(rows: CatalogImportRow[]): CatalogImportCounts {
  const counts: CatalogImportCounts = { total: rows.length, new: 0, updated: 0, unchanged: 0, errors: 0 };
  for (const r of rows) {
    if (r.action === 'new') counts.new++;
    else if (r.action === 'update') counts.updated++;
    else if (r.action === 'unchanged') counts.unchanged++;
    else counts.errors++;
  }
  return counts;
}
