import type { SearchItem } from './types';

/**
 * Offers of one product: several suppliers (compared) or a single offer. `similar` are offers that may be the
 * same product but say less or more (the server was unsure): shown below the group, not compared with it.
 */
export type OfferGroup = { key: string; items: SearchItem[]; similar: SearchItem[] };

const comparable = (i: SearchItem) => i.offers > 1 && i.group_key !== '' && i.unit_price_per !== null;
const groupId = (i: SearchItem) => `${i.group_key}|${i.unit_price_per}`;
const hostId = (i: SearchItem) => (i.similar_to && i.unit_price_per ? `${i.similar_to}|${i.unit_price_per}` : null);
const byUnitPrice = (a: SearchItem, b: SearchItem) =>
  (a.unit_price ?? Number.POSITIVE_INFINITY) - (b.unit_price ?? Number.POSITIVE_INFINITY);

/**
 * Puts offers of the same product (same group key and unit basis) together, where the first of them ranked,
 * cheapest per unit first, with the offers similar to them below. Other results keep their order.
 */
export function groupOffers(items: readonly SearchItem[]): OfferGroup[] {
  // Groups that other results are similar to: shown as a group even when one supplier offers them.
  const present = new Set(items.filter((i) => i.group_key !== '' && i.unit_price_per !== null).map(groupId));
  const hosts = new Set(items.map(hostId).filter((h): h is string => h !== null && present.has(h)));
  const groups: OfferGroup[] = [];
  const byKey = new Map<string, OfferGroup>();
  const groupOf = (id: string) => {
    let group = byKey.get(id);
    if (!group) {
      group = { key: `group-${id}`, items: [], similar: [] };
      byKey.set(id, group);
      groups.push(group);
    }
    return group;
  };
  for (const item of items) {
    const host = hostId(item);
    if (host && hosts.has(host)) groupOf(host).similar.push(item);
    else if (comparable(item) || hosts.has(groupId(item))) groupOf(groupId(item)).items.push(item);
    else groups.push({ key: `item-${item.item_price_id}-${item.item_id}`, items: [item], similar: [] });
  }
  for (const g of byKey.values()) {
    g.items.sort(byUnitPrice);
    g.similar.sort(byUnitPrice);
  }
  return groups;
}

/** Splits groups into pages of at most `pageSize` rows without cutting a group (unless it alone is larger). */
export function pageGroups(groups: readonly OfferGroup[], pageSize: number): OfferGroup[][] {
  const pages: OfferGroup[][] = [];
  let page: OfferGroup[] = [];
  let rows = 0;
  for (const g of groups) {
    const size = g.items.length + g.similar.length;
    if (rows > 0 && rows + size > pageSize) {
      pages.push(page);
      page = [];
      rows = 0;
    }
    page.push(g);
    rows += size;
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
