import type { confirmSignUpBody, resendCodeBody, signUpBody } from '@app/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { MAIL_JOB } from '../../jobs/mail.js';
import { AppError } from '../../lib/errors.js';
import { consumeRateLimit } from '../../lib/rate-limit.js';
import { consumeCode, consumeDecoyCode, issueCode, issueDecoyCode } from './codes.js';
import { maskEmail, signUpCodeMail } from './emails.js';
import { assertStrongPassword, hashPassword } from './passwords.js';

export const CODE_LIMIT = { perEmail: 10, perAddress: 100, windowSec: 15 * 60 };

export async function limitCodeRequests(ctx: AppContext, kind: string, email: string, ip: string): Promise<void> {
  await consumeRateLimit(ctx.db, `${kind}:ip:${ip}`, CODE_LIMIT.perAddress, CODE_LIMIT.windowSec);
  await consumeRateLimit(ctx.db, `${kind}:email:${email}`, CODE_LIMIT.perEmail, CODE_LIMIT.windowSec);
}

export async function signUp(ctx: AppContext, input: z.infer<typeof signUpBody>, ip: string) {
  await consumeRateLimit(ctx.db, `sign_up:ip:${ip}`, 30, 3600);
  assertStrongPassword(input.password);
  const exists = await ctx.db.selectFrom('users').select('id').where('email', '=', input.email).executeTakeFirst();
  if (exists) throw new AppError('UsernameExistsException', 'An account with the given email already exists.');
  const passwordHash = await hashPassword(input.password);
  const userId = await ctx.db.transaction().execute(async (tx) => {
    const user = await tx
      .insertInto('users')
      .values({
        email: input.email,
        first_name: input.firstName,
        last_name: input.lastName,
        phone: input.phone,
        password_hash: passwordHash,
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!user) throw new AppError('UsernameExistsException', 'An account with the given email already exists.');
    const code = await issueCode(tx, ctx.config.jwtSecret, user.id, 'confirm_sign_up');
    await ctx.queue.enqueue(tx, MAIL_JOB, signUpCodeMail(input.email, input.firstName, code));
    return user.id;
  });
  return {
    userConfirmed: false,
    codeDeliveryDestination: maskEmail(input.email),
    registrationToken: await ctx.tokens.signRegistration(userId),
  };
}

/**
 * Answers an unknown email, and an account already confirmed, as it would an account whose code the caller does
 * not have: wrong codes count, five of them use the code up, a new one can be asked for. Nobody learns from it
 * whether an email has an account.
 */
export async function confirmSignUp(ctx: AppContext, input: z.infer<typeof confirmSignUpBody>, ip: string) {
  await limitCodeRequests(ctx, 'confirm', input.email, ip);
  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'confirmed'])
    .where('email', '=', input.email)
    .executeTakeFirst();
  if (!user || user.confirmed) return consumeDecoyCode(ctx.db, input.email, 'confirm_sign_up');
  await consumeCode(ctx.db, ctx.config.jwtSecret, user.id, 'confirm_sign_up', input.code);
  await ctx.db
    .updateTable('users')
    .set({ confirmed: true, updated_at: new Date() })
    .where('id', '=', user.id)
    .execute();
  return { confirmed: true as const };
}

/** The same answer for every email; only an account waiting for its confirmation gets a code by mail. */
export async function resendCode(ctx: AppContext, input: z.infer<typeof resendCodeBody>, ip: string) {
  await limitCodeRequests(ctx, 'resend', input.email, ip);
  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'confirmed', 'first_name'])
    .where('email', '=', input.email)
    .executeTakeFirst();
  if (user && !user.confirmed) {
    await ctx.db.transaction().execute(async (tx) => {
      const code = await issueCode(tx, ctx.config.jwtSecret, user.id, 'confirm_sign_up');
      await ctx.queue.enqueue(tx, MAIL_JOB, signUpCodeMail(input.email, user.first_name, code));
    });
  } else {
    await issueDecoyCode(ctx.db, input.email, 'confirm_sign_up');
  }
  return { codeDeliveryDestination: maskEmail(input.email) };
}
