import { LIMITS } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { ORDER_GUIDE_CACHE_KEY, readOrderGuideCache, updatedLabel, writeOrderGuideCache } from './order-guide-cache';
import type { SearchItem } from './types';

const item = { item_id: 1, name: 'Roma Tomatoes' } as SearchItem;

describe('order guide cache', () => {
  it('stores the items with their timestamp under items_orderguide_cache', () => {
    writeOrderGuideCache(7, [item], 1000);
    expect(JSON.parse(localStorage.getItem(ORDER_GUIDE_CACHE_KEY) ?? '')).toEqual({
      timestamp: 1000,
      businessId: 7,
      items: [item],
    });
    expect(readOrderGuideCache(7, 1000 + 60_000)?.items).toEqual([item]);
  });

  it('expires after 2 hours and drops the stale entry', () => {
    writeOrderGuideCache(7, [item], 0);
    expect(readOrderGuideCache(7, LIMITS.orderGuideCacheMs)).not.toBeNull();
    expect(readOrderGuideCache(7, LIMITS.orderGuideCacheMs + 1)).toBeNull();
    expect(localStorage.getItem(ORDER_GUIDE_CACHE_KEY)).toBeNull();
  });

  it("ignores another restaurant's cache and malformed data", () => {
    writeOrderGuideCache(7, [item], 0);
    expect(readOrderGuideCache(8, 10)).toBeNull();
    localStorage.setItem(ORDER_GUIDE_CACHE_KEY, '{not json');
    expect(readOrderGuideCache(7, 10)).toBeNull();
    localStorage.setItem(ORDER_GUIDE_CACHE_KEY, JSON.stringify({ timestamp: 'x', businessId: 7, items: [] }));
    expect(readOrderGuideCache(7, 10)).toBeNull();
  });

  it('says how long ago the guide was updated', () => {
    expect(updatedLabel(0, 30_000)).toBe('Updated just now');
    expect(updatedLabel(0, 5 * 60_000)).toBe('Updated 5 min ago');
    expect(updatedLabel(0, 80 * 60_000)).toBe('Updated 1 h 20 min ago');
    expect(updatedLabel(0, 120 * 60_000)).toBe('Updated 2 h ago');
  });
});
