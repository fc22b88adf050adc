import { describe, expect, it } from 'vitest';
import { filterItems, groupOffers, pageGroups } from './grouping';
import type { SearchItem } from './types';

let nextId = 1;
function offer(over: Partial<SearchItem>): SearchItem {
  const id = nextId++;
  return {
    item_id: id,
    item_price_id: id,
    name: `Item ${id}`,
    category: 'Produce',
    supplier: 'Fresh Valley Produce',
    supplier_id: 1,
    price: '10.00000',
    unit: 'CS',
    quantity: '1.00000',
    pack: '',
    item_code: `C-${id}`,
    created: '2026-01-01T00:00:00.000Z',
    in_order_guide: false,
    own_item: false,
    unit_price: null,
    unit_price_per: null,
    group_key: '',
    offers: 1,
    cheapest: false,
    saving_pct: null,
    premium_pct: null,
    similar_to: null,
    ...over,
  };
}

describe('groupOffers', () => {
  it('brings offers of one product together where the first ranked, cheapest first', () => {
    const dearRoma = offer({
      name: 'Roma Tomatoes 25 LB',
      group_key: 'roma tomato',
      unit_price: 2.87,
      unit_price_per: 'kg',
      offers: 2,
      premium_pct: 8.5,
    });
    const diced = offer({ name: 'Diced Tomatoes', group_key: 'diced tomato', unit_price: 1.86, unit_price_per: 'kg' });
    const cheapRoma = offer({
      name: 'Tomatoes, Roma 25lb',
      supplier_id: 4,
      group_key: 'roma tomato',
      unit_price: 2.64,
      unit_price_per: 'kg',
      offers: 2,
      cheapest: true,
      saving_pct: 7.8,
    });
    const groups = groupOffers([dearRoma, diced, cheapRoma]);
    expect(groups.map((g) => g.items.map((i) => i.name))).toEqual([
      ['Tomatoes, Roma 25lb', 'Roma Tomatoes 25 LB'],
      ['Diced Tomatoes'],
    ]);
  });

  it('does not merge the same key measured on another basis, nor single offers', () => {
    const perKg = offer({ group_key: 'milk', unit_price: 1, unit_price_per: 'kg', offers: 2 });
    const perL = offer({ group_key: 'milk', unit_price: 1, unit_price_per: 'l', offers: 2 });
    const alone = offer({ group_key: 'milk', unit_price: 1, unit_price_per: 'l', offers: 1 });
    expect(groupOffers([perKg, perL, alone]).map((g) => g.items.length)).toEqual([1, 1, 1]);
  });
});

describe('groupOffers with similar offers', () => {
  const butter = (over: Partial<SearchItem>) =>
    offer({ name: 'Butter, Unsalted 36x1 LB', group_key: 'butter unsalted', unit_price_per: 'kg', ...over });

  it('puts an offer the server was unsure of below the group it may belong to, out of its comparison', () => {
    const a = butter({ unit_price: 10.29, offers: 2, premium_pct: 3.4 });
    const plain = offer({
      name: 'Butter 36/1lb',
      group_key: 'butter',
      unit_price: 9.2,
      unit_price_per: 'kg',
      similar_to: 'butter unsalted',
    });
    const b = butter({ name: 'BTR UNSLTD 36/1#', supplier_id: 3, unit_price: 9.95, offers: 2, cheapest: true });
    const groups = groupOffers([plain, a, b]);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.items.map((i) => i.name)).toEqual(['BTR UNSLTD 36/1#', 'Butter, Unsalted 36x1 LB']);
    expect(groups[0]?.similar.map((i) => i.name)).toEqual(['Butter 36/1lb']);
  });

  it('shows a single offer as a group when others are similar to it, and keeps them apart otherwise', () => {
    const lone = butter({ unit_price: 10.29 });
    const plain = offer({
      name: 'Butter 36/1lb',
      group_key: 'butter',
      unit_price_per: 'kg',
      similar_to: 'butter unsalted',
    });
    expect(groupOffers([lone, plain]).map((g) => [g.items.length, g.similar.length])).toEqual([[1, 1]]);
    // Similar to a group that is not among the results, or on another unit basis: a row of its own.
    const perL = offer({ name: 'Butter 1 L', group_key: 'butter', unit_price_per: 'l', similar_to: 'butter unsalted' });
    expect(groupOffers([plain, perL]).map((g) => [g.items.length, g.similar.length])).toEqual([
      [1, 0],
      [1, 0],
    ]);
  });
});

describe('pageGroups', () => {
  it('fills pages up to the page size without splitting a group', () => {
    const sizes = [20, 20, 5, 10, 60, 1];
    const groups = sizes.map((n, gi) => ({
      key: `g${gi}`,
      items: Array.from({ length: n }, () => offer({})),
      similar: [],
    }));
    const pages = pageGroups(groups, 50);
    expect(pages.map((p) => p.map((g) => g.items.length))).toEqual([[20, 20, 5], [10], [60], [1]]);
    expect(pageGroups([], 50)).toEqual([]);
  });
});

describe('filterItems', () => {
  it('filters by supplier and category', () => {
    const a = offer({ supplier_id: 1, category: 'Produce' });
    const b = offer({ supplier_id: 2, category: 'Dairy' });
    const c = offer({ supplier_id: 2, category: null });
    expect(filterItems([a, b, c], { supplierId: 2, category: '' })).toEqual([b, c]);
    expect(filterItems([a, b, c], { supplierId: null, category: 'Produce' })).toEqual([a]);
    expect(filterItems([a, b, c], { supplierId: null, category: 'None' })).toEqual([c]);
  });
});
