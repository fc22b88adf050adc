import { ApiError, api } from '../../lib/api';
import { type ApplicationMode, type ApplicationValues, type Role, registerPayload, signUpPayload } from './application';

const open = { auth: false } as const;

/**
 * Creates the account (sign_up), then registers its restaurant or supplier. An email that already has an account is
 * still registered when that account has no business yet; otherwise the sign-up error stands.
 */
export async function submitApplication(
  values: ApplicationValues,
  mode: ApplicationMode,
  roles: Role[],
): Promise<string> {
  const signUp = signUpPayload(values);
  const registration = registerPayload(values, mode, roles);
  let existing: ApiError | null = null;
  try {
    await api('/auth/sign_up', signUp, open);
  } catch (err) {
    if (!(err instanceof ApiError) || err.code !== 'UsernameExistsException' || !registration) throw err;
    existing = err;
  }
  if (registration) {
    try {
      await api('/register', registration, open);
    } catch (err) {
      throw existing ?? err;
    }
  }
  return signUp.email;
}
