import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';

export const CODE_TTL_MS = 24 * 3600 * 1000;
export const MAX_CODE_ATTEMPTS = 5;
type Purpose = 'confirm_sign_up' | 'forgot_password';

const hashCode = (secret: string, userId: number, code: string) =>
  createHmac('sha256', secret).update(`${userId}:${code}`).digest('hex');

/** Creates a new 6-digit code (earlier ones of the same purpose stop working) and returns it for the email. */
export async function issueCode(db: Db, secret: string, userId: number, purpose: Purpose): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
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
      code_hash: hashCode(secret, userId, code),
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
  if (!row || row.used_at)
    throw new AppError('ExpiredCodeException', 'Invalid code provided, please request a code again.');
  if (row.expires_at.getTime() < Date.now())
    throw new AppError('ExpiredCodeException', 'Invalid code provided, please request a code again.');
  if (row.attempts >= MAX_CODE_ATTEMPTS)
    throw new AppError('LimitExceededException', 'Attempt limit exceeded, please request a new code.');
  const expected = Buffer.from(row.code_hash, 'hex');
  const given = Buffer.from(hashCode(secret, userId, code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    await db
      .updateTable('auth_codes')
      .set({ attempts: row.attempts + 1 })
      .where('id', '=', row.id)
      .execute();
    throw new AppError('CodeMismatchException', 'Invalid verification code provided, please try again.');
  }
  const used = await db
    .updateTable('auth_codes')
    .set({ used_at: new Date() })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!used) throw new AppError('ExpiredCodeException', 'Invalid code provided, please request a code again.');
}
