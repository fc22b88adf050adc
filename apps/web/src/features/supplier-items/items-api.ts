import type { BodyOf, ItemResult } from '@app/contracts';
import { useCall, useChange } from '../../lib/call';

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

/**
 * The supplier's whole catalogue: an item search over its own items with an empty term. The server lists active
 * items only.
 */
export function useCatalogue() {
  return useCall('/item_search', { type: 'supplier_items', searchTerm: '' }, { select: (r) => r.items });
}

/** Edits, deactivates or activates an item; a new price or pack size is added to its price history. */
export function useUpdateItem() {
  return useChange('/item_update', {
    // The category is one the form's list offers; the server checks it.
    toBody: ({ itemId, changes }: { itemId: number; changes: ItemChanges }) =>
      ({ itemId, ...changes }) as BodyOf<'/item_update'>,
  });
}
