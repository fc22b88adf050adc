import { type BodyOf, LIMITS } from '@app/contracts';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../lib/api';
import { call, queryKey, useCall, useChange } from '../../lib/call';
import { readOrderGuideCache, writeOrderGuideCache } from './order-guide-cache';
import { type SearchScope, scopeBody } from './scope';
import type { SearchItem, SearchResponse } from './types';

export type ItemSearchRequest = BodyOf<'/item_search'>;

/** A server search (all items, a typed order-guide search, or one supplier's products). */
export function useItemSearch(body: ItemSearchRequest, enabled: boolean) {
  return useCall('/item_search', body, { enabled, placeholderData: (previous) => previous });
}

/** The search that lists the whole order guide of the scope's restaurant. */
const guideBody = (scope: SearchScope): ItemSearchRequest => ({
  type: 'order_guide',
  searchTerm: '',
  ...scopeBody(scope),
});

/**
 * The whole order guide, shown at once from local storage when cached in the last 2 hours (spec 4), refetched
 * after that, on Refresh or when items change. Every fetch rewrites the cache with its time.
 */
export function useCachedOrderGuide(scope: SearchScope, enabled: boolean) {
  const businessId = scope.businessId ?? 0;
  const body = guideBody(scope);
  return useQuery<SearchResponse, ApiError, SearchItem[]>({
    queryKey: queryKey('/item_search', body),
    queryFn: async ({ signal }) => {
      const r = await call('/item_search', body, { signal });
      writeOrderGuideCache(businessId, r.items);
      return r;
    },
    select: (r) => r.items,
    enabled: enabled && scope.businessId !== null,
    initialData: () => {
      const cached = readOrderGuideCache(businessId);
      return cached ? { items: cached.items, total: cached.items.length, pageSize: LIMITS.pageSizeSearch } : undefined;
    },
    initialDataUpdatedAt: () => readOrderGuideCache(businessId)?.timestamp,
    staleTime: LIMITS.orderGuideCacheMs,
    gcTime: LIMITS.orderGuideCacheMs,
  });
}

export function useLastOrdered(itemId: number, scope: SearchScope, enabled: boolean) {
  return useCall('/item_last_ordered', { itemId, ...scopeBody(scope) }, { enabled });
}

export function useItemNotes() {
  return useCall('/item_note', {}, { select: (r) => r.notes });
}

/**
 * Applies a change to every cached search answer (the order guide's among them) and to the local copy of the
 * guide, before the server confirms it; the change's refresh then fetches them again.
 */
function patchItems(qc: QueryClient, scope: SearchScope, fn: (items: SearchItem[]) => SearchItem[]) {
  qc.setQueriesData<SearchResponse>({ queryKey: queryKey('/item_search') }, (old) =>
    old ? { ...old, items: fn(old.items) } : old,
  );
  if (scope.businessId === null) return;
  const key = queryKey('/item_search', guideBody(scope));
  const guide = qc.getQueryData<SearchResponse>(key);
  if (guide) writeOrderGuideCache(scope.businessId, guide.items, qc.getQueryState(key)?.dataUpdatedAt || Date.now());
}

const byName = (a: SearchItem, b: SearchItem) => a.name.localeCompare(b.name) || a.supplier.localeCompare(b.supplier);

/** Stars or unstars an item in every list, and adds it to the order guide's list or takes it out. */
function patchGuide(qc: QueryClient, scope: SearchScope, item: SearchItem, add: boolean) {
  qc.setQueryData<SearchResponse>(queryKey('/item_search', guideBody(scope)), (old) => {
    if (!old) return old;
    const rest = old.items.filter((i) => i.item_id !== item.item_id);
    return { ...old, items: add ? [...rest, { ...item, in_order_guide: true }].sort(byName) : rest };
  });
  patchItems(qc, scope, (items) => items.map((i) => (i.item_id === item.item_id ? { ...i, in_order_guide: add } : i)));
}

/** Adds an item to the order guide or takes it out: shown at once, undone if the server refuses. */
export function useToggleOrderGuide(scope: SearchScope) {
  const qc = useQueryClient();
  return useChange('/order_guide_items', {
    toBody: ({ item, add }: { item: SearchItem; add: boolean }) => ({
      action: add ? 'add' : 'delete',
      itemId: item.item_id,
      ...scopeBody(scope),
    }),
    onMutate: ({ item, add }) => patchGuide(qc, scope, item, add),
    onError: (_e, { item, add }) => patchGuide(qc, scope, item, !add),
  });
}

/** The restaurant's category of an item: shown at once, undone if the server refuses. */
export function useUpdateCategory(scope: SearchScope) {
  const qc = useQueryClient();
  const set = (itemId: number, category: string | null) =>
    patchItems(qc, scope, (items) => items.map((i) => (i.item_id === itemId ? { ...i, category } : i)));
  return useChange('/item_category_update', {
    toBody: ({ item, category }: { item: SearchItem; category: string }) => ({
      itemId: item.item_id,
      newCategory: (category || 'None') as BodyOf<'/item_category_update'>['newCategory'],
      ...scopeBody(scope),
    }),
    onMutate: ({ item, category }) => set(item.item_id, category === '' || category === 'None' ? null : category),
    onError: (_e, { item }) => set(item.item_id, item.category),
  });
}

/** Adds an item by hand: a restaurant's own (into its order guide), or one of a supplier's catalogue. */
export function useAddItem() {
  return useChange('/add_item');
}

export function useAddNote() {
  return useChange('/item_note_put');
}
