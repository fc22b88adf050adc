import { LIMITS } from '@app/contracts';
import type { SearchItem } from './types';

/** Local storage key of the cached order guide (spec section 4). */
export const ORDER_GUIDE_CACHE_KEY = 'items_orderguide_cache';

export type OrderGuideCache = { timestamp: number; businessId: number; items: SearchItem[] };

function isCache(value: unknown): value is OrderGuideCache {
  const v = value as Partial<OrderGuideCache> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.timestamp === 'number' &&
    typeof v.businessId === 'number' &&
    Array.isArray(v.items)
  );
}

/** The cached order guide of this restaurant when it is younger than 2 hours, else null (and it is dropped). */
export function readOrderGuideCache(businessId: number, now = Date.now()): OrderGuideCache | null {
  let parsed: unknown;
  try {
    const raw = localStorage.getItem(ORDER_GUIDE_CACHE_KEY);
    if (!raw) return null;
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isCache(parsed) || parsed.businessId !== businessId) return null;
  const age = now - parsed.timestamp;
  if (age < 0 || age > LIMITS.orderGuideCacheMs) {
    clearOrderGuideCache();
    return null;
  }
  return parsed;
}

export function writeOrderGuideCache(businessId: number, items: SearchItem[], timestamp = Date.now()): void {
  try {
    localStorage.setItem(ORDER_GUIDE_CACHE_KEY, JSON.stringify({ timestamp, businessId, items }));
  } catch (err) {
    // A full or blocked storage only costs the instant start next time.
    console.error(err);
  }
}

export function clearOrderGuideCache(): void {
  try {
    localStorage.removeItem(ORDER_GUIDE_CACHE_KEY);
  } catch {
    // nothing to clear
  }
}

/** 'Updated just now', 'Updated 5 min ago', 'Updated 1 h 20 min ago'. */
export function updatedLabel(updatedAt: number, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - updatedAt) / 60_000));
  if (minutes < 1) return 'Updated just now';
  if (minutes < 60) return `Updated ${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `Updated ${hours} h ${rest} min ago` : `Updated ${hours} h ago`;
}
