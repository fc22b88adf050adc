import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { parseCategory, parseId, parseSearchType, type SearchFilters } from './search-rules';
import type { SearchType } from './types';

/**
 * The search of the page, kept in the address (?q=&searchType=&supplier=&category=) so going back returns to it.
 * Other parameters (an admin's businessId) are kept.
 */
export function useSearchState(lockedSupplierId?: number) {
  const [params, setParams] = useSearchParams();
  const filters: SearchFilters = {
    term: params.get('q') ?? '',
    searchType: lockedSupplierId ? 0 : parseSearchType(params.get('searchType')),
    supplierId: lockedSupplierId ?? parseId(params.get('supplier')),
    category: parseCategory(params.get('category')),
  };
  const update = useCallback(
    (patch: Record<string, string | null>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(patch)) {
            if (v === null || v === '') next.delete(k);
            else next.set(k, v);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return {
    filters,
    setTerm: useCallback((term: string) => update({ q: term.trim() ? term : null }), [update]),
    setSearchType: useCallback((t: SearchType) => update({ searchType: String(t) }), [update]),
    setSupplier: useCallback((id: number | null) => update({ supplier: id ? String(id) : null }), [update]),
    setCategory: useCallback((c: string) => update({ category: c || null }), [update]),
  };
}
