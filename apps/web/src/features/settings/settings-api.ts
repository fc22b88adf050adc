import type { Session, UserSettings } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
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
