import type { Supplier } from '@app/contracts';
import { useCall, useChange } from '../../lib/call';

export type { Supplier as ConnectedSupplier, SupplierContact, SupplierSuggestion } from '@app/contracts';

/** Supplier names are looked up once the name is longer than 2 characters (spec 5). */
export const SUGGEST_MIN_LENGTH = 3;

type ListOptions = { enabled?: boolean; staleTime?: number };

/**
 * The restaurant's suppliers (/supplier_get), for every screen that lists them: the Suppliers page, search and
 * the dashboard, the cart, the invoice and document flows. An admin names the restaurant it acts for; a
 * restaurant's own is implied. A change to suppliers refreshes every one of them (the 'suppliers' resource).
 */
export function useConnectedSuppliers(businessId: number | null = null, options: ListOptions = {}) {
  return useCall('/supplier_get', businessId ? { business_id: businessId } : {}, {
    select: (r): Supplier[] => r.suppliers,
    ...options,
  });
}

/** A supplier user's own record (settings tab Supplier), from the same call. */
export function useSupplierProfile() {
  return useCall('/supplier_get', {}, { select: (r) => r.supplierDetails ?? null });
}

export function useSupplierSuggestions(term: string) {
  return useCall(
    '/supplier_search',
    { searchTerm: term },
    { select: (r) => r.suppliers, enabled: term.length >= SUGGEST_MIN_LENGTH, staleTime: 60_000 },
  );
}

/** Adds a supplier to the restaurant's list (an admin names the restaurant with businessId). */
export function useConnectSupplier() {
  return useChange('/customer_supplier_put');
}

export function useUpdateSupplier() {
  return useChange('/customer_supplier_update');
}

export function useAddContact() {
  return useChange('/supplier_person_put');
}
