import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passwordProblems, signUpBody } from './auth.js';

describe('password rules', () => {
  it('accepts a password meeting every rule', () => {
    expect(passwordProblems('Passw0rd!')).toEqual([]);
  });

  it('names each broken rule', () => {
    expect(passwordProblems('short')).toEqual([
      'minimum of 8 characters',
      'at least one uppercase letter',
      'one number',
      'one special character',
    ]);
    expect(passwordProblems(`Aa1!${'x'.repeat(29)}`)).toEqual(['maximum of 32 characters']);
  });

  it('never accepts a password without a digit', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 8, maxLength: 32 }), (s) => {
        const noDigits = s.replace(/[0-9]/g, 'a');
        expect(passwordProblems(noDigits)).toContain('one number');
      }),
    );
  });
});

describe('sign-up body', () => {
  it('normalises the email and rejects unknown fields', () => {
    const ok = signUpBody.parse({ email: ' Ann@Example.COM ', password: 'x', firstName: 'Ann', lastName: 'Lee' });
    expect(ok.email).toBe('ann@example.com');
    const bad = signUpBody.safeParse({ email: 'a@b.co', password: 'x', firstName: 'A', lastName: 'B', admin: true });
    expect(bad.success).toBe(false);
  });

  it('gives the spec message for a missing first name', () => {
    const r = signUpBody.safeParse({ email: 'a@b.co', password: 'x', firstName: '  ', lastName: 'B' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('Please enter your first name');
  });
});
