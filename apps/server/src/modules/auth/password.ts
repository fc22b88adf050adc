import type { changePasswordBody, confirmForgotPasswordBody, forgotPasswordBody } from '@app/contracts';
import type { z } from 'zod';
import type { AppContext, Principal } from '../../context.js';
import { MAIL_JOB } from '../../jobs/mail.js';
import { AppError } from '../../lib/errors.js';
import { consumeCode, consumeDecoyCode, issueCode, issueDecoyCode } from './codes.js';
import { resetCodeMail } from './emails.js';
import { assertStrongPassword, hashPassword, verifyPassword } from './passwords.js';
import { limitCodeRequests } from './sign-up.js';
import { ID_TOKEN_TTL_SEC, issueRefreshToken, revokeAllRefreshTokens, sha256 } from './tokens.js';

/**
 * Answers the same whether or not the email has an account, and so do the code checks that follow (see
 * confirmForgotPassword), so neither can be used to find accounts.
 */
export async function forgotPassword(ctx: AppContext, input: z.infer<typeof forgotPasswordBody>, ip: string) {
  await limitCodeRequests(ctx, 'forgot', input.email, ip);
  const user = await ctx.db.selectFrom('users').select('id').where('email', '=', input.email).executeTakeFirst();
  if (user) {
    await ctx.db.transaction().execute(async (tx) => {
      const code = await issueCode(tx, ctx.config.jwtSecret, user.id, 'forgot_password');
      await ctx.queue.enqueue(tx, MAIL_JOB, resetCodeMail(input.email, code));
    });
  } else {
    await issueDecoyCode(ctx.db, input.email, 'forgot_password');
  }
  return { ok: true as const };
}

export async function confirmForgotPassword(
  ctx: AppContext,
  input: z.infer<typeof confirmForgotPasswordBody>,
  ip: string,
) {
  await limitCodeRequests(ctx, 'confirm_forgot', input.email, ip);
  assertStrongPassword(input.newPassword);
  const user = await ctx.db.selectFrom('users').select('id').where('email', '=', input.email).executeTakeFirst();
  const passwordHash = await hashPassword(input.newPassword);
  // An unknown email is answered like an account whose code the caller does not have.
  if (!user) return consumeDecoyCode(ctx.db, input.email, 'forgot_password');
  await consumeCode(ctx.db, ctx.config.jwtSecret, user.id, 'forgot_password', input.code);
  await ctx.db.transaction().execute(async (tx) => {
    // The code proves the email is theirs; a temporary password is no longer needed either.
    await tx
      .updateTable('users')
      .set({ password_hash: passwordHash, confirmed: true, must_change_password: false, updated_at: new Date() })
      .where('id', '=', user.id)
      .execute();
    await revokeAllRefreshTokens(tx, user.id);
  });
  return { ok: true as const };
}

/**
 * Changes the password of the signed-in user. Every refresh token issued before the change stops working (a
 * session opened with the old password, perhaps by someone who knew it, ends with its id token); the caller gets
 * a new pair so it keeps working, remembered as long as the refresh token it sent.
 */
export async function changePassword(ctx: AppContext, principal: Principal, input: z.infer<typeof changePasswordBody>) {
  const user = await ctx.db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', principal.userId)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(user.password_hash, input.currentPassword)))
    throw new AppError('NotAuthorizedException', 'Incorrect password.');
  assertStrongPassword(input.newPassword);
  const passwordHash = await hashPassword(input.newPassword);
  const refreshToken = await ctx.db.transaction().execute(async (tx) => {
    const current = input.refreshToken
      ? await tx
          .selectFrom('refresh_tokens')
          .select('remember')
          .where('token_hash', '=', sha256(input.refreshToken))
          .where('user_id', '=', principal.userId)
          .executeTakeFirst()
      : undefined;
    await tx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: new Date() })
      .where('id', '=', principal.userId)
      .execute();
    await revokeAllRefreshTokens(tx, principal.userId);
    return issueRefreshToken(tx, principal.userId, current?.remember ?? false);
  });
  return {
    ok: true as const,
    idToken: await ctx.tokens.signIdToken(principal.userId),
    refreshToken,
    expiresIn: ID_TOKEN_TTL_SEC,
  };
}
