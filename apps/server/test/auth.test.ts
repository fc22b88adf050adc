import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../src/modules/users/create-user.js';
import { createTestApp, PASSWORD, signedInUser, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const signUp = (email: string, password = PASSWORD) =>
  t.api('/auth/sign_up', { email, password, firstName: 'Ann', lastName: 'Lee', phone: '' });

describe('sign up, confirm, sign in', () => {
  it('lets a new user sign up, read the code, confirm, sign in and load the session', async () => {
    const up = await signUp('new.user@example.com');
    expect(up.status).toBe(200);
    expect(up.body).toEqual({
      userConfirmed: false,
      codeDeliveryDestination: 'n***@e***',
      registrationToken: expect.any(String),
    });

    const early = await t.api('/auth/sign_in', { email: 'new.user@example.com', password: PASSWORD });
    expect(early.status).toBe(403);
    expect(early.body.error?.code).toBe('UserNotConfirmedException');

    const code = await t.codeFor('new.user@example.com');
    const confirm = await t.api('/auth/confirm_sign_up', { email: 'New.User@example.com', code });
    expect(confirm.body).toEqual({ confirmed: true });

    const reused = await t.api('/auth/confirm_sign_up', { email: 'new.user@example.com', code });
    expect(reused.status).toBe(401);
    expect(reused.body.error?.code).toBe('NotAuthorizedException');

    const signIn = await t.api<{ idToken: string; refreshToken: string; expiresIn: number }>('/auth/sign_in', {
      email: 'new.user@example.com',
      password: PASSWORD,
      remember: true,
    });
    expect(signIn.status).toBe(200);
    expect(signIn.body.expiresIn).toBe(900);

    const me = await t.api<{ User: { email: string; usertype: string; firstName: string }; Business: unknown }>(
      '/user',
      { email: 'new.user@example.com' },
      signIn.body.idToken,
    );
    expect(me.status).toBe(200);
    expect(me.body.User).toMatchObject({ email: 'new.user@example.com', usertype: 'person', firstName: 'Ann' });
    expect(me.body.Business).toBeNull();
  });

  it('refuses a duplicate email and a weak password with their own errors', async () => {
    await signUp('dup@example.com');
    const dup = await signUp('DUP@example.com');
    expect(dup.status).toBe(409);
    expect(dup.body.error?.code).toBe('UsernameExistsException');

    const weak = await signUp('weak@example.com', 'password');
    expect(weak.status).toBe(400);
    expect(weak.body.error?.code).toBe('InvalidPasswordException');
    expect(weak.body.error?.message).toContain('one number');
  });

  it('answers a wrong password with NotAuthorizedException', async () => {
    await signedInUser(t, 'wrongpw@example.com');
    const res = await t.api('/auth/sign_in', { email: 'wrongpw@example.com', password: 'Wr0ng!pass' });
    expect(res.status).toBe(401);
    expect(res.body.error).toMatchObject({
      code: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    const unknown = await t.api('/auth/sign_in', { email: 'nobody@example.com', password: PASSWORD });
    expect(unknown.body.error?.code).toBe('NotAuthorizedException');
  });
});

describe('codes', () => {
  it('counts wrong codes and kills the code after five', async () => {
    await signUp('wrongcode@example.com');
    const code = await t.codeFor('wrongcode@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const r = await t.api('/auth/confirm_sign_up', { email: 'wrongcode@example.com', code: wrong });
      expect(r.body.error?.code).toBe('CodeMismatchException');
    }
    const sixth = await t.api('/auth/confirm_sign_up', { email: 'wrongcode@example.com', code });
    expect(sixth.status).toBe(429);
    expect(sixth.body.error?.code).toBe('LimitExceededException');
  });

  it('refuses an expired code and accepts the resent one', async () => {
    await signUp('expired@example.com');
    const old = await t.codeFor('expired@example.com');
    await t.ctx.db
      .updateTable('auth_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', t.ctx.db.selectFrom('users').select('id').where('email', '=', 'expired@example.com'))
      .execute();
    const expired = await t.api('/auth/confirm_sign_up', { email: 'expired@example.com', code: old });
    expect(expired.body.error?.code).toBe('ExpiredCodeException');

    const resend = await t.api('/auth/resend_code', { email: 'expired@example.com' });
    expect(resend.status).toBe(200);
    const fresh = await t.codeFor('expired@example.com');
    const ok = await t.api('/auth/confirm_sign_up', { email: 'expired@example.com', code: fresh });
    expect(ok.body).toEqual({ confirmed: true });
  });

  it('rejects a malformed code as a validation error', async () => {
    const r = await t.api('/auth/confirm_sign_up', { email: 'x@example.com', code: '12ab' });
    expect(r.status).toBe(400);
    expect(r.body.error?.code).toBe('VALIDATION');
  });
});

describe('forgot password', () => {
  it('resets the password with the mailed code and ends existing sessions', async () => {
    const tokens = await signedInUser(t, 'forgot@example.com');
    const unknown = await t.api('/auth/forgot_password', { email: 'ghost@example.com' });
    const known = await t.api('/auth/forgot_password', { email: 'forgot@example.com' });
    expect(unknown).toEqual(known);

    const code = await t.codeFor('forgot@example.com');
    const weak = await t.api('/auth/confirm_forgot_password', {
      email: 'forgot@example.com',
      code,
      newPassword: 'abc',
    });
    expect(weak.body.error?.code).toBe('InvalidPasswordException');

    const reset = await t.api('/auth/confirm_forgot_password', {
      email: 'forgot@example.com',
      code,
      newPassword: 'N3w!password',
    });
    expect(reset.body).toEqual({ ok: true });
    const again = await t.api('/auth/confirm_forgot_password', {
      email: 'forgot@example.com',
      code,
      newPassword: 'An0ther!pass',
    });
    expect(again.body.error?.code).toBe('ExpiredCodeException');

    expect((await t.api('/auth/sign_in', { email: 'forgot@example.com', password: PASSWORD })).status).toBe(401);
    expect((await t.api('/auth/sign_in', { email: 'forgot@example.com', password: 'N3w!password' })).status).toBe(200);
    const oldRefresh = await t.api('/auth/refresh', { refreshToken: tokens.refreshToken });
    expect(oldRefresh.body.error?.code).toBe('NotAuthorizedException');
  });
});

describe('tokens', () => {
  it('rotates refresh tokens and revokes the family when a rotated token is reused', async () => {
    const first = await signedInUser(t, 'rotate@example.com');
    const second = await t.api<{ idToken: string; refreshToken: string }>('/auth/refresh', {
      refreshToken: first.refreshToken,
    });
    expect(second.status).toBe(200);
    expect(second.body.refreshToken).not.toBe(first.refreshToken);
    expect((await t.api('/user', {}, second.body.idToken)).status).toBe(200);

    const reuse = await t.api('/auth/refresh', { refreshToken: first.refreshToken });
    expect(reuse.status).toBe(401);
    expect(reuse.body.error?.code).toBe('NotAuthorizedException');
    const afterReuse = await t.api('/auth/refresh', { refreshToken: second.body.refreshToken });
    expect(afterReuse.status).toBe(401);
  });

  it('ends the session on sign out', async () => {
    const tokens = await signedInUser(t, 'signout@example.com');
    expect((await t.api('/auth/sign_out', { refreshToken: tokens.refreshToken })).status).toBe(200);
    expect((await t.api('/auth/refresh', { refreshToken: tokens.refreshToken })).status).toBe(401);
  });

  it('tells a missing, malformed and expired id token apart', async () => {
    expect((await t.api('/user', {})).body.error?.code).toBe('UNAUTHORIZED');
    expect((await t.api('/user', {}, 'not-a-jwt')).body.error?.code).toBe('TOKEN_INVALID');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user',
      headers: { authorization: 'Basic abc' },
      payload: {},
    });
    expect(res.json().error.code).toBe('TOKEN_INVALID');

    const key = new TextEncoder().encode(t.ctx.config.jwtSecret);
    const expired = await new SignJWT({ use: 'id' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('supply-order')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    const r = await t.api('/user', {}, expired);
    expect(r.status).toBe(401);
    expect(r.body.error?.code).toBe('TOKEN_EXPIRED');

    const forged = await new SignJWT({ use: 'id' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('supply-order')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    expect((await t.api('/user', {}, forged)).body.error?.code).toBe('TOKEN_INVALID');
  });
});

describe('temporary passwords', () => {
  it('asks a user created with a temporary password for a new one, then signs them in', async () => {
    await createUser(t.ctx.db, { type: 'person', email: 'temp@example.com', password: 'Temp0rary!' });
    const first = await t.api<{ challenge: string; session: string }>('/auth/sign_in', {
      email: 'temp@example.com',
      password: 'Temp0rary!',
    });
    expect(first.body.challenge).toBe('NEW_PASSWORD_REQUIRED');

    const empty = await t.api('/auth/complete_new_password', { session: first.body.session, newPassword: '' });
    expect(empty.body.error?.message).toBe('Password cannot be empty');

    const done = await t.api<{ idToken: string }>('/auth/complete_new_password', {
      session: first.body.session,
      newPassword: 'Ch0sen!pass',
    });
    expect(done.status).toBe(200);
    expect((await t.api('/user', {}, done.body.idToken)).status).toBe(200);

    const replay = await t.api('/auth/complete_new_password', {
      session: first.body.session,
      newPassword: 'Ag4in!pass',
    });
    expect(replay.body.error?.code).toBe('NotAuthorizedException');
    expect((await t.api('/auth/sign_in', { email: 'temp@example.com', password: 'Ch0sen!pass' })).status).toBe(200);
  });
});

describe('change password', () => {
  it('needs the current password', async () => {
    const { idToken } = await signedInUser(t, 'change@example.com');
    const wrong = await t.api(
      '/auth/change_password',
      { currentPassword: 'Nope!1234', newPassword: 'N3w!password' },
      idToken,
    );
    expect(wrong.body.error?.code).toBe('NotAuthorizedException');
    const ok = await t.api(
      '/auth/change_password',
      { currentPassword: PASSWORD, newPassword: 'N3w!password' },
      idToken,
    );
    expect(ok.body).toEqual({ ok: true });
    expect((await t.api('/auth/sign_in', { email: 'change@example.com', password: 'N3w!password' })).status).toBe(200);
  });
});

describe('rate limits', () => {
  it('stops repeated sign-in attempts for one email', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await t.api('/auth/sign_in', { email: 'target@example.com', password: 'Guess!1234' })).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    const other = await t.api('/auth/sign_in', { email: 'someone.else@example.com', password: 'Guess!1234' });
    expect(other.status).toBe(401);
  });
});
