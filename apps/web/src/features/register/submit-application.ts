import type { RegisterBody, RegisterResponse, SignInResponse, Tokens } from '@app/contracts';
import { ApiError, api } from '../../lib/api';
import { type ApplicationMode, type ApplicationValues, type Role, registerPayload, signUpPayload } from './application';

const open = { auth: false } as const;

/** What happened to an application, and what the wizard shows next. */
export type ApplicationOutcome =
  /** A new account: the confirm-email screen follows. */
  | { kind: 'confirm'; email: string; pendingClaim: boolean }
  /** The email's account exists, the password is right and it is confirmed: the application is in, signed in. */
  | { kind: 'signedIn'; tokens: Tokens; pendingClaim: boolean }
  /** The email's account exists with this password but is not confirmed: confirm it, then the application goes in. */
  | { kind: 'confirmFirst'; email: string; password: string; registration: RegisterBody };

const isTokens = (r: SignInResponse): r is Tokens => 'idToken' in r;

/** Sends the registration for the signed-in account (its id token proves who it is). */
export async function registerSignedIn(registration: RegisterBody, tokens: Tokens): Promise<RegisterResponse> {
  const res = await fetch('/api/register', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.idToken}` },
    body: JSON.stringify(registration),
  });
  const data = (await res.json().catch(() => null)) as
    | (RegisterResponse & { error?: { code: string; message: string } })
    | null;
  if (!res.ok || !data)
    throw new ApiError(res.status, data?.error?.code ?? 'HTTP_ERROR', data?.error?.message ?? 'Registration failed');
  return data;
}

/**
 * Creates the account (sign_up), then registers its restaurant or supplier with the registration token sign-up
 * answered, which only works for the account just created. When the email already has an account, the person
 * proves it is theirs with its password: a confirmed account registers signed in, an unconfirmed one confirms its
 * email first. Otherwise the sign-up error stands.
 */
export async function submitApplication(
  values: ApplicationValues,
  mode: ApplicationMode,
  roles: Role[],
): Promise<ApplicationOutcome> {
  const signUp = signUpPayload(values);
  const registration = registerPayload(values, mode, roles);
  let token: string;
  try {
    token = (await api<{ registrationToken: string }>('/auth/sign_up', signUp, open)).registrationToken;
  } catch (err) {
    if (!(err instanceof ApiError) || err.code !== 'UsernameExistsException' || !registration) throw err;
    return existingAccount(signUp.email, signUp.password, registration, err);
  }
  if (!registration) return { kind: 'confirm', email: signUp.email, pendingClaim: false };
  const result = await api<RegisterResponse>('/register', { ...registration, registrationToken: token }, open);
  return { kind: 'confirm', email: signUp.email, pendingClaim: result.status === 'PENDING_CLAIM' };
}

async function existingAccount(
  email: string,
  password: string,
  registration: RegisterBody,
  exists: ApiError,
): Promise<ApplicationOutcome> {
  let signedIn: SignInResponse;
  try {
    signedIn = await api<SignInResponse>('/auth/sign_in', { email, password, remember: false }, open);
  } catch (err) {
    if (err instanceof ApiError && err.code === 'UserNotConfirmedException')
      return { kind: 'confirmFirst', email, password, registration };
    throw exists;
  }
  if (!isTokens(signedIn)) throw exists;
  const result = await registerSignedIn(registration, signedIn);
  return { kind: 'signedIn', tokens: signedIn, pendingClaim: result.status === 'PENDING_CLAIM' };
}

/** After the email is confirmed: signs in with the application's password and sends the application. */
export async function finishAfterConfirm(email: string, password: string, registration: RegisterBody) {
  const signedIn = await api<SignInResponse>('/auth/sign_in', { email, password, remember: false }, open);
  if (!isTokens(signedIn)) throw new Error('Sign in to finish your application.');
  const result = await registerSignedIn(registration, signedIn);
  return { tokens: signedIn, pendingClaim: result.status === 'PENDING_CLAIM' };
}
