import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { customerUpdateBody } from './customer-form';

/** A restaurant connected to the supplier, as /customer_get answers it. */
export type Customer = {
  id: number;
  name: string;
  address1: string;
  city: string;
  state: string;
  postalCode: string;
  phone: string;
  contact_name: string;
  contact_email: string;
  contact_phone: string;
  account_id: string | null;
  credit_terms: string | null;
  minimum_order: string | number | null;
  order_cutoff: number | null;
  delivery_days: string | null;
  customer_notes: string | null;
  created_at: string;
  order_count: number;
};

export const customerKeys = { list: ['customers', 'list'] as const };

export function useCustomers() {
  return useQuery({
    queryKey: customerKeys.list,
    queryFn: ({ signal }) => api<{ customers: Customer[] }>('/customer_get', {}, { signal }).then((r) => r.customers),
  });
}

export function useUpdateCustomer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ReturnType<typeof customerUpdateBody>) =>
      api<{ status: string }>('/customer_supplier_update', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: customerKeys.list }),
  });
}
