import { useAuthStore } from './auth-store';
import { call } from './call';
import { queryClient } from './query-client';
import { useSettingsStore } from './settings-store';

/** Ends the session on the server (best effort) and clears every piece of locally held data. */
export async function signOutAndClear(): Promise<void> {
  await queryClient.cancelQueries();
  const { refreshToken } = useAuthStore.getState();
  if (refreshToken) {
    await call('/auth/sign_out', { refreshToken }, { auth: false }).catch((err: unknown) => console.error(err));
  }
  useAuthStore.getState().clear();
  useSettingsStore.getState().reset();
  queryClient.clear();
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch (err) {
    console.error(err);
  }
}
