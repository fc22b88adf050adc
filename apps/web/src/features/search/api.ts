import { type AddItemInput, LIMITS, type SEARCH_TYPES } from '@app/contracts';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { readOrderGuideCache, writeOrderGuideCache } from './order-guide-cache';
import { type SearchScope, scopeBody } from './scope';
import type { ConnectedSupplier, ItemNote, LastOrderedResponse, SearchItem, SearchResponse } from './types';

export type ItemSearchRequest = {
  type: (typeof SEARCH_TYPES)[number];
  searchTerm: string;
  category?: string;
  supplierId?: number;
  businessId?: number;
};

export const searchKeys = {
  root: ['search'] as const,
  items: (body: ItemSearchRequest) => ['search', 'items', body] as const,
  itemsRoot: ['search', 'items'] as const,
  orderGuide: (businessId: number) => ['search', 'order-guide', businessId] as const,
  suppliers: (businessId: number | null) => ['search', 'suppliers', businessId] as const,
  lastOrdered: (itemId: number, businessId: number | null) => ['search', 'last-ordered', itemId, businessId] as const,
  notes: ['search', 'notes'] as const,
};

export function searchItems(body: ItemSearchRequest, signal?: AbortSignal): Promise<SearchResponse> {
  return api<SearchResponse>('/item_search', body, { signal });
}

/** A server search (all items, a typed order-guide search, or one supplier's products). */
export function useItemSearch(body: ItemSearchRequest, enabled: boolean) {
  return useQuery({
    queryKey: searchKeys.items(body),
    queryFn: ({ signal }) => searchItems(body, signal),
    enabled,
    placeholderData: (previous) => previous,
  });
}

/**
 * The whole order guide, shown at once from local storage when cached in the last 2 hours (spec 4), refetched
 * after that or on Refresh. Every fetch rewrites the cache with its time.
 */
export function useOrderGuide(scope: SearchScope, enabled: boolean) {
  const businessId = scope.businessId ?? 0;
  return useQuery({
    queryKey: searchKeys.orderGuide(businessId),
    queryFn: async ({ signal }) => {
      const r = await searchItems({ type: 'order_guide', searchTerm: '', ...scopeBody(scope) }, signal);
      writeOrderGuideCache(businessId, r.items);
      return r.items;
    },
    enabled: enabled && scope.businessId !== null,
    initialData: () => readOrderGuideCache(businessId)?.items,
    initialDataUpdatedAt: () => readOrderGuideCache(businessId)?.timestamp,
    staleTime: LIMITS.orderGuideCacheMs,
    gcTime: LIMITS.orderGuideCacheMs,
  });
}

/** Connected suppliers (for the filter, the dashboard and the Add Item dialog). */
export function useSuppliers(scope: SearchScope | null) {
  const businessId = scope?.businessId ?? null;
  return useQuery({
    queryKey: searchKeys.suppliers(businessId),
    queryFn: ({ signal }) =>
      api<{ suppliers: ConnectedSupplier[] }>(
        '/supplier_get',
        scope?.usertype === 'admin' && businessId ? { business_id: businessId } : {},
        { signal },
      ).then((r) => r.suppliers),
    enabled: businessId !== null,
    staleTime: 5 * 60_000,
  });
}

export function useLastOrdered(itemId: number, scope: SearchScope, enabled: boolean) {
  return useQuery({
    queryKey: searchKeys.lastOrdered(itemId, scope.businessId),
    queryFn: ({ signal }) =>
      api<LastOrderedResponse>('/item_last_ordered', { itemId, ...scopeBody(scope) }, { signal }),
    enabled,
  });
}

export function useItemNotes() {
  return useQuery({
    queryKey: searchKeys.notes,
    queryFn: ({ signal }) => api<{ notes: ItemNote[] }>('/item_note', {}, { signal }).then((r) => r.notes),
  });
}

/** Applies a change to every cached server result list. */
function patchResults(qc: QueryClient, fn: (items: SearchItem[]) => SearchItem[]) {
  qc.setQueriesData<SearchResponse>({ queryKey: searchKeys.itemsRoot }, (old) =>
    old ? { ...old, items: fn(old.items) } : old,
  );
}

/** Applies a change to the order guide and its local storage copy, keeping the time it was fetched. */
function patchOrderGuide(qc: QueryClient, businessId: number | null, fn: (items: SearchItem[]) => SearchItem[]) {
  if (businessId === null) return;
  const key = searchKeys.orderGuide(businessId);
  const guide = qc.getQueryData<SearchItem[]>(key);
  if (!guide) return;
  const next = fn(guide);
  const updatedAt = qc.getQueryState(key)?.dataUpdatedAt || Date.now();
  qc.setQueryData(key, next, { updatedAt });
  writeOrderGuideCache(businessId, next, updatedAt);
}

const byName = (a: SearchItem, b: SearchItem) => a.name.localeCompare(b.name) || a.supplier.localeCompare(b.supplier);

export function useToggleOrderGuide(scope: SearchScope) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ item, add }: { item: SearchItem; add: boolean }) =>
      api('/order_guide_items', { action: add ? 'add' : 'delete', itemId: item.item_id, ...scopeBody(scope) }),
    onSuccess: (_r, { item, add }) => {
      patchResults(qc, (items) => items.map((i) => (i.item_id === item.item_id ? { ...i, in_order_guide: add } : i)));
      patchOrderGuide(qc, scope.businessId, (items) => {
        const rest = items.filter((i) => i.item_id !== item.item_id);
        return add ? [...rest, { ...item, in_order_guide: true }].sort(byName) : rest;
      });
      // The guide's comparisons change with its content: fetch it again in the background.
      if (scope.businessId !== null) void qc.invalidateQueries({ queryKey: searchKeys.orderGuide(scope.businessId) });
    },
  });
}

export function useUpdateCategory(scope: SearchScope) {
  const qc = useQueryClient();
  const set = (itemId: number, category: string | null) => {
    const fn = (items: SearchItem[]) => items.map((i) => (i.item_id === itemId ? { ...i, category } : i));
    patchResults(qc, fn);
    patchOrderGuide(qc, scope.businessId, fn);
  };
  return useMutation({
    mutationFn: ({ item, category }: { item: SearchItem; category: string }) =>
      api('/item_category_update', { itemId: item.item_id, newCategory: category || 'None', ...scopeBody(scope) }),
    onMutate: ({ item, category }) => {
      set(item.item_id, category === '' || category === 'None' ? null : category);
      return { previous: item.category };
    },
    onError: (_e, { item }, context) => set(item.item_id, context?.previous ?? null),
  });
}

export type AddItemRequest = Omit<AddItemInput, 'price' | 'quantity'> & { price: number; quantity: number };

export function useAddItem(scope: SearchScope) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AddItemRequest) =>
      api<{ status: string; item_id: number; item_price_id: number }>('/add_item', { ...body, ...scopeBody(scope) }),
    onSuccess: () => qc.invalidateQueries({ queryKey: searchKeys.root }),
  });
}

export function useAddNote() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { item_id: number; item_price_id: number; note: string }) =>
      api<{ status: string; id: number }>('/item_note_put', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: searchKeys.notes }),
  });
}
