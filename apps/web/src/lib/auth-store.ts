import type { Tokens } from '@app/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The tokens sign-in and /auth/refresh answer. */
export type TokenSet = Tokens;

type AuthState = {
  idToken: string | null;
  refreshToken: string | null;
  /** Epoch milliseconds after which the id token is treated as expired. */
  expiresAt: number | null;
  setTokens: (tokens: TokenSet) => void;
  clear: () => void;
};

/** Seconds of margin so a token is renewed before the server would reject it. */
const EXPIRY_MARGIN_MS = 30_000;

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      idToken: null,
      refreshToken: null,
      expiresAt: null,
      setTokens: (t) =>
        set({ idToken: t.idToken, refreshToken: t.refreshToken, expiresAt: Date.now() + t.expiresIn * 1000 }),
      clear: () => set({ idToken: null, refreshToken: null, expiresAt: null }),
    }),
    {
      name: 'auth-storage',
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ idToken: s.idToken, refreshToken: s.refreshToken, expiresAt: s.expiresAt }),
    },
  ),
);

export function isLoggedIn(state: Pick<AuthState, 'refreshToken' | 'idToken'> = useAuthStore.getState()): boolean {
  return Boolean(state.idToken && state.refreshToken);
}

export function useIsLoggedIn(): boolean {
  return useAuthStore((s) => Boolean(s.idToken && s.refreshToken));
}

export function idTokenIsFresh(now = Date.now()): boolean {
  const { idToken, expiresAt } = useAuthStore.getState();
  return Boolean(idToken) && (expiresAt === null || expiresAt - EXPIRY_MARGIN_MS > now);
}

/**
 * Another tab signing in, refreshing or signing out changes 'auth-storage': follow it. `onSessionChange` runs when
 * this tab goes from signed in to signed out or back (so cached data of the previous user can be dropped).
 */
export function followAuthInOtherTabs(onSessionChange: () => void = () => undefined): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key !== 'auth-storage' && e.key !== null) return;
    const wasIn = isLoggedIn();
    const settle = () => {
      if (isLoggedIn() !== wasIn) onSessionChange();
    };
    if (e.newValue === null) {
      useAuthStore.getState().clear();
      settle();
    } else {
      void useAuthStore.persist.rehydrate().then(settle);
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
