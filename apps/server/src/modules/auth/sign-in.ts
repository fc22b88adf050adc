import type { completeNewPasswordBody, refreshBody, signInBody } from '@app/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { claimAttempt, clearFailures, type FailureRule, forgiveFailure } from '../../lib/rate-limit.js';
import { assertStrongPassword, hashPassword, verifyPassword } from './passwords.js';
import { ID_TOKEN_TTL_SEC, issueRefreshToken, rotateRefreshToken, sha256 } from './tokens.js';

/**
 * Wrong passwords slow sign-in down, per account and per client address: a few are free, then each further
 * attempt waits for a delay that doubles with every failure (up to 15 minutes). Right passwords never count, so
 * nobody can lock an account by guessing at it; a device that holds a valid refresh token of the account is
 * judged by its own failures only, so others' guessing does not keep its owner out.
 */
export const SIGN_IN_RULES = {
  account: { free: 5, baseSec: 30, maxSec: 15 * 60, memorySec: 24 * 3600 },
  address: { free: 20, baseSec: 30, maxSec: 15 * 60, memorySec: 24 * 3600 },
  device: { free: 5, baseSec: 30, maxSec: 15 * 60, memorySec: 24 * 3600 },
} satisfies Record<string, FailureRule>;

const tooManyFailures = (waitSec: number) =>
  new AppError(
    'LimitExceededException',
    `Too many failed sign-in attempts. Please try again in ${
      waitSec < 90 ? `${waitSec} seconds` : `${Math.ceil(waitSec / 60)} minutes`
    }.`,
  );

/** The refresh token family of a live session of this account on the calling device, if it sent one. */
async function knownDevice(ctx: AppContext, email: string, refreshToken: string | undefined) {
  if (!refreshToken) return undefined;
  const row = await ctx.db
    .selectFrom('refresh_tokens as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select('r.family_id')
    .where('r.token_hash', '=', sha256(refreshToken))
    .where('u.email', '=', email)
    .where('r.revoked_at', 'is', null)
    .where('r.rotated_at', 'is', null)
    .where('r.expires_at', '>', new Date())
    .executeTakeFirst();
  return row?.family_id;
}

/** Claims one attempt under each key in turn; on a refusal the attempts already claimed are given back. */
async function claimAttempts(ctx: AppContext, keys: [string, FailureRule][]): Promise<void> {
  const claimed: string[] = [];
  for (const [key, rule] of keys) {
    const r = await claimAttempt(ctx.db, key, rule);
    if (!r.ok) {
      for (const k of claimed) await forgiveFailure(ctx.db, k);
      throw tooManyFailures(r.waitSec);
    }
    claimed.push(key);
  }
}

// Verified against when the email is unknown, so both paths cost the same time.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => {
  dummyHash ??= hashPassword('not-a-real-password-1A!');
  return dummyHash;
};

async function tokensFor(ctx: AppContext, userId: number, remember: boolean) {
  return {
    idToken: await ctx.tokens.signIdToken(userId),
    refreshToken: await issueRefreshToken(ctx.db, userId, remember),
    expiresIn: ID_TOKEN_TTL_SEC,
  };
}

export async function signIn(ctx: AppContext, input: z.infer<typeof signInBody>, ip: string) {
  const device = await knownDevice(ctx, input.email, input.refreshToken);
  const addressKey = `sign_in:ip:${ip}`;
  const ownKey = device ? `sign_in:device:${device}` : `sign_in:email:${input.email}`;
  await claimAttempts(
    ctx,
    device
      ? [[ownKey, SIGN_IN_RULES.device]]
      : [
          [addressKey, SIGN_IN_RULES.address],
          [ownKey, SIGN_IN_RULES.account],
        ],
  );
  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'password_hash', 'confirmed', 'must_change_password'])
    .where('email', '=', input.email)
    .executeTakeFirst();
  const ok = await verifyPassword(user?.password_hash ?? (await getDummyHash()), input.password);
  // The attempts stay counted as failures unless the password was right.
  if (!user || !ok) throw new AppError('NotAuthorizedException', 'Incorrect username or password.');
  await clearFailures(ctx.db, ownKey);
  if (!device) await forgiveFailure(ctx.db, addressKey);
  if (user.must_change_password) {
    return { challenge: 'NEW_PASSWORD_REQUIRED' as const, session: await ctx.tokens.signChallenge(user.id) };
  }
  if (!user.confirmed) throw new AppError('UserNotConfirmedException', 'User is not confirmed.');
  return tokensFor(ctx, user.id, input.remember);
}

export async function completeNewPassword(ctx: AppContext, input: z.infer<typeof completeNewPasswordBody>) {
  let userId: number;
  try {
    userId = await ctx.tokens.verify(input.session, 'new_password');
  } catch {
    throw new AppError('NotAuthorizedException', 'Invalid session for the user, session is expired.');
  }
  assertStrongPassword(input.newPassword);
  const passwordHash = await hashPassword(input.newPassword);
  const updated = await ctx.db
    .updateTable('users')
    .set({ password_hash: passwordHash, must_change_password: false, confirmed: true, updated_at: new Date() })
    .where('id', '=', userId)
    .where('must_change_password', '=', true)
    .returning('id')
    .executeTakeFirst();
  if (!updated) throw new AppError('NotAuthorizedException', 'Invalid session for the user, session is expired.');
  return tokensFor(ctx, userId, false);
}

export async function refresh(ctx: AppContext, input: z.infer<typeof refreshBody>) {
  const { userId, refreshToken } = await rotateRefreshToken(ctx.db, input.refreshToken);
  return { idToken: await ctx.tokens.signIdToken(userId), refreshToken, expiresIn: ID_TOKEN_TTL_SEC };
}
