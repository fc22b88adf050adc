import type { AddItemInput, ItemResult } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** An item of the supplier's own catalogue; `active` is false only for items deactivated in this session. */
export type CatalogueItem = ItemResult & { active: boolean };

export type ItemChanges = {
  name?: string;
  category?: string;
  itemCode?: string;
  unit?: string;
  pack?: string;
  price?: number;
  quantity?: number;
  active?: boolean;
};

export type Customer = { id: number; name: string; city: string | null; order_count: number };

export const supplierKeys = {
  catalogue: ['supplier', 'catalogue'] as const,
  customers: ['supplier', 'customers'] as const,
};

/**
 * The supplier's whole catalogue: an item search over its own items with an empty term. The server lists active
 * items only (at most 500).
 */
export function useCatalogue() {
  return useQuery({
    queryKey: supplierKeys.catalogue,
    queryFn: ({ signal }) =>
      api<{ items: ItemResult[] }>('/item_search', { type: 'supplier_items', searchTerm: '' }, { signal }).then(
        (r) => r.items,
      ),
  });
}

export function useAddItem() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (item: AddItemInput) =>
      api<{ status: string; item_id: number; item_price_id: number }>('/add_item', item),
    onSuccess: () => qc.invalidateQueries({ queryKey: supplierKeys.catalogue }),
  });
}

/** Edits, deactivates or activates an item; a new price or pack size is added to its price history. */
export function useUpdateItem() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, changes }: { itemId: number; changes: ItemChanges }) =>
      api<{ status: string; itemId: number }>('/item_update', { itemId, ...changes }),
    onSuccess: () => qc.invalidateQueries({ queryKey: supplierKeys.catalogue }),
  });
}

export function useCustomers() {
  return useQuery({
    queryKey: supplierKeys.customers,
    queryFn: ({ signal }) => api<{ customers: Customer[] }>('/customer_get', {}, { signal }).then((r) => r.customers),
  });
}
