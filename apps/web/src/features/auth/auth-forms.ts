import { codeSchema, forgotPasswordBody, MSG, passwordInput, passwordProblems, signInBody } from '@app/contracts';
import { z } from 'zod';

/** Sign in: a valid email and a password that is not empty. */
export const signInForm = signInBody.pick({ email: true, password: true, remember: true });

/** Confirm the email: the 6 digits of the emailed code. */
export const confirmCodeForm = z.object({
  code: z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from the email'),
});

/** A new password: not empty, then the rules of the specification; typed twice, the same both times. */
const passwordTwice = {
  password: passwordInput.refine((p) => passwordProblems(p).length === 0, MSG.passwordRules),
  confirm: z.string(),
};
const same = (v: { password: string; confirm: string }) => v.password === v.confirm;
const notSame = { path: ['confirm'], message: MSG.passwordsDoNotMatch };

/** Set a new password (the NEW_PASSWORD_REQUIRED challenge). */
export const newPasswordForm = z.object(passwordTwice).refine(same, notSame);

/** Forgot password, step 1: the account's email. */
export const resetRequestForm = forgotPasswordBody;

/** Forgot password, step 2: the emailed code and a new password. */
export const resetPasswordForm = z.object({ code: codeSchema, ...passwordTwice }).refine(same, notSame);
