import type { SignInResponse, Tokens } from '@app/contracts';
import { useAuthStore } from '../../lib/auth-store';
import { call } from '../../lib/call';
import { queryClient } from '../../lib/query-client';

const open = { auth: false } as const;

export const authApi = {
  /** A refresh token still held for the account shows the server this is a known device (see sign-in delays). */
  signIn: (email: string, password: string, remember: boolean) => {
    const { refreshToken } = useAuthStore.getState();
    return call('/auth/sign_in', { email, password, remember, ...(refreshToken ? { refreshToken } : {}) }, open);
  },
  completeNewPassword: (session: string, newPassword: string) =>
    call('/auth/complete_new_password', { session, newPassword }, open),
  confirmSignUp: (email: string, code: string) => call('/auth/confirm_sign_up', { email, code }, open),
  resendCode: (email: string) => call('/auth/resend_code', { email }, open),
  forgotPassword: (email: string) => call('/auth/forgot_password', { email }, open),
  confirmForgotPassword: (email: string, code: string, newPassword: string) =>
    call('/auth/confirm_forgot_password', { email, code, newPassword }, open),
};

/** Starts a session with fresh tokens; anything cached for a previous user is dropped first. */
export function startSession(tokens: Tokens): void {
  queryClient.clear();
  useAuthStore.getState().setTokens(tokens);
}

export function isTokens(r: SignInResponse): r is Tokens {
  return 'idToken' in r;
}
