import type { ChangePasswordResponse, Session, UserSettings } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useAuthStore } from '../../lib/auth-store';
import { useCall, useChange } from '../../lib/call';
import { storeSession } from '../../lib/session';

/** Saves settings on the server; the answered session replaces the cached one (and settings-storage). */
export function useSaveSettings() {
  return useMutation({
    mutationFn: (settings: UserSettings) => api<Session>('/user_settings', settings),
    onSuccess: storeSession,
  });
}

/**
 * Changes the password. Every other session ends; this one continues with the new tokens the answer carries (kept
 * as long as the current ones: the refresh token sent tells the server whether Remember me was chosen).
 */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const { refreshToken } = useAuthStore.getState();
  const tokens = await api<ChangePasswordResponse>('/auth/change_password', {
    currentPassword,
    newPassword,
    ...(refreshToken ? { refreshToken } : {}),
  });
  useAuthStore.getState().setTokens(tokens);
}

/** The restaurant's secret address for emailed invoices. */
export function useInboundAddress(enabled = true) {
  return useCall('/inbound_address', {}, { enabled, staleTime: 5 * 60_000, select: (r) => r.address });
}

/** Replaces the address (the one shown is fetched again); mail sent to the old one is refused from then on. */
export function useRotateInboundAddress() {
  return useChange('/inbound_address_rotate', { toBody: (_: undefined) => ({}) });
}
