import { z } from 'zod';
import { LIMITS } from './constants.js';
import { endpoint } from './endpoint.js';
import { MSG } from './messages.js';

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: MSG.email }));

/** 8 to 32 characters with a digit, a lowercase letter, an uppercase letter and a special character. */
export function passwordProblems(pw: string): string[] {
  const problems: string[] = [];
  if (pw.length < LIMITS.passwordMin) problems.push('minimum of 8 characters');
  if (pw.length > LIMITS.passwordMax) problems.push('maximum of 32 characters');
  if (!/[A-Z]/.test(pw)) problems.push('at least one uppercase letter');
  if (!/[a-z]/.test(pw)) problems.push('one lowercase letter');
  if (!/[0-9]/.test(pw)) problems.push('one number');
  if (!/[^A-Za-z0-9]/.test(pw)) problems.push('one special character');
  return problems;
}

/** Any string up to a sane size: strength is checked by the service so it can answer InvalidPasswordException. */
export const passwordInput = z.string().min(1, MSG.passwordEmpty).max(256);
export const codeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'The code has 6 digits');

export const signUpBody = z
  .object({
    email: emailSchema,
    password: passwordInput,
    firstName: z.string().trim().min(1, MSG.firstName).max(100),
    lastName: z.string().trim().min(1, MSG.lastName).max(100),
    phone: z.string().trim().max(40).default(''),
  })
  .strict();
export const confirmSignUpBody = z.object({ email: emailSchema, code: codeSchema }).strict();
export const resendCodeBody = z.object({ email: emailSchema }).strict();
/**
 * refreshToken: optional, a refresh token this device holds for the account. With it, failed attempts made by
 * others (elsewhere) do not slow the device's sign-in down.
 */
export const signInBody = z
  .object({
    email: emailSchema,
    password: passwordInput,
    remember: z.boolean().default(false),
    refreshToken: z.string().min(1).max(500).optional(),
  })
  .strict();
export const completeNewPasswordBody = z
  .object({ session: z.string().min(1).max(2000), newPassword: passwordInput })
  .strict();
export const forgotPasswordBody = z.object({ email: emailSchema }).strict();
export const confirmForgotPasswordBody = z
  .object({ email: emailSchema, code: codeSchema, newPassword: passwordInput })
  .strict();
export const refreshBody = z.object({ refreshToken: z.string().min(1).max(500) }).strict();
export const signOutBody = z.object({ refreshToken: z.string().min(1).max(500) }).strict();
/**
 * refreshToken: the caller's own, optional. Every refresh token issued before the change stops working; the answer
 * carries a new pair for the caller, kept as long as the given one would have been (Remember me).
 */
export const changePasswordBody = z
  .object({
    currentPassword: passwordInput,
    newPassword: passwordInput,
    refreshToken: z.string().min(1).max(500).optional(),
  })
  .strict();

export const tokensResponse = z.object({
  idToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number(),
});
export type Tokens = z.infer<typeof tokensResponse>;
export const signInResponse = z.union([
  tokensResponse,
  z.object({ challenge: z.literal('NEW_PASSWORD_REQUIRED'), session: z.string() }),
]);
export type SignInResponse = z.infer<typeof signInResponse>;
export const okResponse = z.object({ ok: z.literal(true) });
export const signUpResponse = z.object({
  userConfirmed: z.boolean(),
  codeDeliveryDestination: z.string(),
  /** Lets the wizard's /register call act for the account just created (for an hour), before it is confirmed. */
  registrationToken: z.string(),
});
export const changePasswordResponse = tokensResponse.extend({ ok: z.literal(true) });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponse>;
export const confirmResponse = z.object({ confirmed: z.literal(true) });
export type ConfirmResponse = z.infer<typeof confirmResponse>;
export const resendCodeResponse = z.object({ codeDeliveryDestination: z.string() });

/** The identity calls: sign-up, sign-in and passwords. None shows data of a screen; a new session starts empty. */
export const authEndpoints = {
  '/auth/sign_up': endpoint({
    body: signUpBody,
    response: signUpResponse,
    summary: 'Create an account; emails a 6-digit code',
  }),
  '/auth/confirm_sign_up': endpoint({
    body: confirmSignUpBody,
    response: confirmResponse,
    summary: "Confirm an account's email with its code",
  }),
  '/auth/resend_code': endpoint({
    body: resendCodeBody,
    response: resendCodeResponse,
    summary: 'Email a new confirmation code (the same answer for any email)',
  }),
  '/auth/sign_in': endpoint({
    body: signInBody,
    response: signInResponse,
    summary: 'Sign in: tokens, or the challenge to choose a new password',
  }),
  '/auth/complete_new_password': endpoint({
    body: completeNewPasswordBody,
    response: tokensResponse,
    summary: 'Choose a new password in place of a temporary one; signs in',
  }),
  '/auth/forgot_password': endpoint({
    body: forgotPasswordBody,
    response: okResponse,
    summary: 'Email a code to reset the password (the same answer for any email)',
  }),
  '/auth/confirm_forgot_password': endpoint({
    body: confirmForgotPasswordBody,
    response: okResponse,
    summary: 'Reset the password with the emailed code; ends every session',
  }),
  '/auth/refresh': endpoint({
    body: refreshBody,
    response: tokensResponse,
    summary: 'A new id token for a refresh token (which rotates)',
  }),
  '/auth/sign_out': endpoint({
    body: signOutBody,
    response: okResponse,
    summary: 'Ends the session of a refresh token',
  }),
  '/auth/change_password': endpoint({
    body: changePasswordBody,
    response: changePasswordResponse,
    summary: "Change the signed-in user's password; other sessions end, this one gets new tokens",
  }),
};
