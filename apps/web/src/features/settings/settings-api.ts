import type { InboundAddress, Session, UserSettings } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { storeSession } from '../../lib/session';

/** Saves settings on the server; the answered session replaces the cached one (and settings-storage). */
export function useSaveSettings() {
  return useMutation({
    mutationFn: (settings: UserSettings) => api<Session>('/user_settings', settings),
    onSuccess: storeSession,
  });
}

export function changePassword(currentPassword: string, newPassword: string) {
  return api<{ ok: true }>('/auth/change_password', { currentPassword, newPassword });
}

export const inboundAddressKey = ['settings', 'inbound-address'] as const;

/** The restaurant's secret address for emailed invoices. */
export function useInboundAddress(enabled = true) {
  return useQuery({
    queryKey: inboundAddressKey,
    queryFn: ({ signal }) => api<InboundAddress>('/inbound_address', {}, { signal }).then((r) => r.address),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** Replaces the address; mail sent to the old one is refused from then on. */
export function useRotateInboundAddress() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<InboundAddress>('/inbound_address_rotate', {}).then((r) => r.address),
    onSuccess: (address) => qc.setQueryData(inboundAddressKey, address),
  });
}
