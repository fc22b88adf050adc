import type { confirmSignUpBody, resendCodeBody, signUpBody } from '@app/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { MAIL_JOB } from '../../jobs/mail.js';
import { AppError } from '../../lib/errors.js';
import { consumeRateLimit } from '../../lib/rate-limit.js';
import { consumeCode, issueCode } from './codes.js';
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

export async function confirmSignUp(ctx: AppContext, input: z.infer<typeof confirmSignUpBody>, ip: string) {
  await limitCodeRequests(ctx, 'confirm', input.email, ip);
  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'confirmed'])
    .where('email', '=', input.email)
    .executeTakeFirst();
  if (!user) throw new AppError('CodeMismatchException', 'Invalid verification code provided, please try again.');
  if (user.confirmed)
    throw new AppError('NotAuthorizedException', 'User cannot be confirmed. Current status is CONFIRMED');
  await consumeCode(ctx.db, ctx.config.jwtSecret, user.id, 'confirm_sign_up', input.code);
  await ctx.db
    .updateTable('users')
    .set({ confirmed: true, updated_at: new Date() })
    .where('id', '=', user.id)
    .execute();
  return { confirmed: true as const };
}

export async function resendCode(ctx: AppContext, input: z.infer<typeof resendCodeBody>, ip: string) {
  await limitCodeRequests(ctx, 'resend', input.email, ip);
  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'confirmed', 'first_name'])
    .where('email', '=', input.email)
    .executeTakeFirst();
  if (user?.confirmed) throw new AppError('NotAuthorizedException', 'User is already confirmed.');
  if (user) {
    await ctx.db.transaction().execute(async (tx) => {
      const code = await issueCode(tx, ctx.config.jwtSecret, user.id, 'confirm_sign_up');
      await ctx.queue.enqueue(tx, MAIL_JOB, signUpCodeMail(input.email, user.first_name, code));
    });
  }
  return { codeDeliveryDestination: maskEmail(input.email) };
}
