import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';
import { codeMatches, hashCode, newCode } from '../../lib/one-time-code.js';

export const CODE_TTL_MS = 24 * 3600 * 1000;
export const MAX_CODE_ATTEMPTS = 5;
export type Purpose = 'confirm_sign_up' | 'forgot_password';

/** Creates a new 6-digit code (earlier ones of the same purpose stop working) and returns it for the email. */
export async function issueCode(db: Db, secret: string, userId: number, purpose: Purpose): Promise<string> {
  const code = newCode();
  await db
    .updateTable('auth_codes')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('auth_codes')
    .values({
      user_id: userId,
      purpose,
      code_hash: hashCode(secret, String(userId), code),
      expires_at: new Date(Date.now() + CODE_TTL_MS),
    })
    .execute();
  return code;
}

/**
 * Checks a code against the newest one of its purpose and uses it up. Wrong codes count; after five the code
 * is dead and a new one must be requested. Call it outside a transaction: a wrong attempt must be counted even
 * though the request fails.
 */
export async function consumeCode(
  db: Db,
  secret: string,
  userId: number,
  purpose: Purpose,
  code: string,
): Promise<void> {
  const row = await db
    .selectFrom('auth_codes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  refuseUnusable(row);
  if (!codeMatches(row.code_hash, secret, String(userId), code)) {
    await db
      .updateTable('auth_codes')
      .set({ attempts: row.attempts + 1 })
      .where('id', '=', row.id)
      .execute();
    throw mismatch();
  }
  const used = await db
    .updateTable('auth_codes')
    .set({ used_at: new Date() })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!used) throw expired();
}

const expired = () => new AppError('ExpiredCodeException', 'Invalid code provided, please request a code again.');
const mismatch = () => new AppError('CodeMismatchException', 'Invalid verification code provided, please try again.');

/** The answers every code gives before it is compared: used, expired, out of attempts. */
function refuseUnusable<T extends { used_at: Date | null; expires_at: Date; attempts: number }>(
  row: T | undefined,
): asserts row is T {
  if (!row || row.used_at) throw expired();
  if (row.expires_at.getTime() < Date.now()) throw expired();
  if (row.attempts >= MAX_CODE_ATTEMPTS)
    throw new AppError('LimitExceededException', 'Attempt limit exceeded, please request a new code.');
}

/**
 * Stands in for `issueCode` where no code may be sent (no account, or nothing to confirm): nothing is mailed, but
 * the checks that follow answer exactly as they would for a real code nobody has seen.
 */
export async function issueDecoyCode(db: Db, email: string, purpose: Purpose): Promise<void> {
  const fresh = { expires_at: new Date(Date.now() + CODE_TTL_MS), attempts: 0, used_at: null, created_at: new Date() };
  await db
    .insertInto('auth_code_decoys')
    .values({ email, purpose, ...fresh })
    .onConflict((oc) => oc.columns(['email', 'purpose']).doUpdateSet(fresh))
    .execute();
}

/**
 * Stands in for `consumeCode`: a stand-in code never matches; its answers are those of a real code. An account
 * waiting for confirmation always has a code (one is mailed at sign-up), so a confirmation check for an email
 * without one starts a stand-in as if it had been mailed.
 */
export async function consumeDecoyCode(db: Db, email: string, purpose: Purpose): Promise<never> {
  const find = () =>
    db
      .selectFrom('auth_code_decoys')
      .select(['used_at', 'expires_at', 'attempts'])
      .where('email', '=', email)
      .where('purpose', '=', purpose)
      .executeTakeFirst();
  let row = await find();
  if (!row && purpose === 'confirm_sign_up') {
    await issueDecoyCode(db, email, purpose);
    row = await find();
  }
  refuseUnusable(row);
  await db
    .updateTable('auth_code_decoys')
    .set({ attempts: row.attempts + 1 })
    .where('email', '=', email)
    .where('purpose', '=', purpose)
    .execute();
  throw mismatch();
}
