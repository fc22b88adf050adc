import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { contactBody } from './contact-form';
import type { connectionBody, supplierUpdateBody } from './supplier-form';

export type SupplierContact = {
  id: number;
  name: string;
  phone: string;
  email: string;
  role: string;
  default_order_email: boolean;
};

/** A supplier in the restaurant's list, as /supplier_get answers it. */
export type ConnectedSupplier = {
  id: number;
  supplier_id: number;
  name: string;
  alternate_names: string[];
  address1: string;
  city: string;
  state: string;
  postalCode: string;
  phone: string;
  order_email: string;
  registered: boolean;
  account_id: string | null;
  credit_terms: string | null;
  minimum_order: string | number | null;
  order_cutoff: number | null;
  delivery_days: string | null;
  preferred_contact_method: string | null;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  order_count: number;
  last_order_at: string | null;
  contacts: SupplierContact[];
};

/** A /supplier_search answer row. */
export type SupplierSuggestion = {
  id: number;
  supplier_id: number;
  name: string;
  alternate_names: string[];
  city: string;
  registered: boolean;
};

export const supplierKeys = {
  root: ['suppliers'] as const,
  list: ['suppliers', 'list'] as const,
  search: (term: string) => ['suppliers', 'search', term] as const,
};

/** Supplier names are looked up once the name is longer than 2 characters (spec 5). */
export const SUGGEST_MIN_LENGTH = 3;

export function useConnectedSuppliers() {
  return useQuery({
    queryKey: supplierKeys.list,
    queryFn: ({ signal }) =>
      api<{ suppliers: ConnectedSupplier[] }>('/supplier_get', {}, { signal }).then((r) => r.suppliers),
  });
}

export function useSupplierSuggestions(term: string) {
  return useQuery({
    queryKey: supplierKeys.search(term),
    queryFn: ({ signal }) =>
      api<{ suppliers: SupplierSuggestion[] }>('/supplier_search', { searchTerm: term }, { signal }).then(
        (r) => r.suppliers,
      ),
    enabled: term.length >= SUGGEST_MIN_LENGTH,
    staleTime: 60_000,
  });
}

/** After a change: this page's list and the other pages that show the restaurant's suppliers. */
function useRefreshSuppliers() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: supplierKeys.root }),
      qc.invalidateQueries({ queryKey: ['search', 'suppliers'] }),
      qc.invalidateQueries({ queryKey: ['cart', 'suppliers'] }),
    ]);
}

export function useConnectSupplier() {
  const refresh = useRefreshSuppliers();
  return useMutation({
    mutationFn: (body: ReturnType<typeof connectionBody>) =>
      api<{ status: string; supplierId: number }>('/customer_supplier_put', body),
    onSuccess: refresh,
  });
}

export function useUpdateSupplier() {
  const refresh = useRefreshSuppliers();
  return useMutation({
    mutationFn: (body: ReturnType<typeof supplierUpdateBody>) =>
      api<{ status: string }>('/customer_supplier_update', body),
    onSuccess: refresh,
  });
}

export function useAddContact() {
  const refresh = useRefreshSuppliers();
  return useMutation({
    mutationFn: (body: ReturnType<typeof contactBody>) =>
      api<{ status: string; contact: SupplierContact }>('/supplier_person_put', body),
    onSuccess: refresh,
  });
}
