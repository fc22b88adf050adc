import type { RegisterBody, RegisterResponse, SignInResponse, Tokens } from '@app/contracts';
import { ApiError } from '../../lib/api';
import { call } from '../../lib/call';
import { isTokens } from '../auth/auth-api';
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

/** Sends the registration for the signed-in account (its id token proves who it is). */
export function registerSignedIn(registration: RegisterBody, tokens: Tokens): Promise<RegisterResponse> {
  return call('/register', registration, { idToken: tokens.idToken });
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
    token = (await call('/auth/sign_up', signUp, open)).registrationToken;
  } catch (err) {
    if (!(err instanceof ApiError) || err.code !== 'UsernameExistsException' || !registration) throw err;
    return existingAccount(signUp.email, signUp.password, registration, err);
  }
  if (!registration) return { kind: 'confirm', email: signUp.email, pendingClaim: false };
  const result = await call('/register', { ...registration, registrationToken: token }, open);
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
    signedIn = await call('/auth/sign_in', { email, password, remember: false }, open);
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
  const signedIn = await call('/auth/sign_in', { email, password, remember: false }, open);
  if (!isTokens(signedIn)) throw new Error('Sign in to finish your application.');
  const result = await registerSignedIn(registration, signedIn);
  return { tokens: signedIn, pendingClaim: result.status === 'PENDING_CLAIM' };
}
