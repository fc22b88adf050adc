import type { SearchItem } from './types';

/** Offers of one product: several suppliers (compared) or a single offer. */
export type OfferGroup = { key: string; items: SearchItem[] };

const comparable = (i: SearchItem) => i.offers > 1 && i.group_key !== '' && i.unit_price_per !== null;
const groupId = (i: SearchItem) => `${i.group_key}|${i.unit_price_per}`;

/**
 * Puts offers of the same product (same group key and unit basis) together, where the first of them ranked, cheapest
 * per unit first. Other results keep their order.
 */
export function groupOffers(items: readonly SearchItem[]): OfferGroup[] {
  const groups: OfferGroup[] = [];
  const byKey = new Map<string, OfferGroup>();
  for (const item of items) {
    if (!comparable(item)) {
      groups.push({ key: `item-${item.item_price_id}-${item.item_id}`, items: [item] });
      continue;
    }
    const key = groupId(item);
    const existing = byKey.get(key);
    if (existing) existing.items.push(item);
    else {
      const group = { key: `group-${key}`, items: [item] };
      byKey.set(key, group);
      groups.push(group);
    }
  }
  for (const g of byKey.values()) {
    g.items.sort((a, b) => (a.unit_price ?? Number.POSITIVE_INFINITY) - (b.unit_price ?? Number.POSITIVE_INFINITY));
  }
  return groups;
}

/** Splits groups into pages of at most `pageSize` rows without cutting a group (unless it alone is larger). */
export function pageGroups(groups: readonly OfferGroup[], pageSize: number): OfferGroup[][] {
  const pages: OfferGroup[][] = [];
  let page: OfferGroup[] = [];
  let rows = 0;
  for (const g of groups) {
    if (rows > 0 && rows + g.items.length > pageSize) {
      pages.push(page);
      page = [];
      rows = 0;
    }
    page.push(g);
    rows += g.items.length;
  }
  if (page.length > 0) pages.push(page);
  return pages;
}

/** Filters (e.g. the cached order guide) by supplier and category; 'None' matches items without a category. */
export function filterItems(
  items: readonly SearchItem[],
  filters: { supplierId: number | null; category: string },
): SearchItem[] {
  return items.filter((i) => {
    if (filters.supplierId !== null && i.supplier_id !== filters.supplierId) return false;
    if (filters.category === 'None') return !i.category;
    if (filters.category && i.category !== filters.category) return false;
    return true;
  });
}
