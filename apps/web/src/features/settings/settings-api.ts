import { useAuthStore } from '../../lib/auth-store';
import { call, useCall, useChange } from '../../lib/call';

/**
 * Saves settings on the server; the session is read again (and with it settings-storage), as is every screen
 * showing what settings change (names, the restaurant's settings).
 */
export function useSaveSettings() {
  return useChange('/user_settings');
}

/**
 * Changes the password. Every other session ends; this one continues with the new tokens the answer carries (kept
 * as long as the current ones: the refresh token sent tells the server whether Remember me was chosen).
 */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const { refreshToken } = useAuthStore.getState();
  const tokens = await call('/auth/change_password', {
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
