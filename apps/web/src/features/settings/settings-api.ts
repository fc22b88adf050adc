import type { ChangePasswordResponse, Session, UserSettings } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useAuthStore } from '../../lib/auth-store';
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
