import { passwordProblems } from '@app/contracts';
import { hash, verify } from '@node-rs/argon2';
import { AppError } from '../../lib/errors.js';

// argon2id (the library's default algorithm) with OWASP-recommended cost.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Throws InvalidPasswordException naming every rule the password breaks. */
export function assertStrongPassword(password: string): void {
  const problems = passwordProblems(password);
  if (problems.length > 0)
    throw new AppError('InvalidPasswordException', `Password does not conform to policy: ${problems.join(', ')}`);
}
