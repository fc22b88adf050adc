import type { Supplier } from '@app/contracts';
import { ITEM_CATEGORIES, LIMITS } from '@app/contracts';
import type { SearchType } from './types';

export type SearchFilters = {
  term: string;
  searchType: SearchType;
  supplierId: number | null;
  category: string;
};

/**
 * Where the results come from: a prompt (all items with nothing to search yet: spec 5, fewer than 3 characters), the
 * cached order guide filtered here (no term), or a server search.
 */
export function searchSource(f: SearchFilters, lockedSupplier = false): 'prompt' | 'order-guide' | 'server' {
  const term = f.term.trim();
  if (f.searchType === 1 && !lockedSupplier) return term === '' ? 'order-guide' : 'server';
  if (lockedSupplier || f.supplierId !== null || f.category !== '') return 'server';
  return term.length >= LIMITS.minSearchLength ? 'server' : 'prompt';
}

/** A category value from the URL or a select: one of the categories, 'None', or '' (all). */
export function parseCategory(value: string | null): string {
  if (!value) return '';
  if (value === 'None') return 'None';
  return (ITEM_CATEGORIES as readonly string[]).includes(value) ? value : '';
}

export function parseSearchType(value: string | null): SearchType {
  return value === '0' ? 0 : 1;
}

export function parseId(value: string | null | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n > 0 && Number.isSafeInteger(n) ? n : null;
}

const time = (s: string | null | undefined) => (s ? new Date(s).getTime() || 0 : 0);

/** The dashboard's supplier order (spec 2.6): most orders first, then the latest order, then by name. */
export function sortSuppliersForDashboard<T extends Pick<Supplier, 'name' | 'order_count' | 'last_order_at'>>(
  suppliers: readonly T[],
): T[] {
  return [...suppliers].sort(
    (a, b) =>
      (b.order_count ?? 0) - (a.order_count ?? 0) ||
      time(b.last_order_at) - time(a.last_order_at) ||
      a.name.localeCompare(b.name),
  );
}
