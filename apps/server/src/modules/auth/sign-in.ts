import type { completeNewPasswordBody, refreshBody, signInBody } from '@app/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { consumeRateLimit } from '../../lib/rate-limit.js';
import { assertStrongPassword, hashPassword, verifyPassword } from './passwords.js';
import { ID_TOKEN_TTL_SEC, issueRefreshToken, rotateRefreshToken } from './tokens.js';

export const SIGN_IN_LIMIT = { perEmail: 10, perAddress: 100, windowSec: 15 * 60 };
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
  await consumeRateLimit(ctx.db, `sign_in:ip:${ip}`, SIGN_IN_LIMIT.perAddress, SIGN_IN_LIMIT.windowSec);
  await consumeRateLimit(ctx.db, `sign_in:email:${input.email}`, SIGN_IN_LIMIT.perEmail, SIGN_IN_LIMIT.windowSec);
  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'password_hash', 'confirmed', 'must_change_password'])
    .where('email', '=', input.email)
    .executeTakeFirst();
  const ok = await verifyPassword(user?.password_hash ?? (await getDummyHash()), input.password);
  if (!user || !ok) throw new AppError('NotAuthorizedException', 'Incorrect username or password.');
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
