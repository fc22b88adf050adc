import type { Session } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from './api';
import { isLoggedIn, useIsLoggedIn } from './auth-store';
import { queryClient } from './query-client';
import { useSettingsStore } from './settings-store';

export const sessionKey = ['session'] as const;

export async function fetchSession(): Promise<Session> {
  const session = await api<Session>('/user', {});
  // A session answered after logging out must not write the user's settings back into storage.
  if (isLoggedIn()) useSettingsStore.getState().syncFromServer(session.User);
  return session;
}

/** The signed-in user's session (User, Business, BusinessLocation, Supplier, SupplierLocation). */
export function useSession() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ queryKey: sessionKey, queryFn: fetchSession, enabled: loggedIn, staleTime: 5 * 60_000 });
}

/** Stores a session the server just answered (e.g. after saving settings). */
export function storeSession(session: Session): void {
  queryClient.setQueryData(sessionKey, session);
  useSettingsStore.getState().syncFromServer(session.User);
}

export function displayName(session: Session | undefined): string {
  if (!session) return '';
  const name = `${session.User.firstName} ${session.User.lastName}`.trim();
  return name || session.User.email;
}
