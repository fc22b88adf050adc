import { describe, expect, it } from 'vitest';
import { parseCategory, parseId, parseSearchType, searchSource, sortSuppliersForDashboard } from './search-rules';

describe('searchSource', () => {
  const base = { term: '', searchType: 0 as const, supplierId: null, category: '' };
  it('prompts in all-items mode until there are 3 characters, a category or a supplier', () => {
    expect(searchSource(base)).toBe('prompt');
    expect(searchSource({ ...base, term: ' to ' })).toBe('prompt');
    expect(searchSource({ ...base, term: 'tom' })).toBe('server');
    expect(searchSource({ ...base, category: 'Dairy' })).toBe('server');
    expect(searchSource({ ...base, supplierId: 3 })).toBe('server');
  });
  it('uses the cached order guide until a term is typed', () => {
    expect(searchSource({ ...base, searchType: 1 })).toBe('order-guide');
    expect(searchSource({ ...base, searchType: 1, category: 'Dairy' })).toBe('order-guide');
    expect(searchSource({ ...base, searchType: 1, term: 'b' })).toBe('server');
  });
  it("always searches a supplier's product page", () => {
    expect(searchSource({ ...base, searchType: 1 }, true)).toBe('server');
    expect(searchSource(base, true)).toBe('server');
  });
});

describe('URL values', () => {
  it('reads search type, category and ids defensively', () => {
    expect(parseSearchType(null)).toBe(1);
    expect(parseSearchType('0')).toBe(0);
    expect(parseSearchType('7')).toBe(1);
    expect(parseCategory('Paper & Dis')).toBe('Paper & Dis');
    expect(parseCategory('Toys')).toBe('');
    expect(parseCategory('None')).toBe('None');
    expect(parseId('12')).toBe(12);
    expect(parseId('0')).toBeNull();
    expect(parseId('1e3')).toBeNull();
  });
});

describe('sortSuppliersForDashboard', () => {
  it('orders by order count, then latest order time, then name', () => {
    const s = (id: number, name: string, order_count: number, last_order_at: string | null) => ({
      id,
      supplier_id: id,
      name,
      order_count,
      last_order_at,
    });
    const sorted = sortSuppliersForDashboard([
      s(1, 'Fresh Valley', 3, '2026-11-22T07:43:00Z'),
      s(2, 'Metro', 3, '2026-11-20T07:12:00Z'),
      s(3, 'Ocean', 5, '2026-01-01T00:00:00Z'),
      s(4, 'Northern', 3, '2026-11-22T09:00:00Z'),
      s(5, 'Alpha', 0, null),
      s(6, 'Beta', 0, null),
    ]);
    expect(sorted.map((x) => x.name)).toEqual(['Ocean', 'Northern', 'Fresh Valley', 'Metro', 'Alpha', 'Beta']);
  });
});
