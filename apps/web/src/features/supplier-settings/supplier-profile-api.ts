import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { sessionKey } from '../../lib/session';
import type { profileBody } from './supplier-profile-form';

/** The supplier's own record, as /supplier_get answers a supplier (supplierDetails). */
export type SupplierProfile = {
  id: number;
  name: string;
  alternate_names: string[];
  address1: string;
  city: string;
  state: string;
  country: string;
  postal_code: string;
  phone: string;
  website: string;
  about: string;
  order_email: string;
};

export const profileKey = ['supplier-settings', 'profile'] as const;

export function useSupplierProfile() {
  return useQuery({
    queryKey: profileKey,
    queryFn: ({ signal }) =>
      api<{ supplierDetails: SupplierProfile }>('/supplier_get', {}, { signal }).then((r) => r.supplierDetails),
  });
}

export function useSaveSupplierProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ReturnType<typeof profileBody>) => api<{ status: string }>('/supplier_profile_update', body),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: profileKey }),
        // The header and other pages show the supplier's name from the session.
        qc.invalidateQueries({ queryKey: sessionKey }),
      ]),
  });
}
