import type { Session } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { isLoggedIn, useIsLoggedIn } from './auth-store';
import { call, queryKey } from './call';
import { useSettingsStore } from './settings-store';

/** The resource of the signed-in user's session: changes listing 'session' refresh it. */
export const sessionKey = ['session'] as const;

async function fetchSession(): Promise<Session> {
  const session = await call('/user', {});
  // A session answered after logging out must not write the user's settings back into storage.
  if (isLoggedIn()) useSettingsStore.getState().syncFromServer(session.User);
  return session;
}

/** The signed-in user's session (User, Business, BusinessLocation, Supplier, SupplierLocation). */
export function useSession() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ queryKey: queryKey('/user', {}), queryFn: fetchSession, enabled: loggedIn, staleTime: 5 * 60_000 });
}

export function displayName(session: Session | undefined): string {
  if (!session) return '';
  const name = `${session.User.firstName} ${session.User.lastName}`.trim();
  return name || session.User.email;
}
