import { MSG } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { confirmCodeForm, newPasswordForm, resetPasswordForm, resetRequestForm, signInForm } from './auth-forms';

/** The message shown under each field, as the form shows them. */
function messages(schema: z.ZodType, values: unknown): Record<string, string> {
  const r = schema.safeParse(values);
  const out: Record<string, string> = {};
  if (!r.success) for (const i of r.error.issues) out[i.path.join('.')] ??= i.message;
  return out;
}

describe('sign-in form', () => {
  it('needs a valid email and a password', () => {
    expect(messages(signInForm, { email: ' ', password: '', remember: false })).toEqual({
      email: MSG.email,
      password: MSG.passwordEmpty,
    });
    expect(messages(signInForm, { email: 'chef@example', password: 'x', remember: true })).toEqual({
      email: MSG.email,
    });
  });

  it('sends the email trimmed and in lower case', () => {
    expect(signInForm.parse({ email: ' Chef@Example.com ', password: 'x', remember: false }).email).toBe(
      'chef@example.com',
    );
  });
});

describe('confirm-email form', () => {
  it('needs the 6 digits of the code', () => {
    expect(messages(confirmCodeForm, { code: '12345' })).toEqual({ code: 'Enter the 6-digit code from the email' });
    expect(messages(confirmCodeForm, { code: '123456' })).toEqual({});
  });
});

describe('new password form', () => {
  it('tells an empty password before the rules', () => {
    expect(messages(newPasswordForm, { password: '', confirm: '' })).toEqual({ password: MSG.passwordEmpty });
  });

  it('needs the rules met and the same password twice', () => {
    expect(messages(newPasswordForm, { password: 'Short1!', confirm: 'Short1!' })).toEqual({
      password: MSG.passwordRules,
    });
    expect(messages(newPasswordForm, { password: 'Secret12!', confirm: 'Secret12?' })).toEqual({
      confirm: MSG.passwordsDoNotMatch,
    });
    expect(messages(newPasswordForm, { password: 'Secret12!', confirm: 'Secret12!' })).toEqual({});
  });
});

describe('forgot password forms', () => {
  it('step 1 needs a valid email', () => {
    expect(messages(resetRequestForm, { email: '@example.com' })).toEqual({ email: MSG.email });
    expect(messages(resetRequestForm, { email: 'example.com' })).toEqual({ email: MSG.email });
    expect(messages(resetRequestForm, { email: 'a@example.com' })).toEqual({});
  });

  it('step 2 needs the code, a password meeting the rules and an equal confirmation', () => {
    expect(Object.keys(messages(resetPasswordForm, { code: '', password: 'Secret12!', confirm: 'Secret12!' }))).toEqual(
      ['code'],
    );
    expect(messages(resetPasswordForm, { code: '123456', password: 'Short1!', confirm: 'Short1!' })).toEqual({
      password: MSG.passwordRules,
    });
    expect(messages(resetPasswordForm, { code: '123456', password: 'Secret12!', confirm: 'Secret12?' })).toEqual({
      confirm: MSG.passwordsDoNotMatch,
    });
    expect(messages(resetPasswordForm, { code: ' 123456 ', password: 'Secret12!', confirm: 'Secret12!' })).toEqual({});
  });
});
