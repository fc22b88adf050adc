import type { SupplierClaimView } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { sessionKey } from '../../lib/session';

export const claimKeys = {
  own: ['supplier-claim'] as const,
};

/** The signed-in supplier account's request to manage a supplier record (null when it has none). */
export function useOwnClaim() {
  return useQuery({
    queryKey: claimKeys.own,
    queryFn: ({ signal }) =>
      api<{ claim: SupplierClaimView | null }>('/supplier_claim_get', {}, { signal }).then((r) => r.claim),
  });
}

/** Mails a code to the record's order address; answers where to (masked). */
export function useSendClaimCode() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ sentTo: string }>('/supplier_claim_send_code', {}),
    onSuccess: () => qc.invalidateQueries({ queryKey: claimKeys.own }),
  });
}

/** The right code makes the account a member of the record's team: the session is loaded again. */
export function useConfirmClaimCode() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api<{ status: 'SUCCESS'; supplierId: number }>('/supplier_claim_confirm', { code }),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: claimKeys.own });
      await qc.invalidateQueries({ queryKey: sessionKey });
    },
  });
}
