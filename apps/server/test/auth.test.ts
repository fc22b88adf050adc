import { SignJWT } from 'jose';
import { sql } from 'kysely';
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

    // Used up: answered like any code that does not match, as for an email without an account.
    const reused = await t.api('/auth/confirm_sign_up', { email: 'new.user@example.com', code });
    expect(reused.status).toBe(400);
    expect(reused.body.error?.code).toBe('CodeMismatchException');

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
    expect(ok.body).toMatchObject({ ok: true });
    expect((await t.api('/auth/sign_in', { email: 'change@example.com', password: 'N3w!password' })).status).toBe(200);
  });

  it('ends every other session and keeps the caller signed in with a new pair', async () => {
    const email = 'stolen@example.com';
    const mine = await signedInUser(t, email);
    const laptop = await t.api<{ refreshToken: string }>('/auth/sign_in', {
      email,
      password: PASSWORD,
      remember: true,
    });
    const thief = await t.api<{ refreshToken: string }>('/auth/sign_in', { email, password: PASSWORD });
    const changed = await t.api<{ idToken: string; refreshToken: string; expiresIn: number }>(
      '/auth/change_password',
      { currentPassword: PASSWORD, newPassword: 'N3w!password', refreshToken: laptop.body.refreshToken },
      mine.idToken,
    );
    expect(changed.status).toBe(200);
    expect(changed.body.expiresIn).toBe(900);

    // Sessions opened with the old password no longer refresh, including the caller's old one.
    for (const old of [thief.body.refreshToken, laptop.body.refreshToken, mine.refreshToken]) {
      const r = await t.api('/auth/refresh', { refreshToken: old });
      expect(r.status).toBe(401);
      expect(r.body.error?.code).toBe('NotAuthorizedException');
    }
    // The caller goes on with the pair it was given.
    expect((await t.api('/user', {}, changed.body.idToken)).status).toBe(200);
    const next = await t.api<{ idToken: string }>('/auth/refresh', { refreshToken: changed.body.refreshToken });
    expect(next.status).toBe(200);
    expect((await t.api('/user', {}, next.body.idToken)).status).toBe(200);
    // Remembered like the session it replaces (30 days rather than 12 hours).
    const kept = await t.ctx.db
      .selectFrom('refresh_tokens')
      .innerJoin('users', 'users.id', 'refresh_tokens.user_id')
      .select('remember')
      .where('users.email', '=', email)
      .where('revoked_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(kept.remember).toBe(true);
  });

  it('signing out ends that session only', async () => {
    const email = 'two.devices@example.com';
    const phone = await signedInUser(t, email);
    const desk = await t.api<{ refreshToken: string }>('/auth/sign_in', { email, password: PASSWORD });
    const rotated = await t.api<{ refreshToken: string }>('/auth/refresh', { refreshToken: phone.refreshToken });
    expect((await t.api('/auth/sign_out', { refreshToken: rotated.body.refreshToken })).status).toBe(200);
    expect((await t.api('/auth/refresh', { refreshToken: rotated.body.refreshToken })).status).toBe(401);
    expect((await t.api('/auth/refresh', { refreshToken: desk.body.refreshToken })).status).toBe(200);
  });
});

describe('answers that do not tell whether an email has an account', () => {
  type Answer = { status: number; body: unknown };
  const answer = async (path: string, body: unknown): Promise<Answer> => {
    const r = await t.api(path, body);
    return { status: r.status, body: r.body };
  };
  /** A code that is not the one mailed to `email` (if any was). */
  const wrongCodeFor = async (email: string) => {
    const real = await t.codeFor(email).catch(() => undefined);
    return real === '000000' ? '111111' : '000000';
  };
  // The same first letters, so the masked address in the answers is the same too; each check its own emails.
  const emails = async (n: number) => {
    const confirmed = `kate.confirmed${n}@example.com`;
    const waiting = `kate.waiting${n}@example.com`;
    await signedInUser(t, confirmed);
    await signUp(waiting);
    return { confirmed, waiting, unknown: `kate.unknown${n}@example.com` };
  };

  it('resend_code', async () => {
    const { confirmed, waiting, unknown } = await emails(1);
    const answers = await Promise.all(
      [confirmed, waiting, unknown].map((email) => answer('/auth/resend_code', { email })),
    );
    expect(answers[0]).toEqual({ status: 200, body: { codeDeliveryDestination: 'k***@e***' } });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it('confirm_sign_up, code after code, up to the attempt limit and after a new code', async () => {
    const { confirmed, waiting, unknown } = await emails(2);
    const run = async (email: string) => {
      const wrong = await wrongCodeFor(email);
      const out: Answer[] = [];
      for (let i = 0; i < 7; i++) out.push(await answer('/auth/confirm_sign_up', { email, code: wrong }));
      out.push(await answer('/auth/resend_code', { email }));
      const wrongAgain = await wrongCodeFor(email);
      out.push(await answer('/auth/confirm_sign_up', { email, code: wrongAgain }));
      return out;
    };
    const forWaiting = await run(waiting);
    expect(forWaiting.map((a) => a.status)).toEqual([400, 400, 400, 400, 400, 429, 429, 200, 400]);
    expect(await run(confirmed)).toEqual(forWaiting);
    expect(await run(unknown)).toEqual(forWaiting);
  });

  it('confirm_forgot_password, before and after a code is asked for', async () => {
    const { confirmed, unknown } = await emails(3);
    const run = async (email: string) => {
      const attempt = async () =>
        answer('/auth/confirm_forgot_password', {
          email,
          code: await wrongCodeFor(email),
          newPassword: 'N3w!password',
        });
      const out: Answer[] = [await attempt()];
      out.push(await answer('/auth/forgot_password', { email }));
      for (let i = 0; i < 6; i++) out.push(await attempt());
      return out;
    };
    const forKnown = await run(confirmed);
    expect(forKnown.map((a) => a.status)).toEqual([400, 200, 400, 400, 400, 400, 400, 429]);
    expect(await run(unknown)).toEqual(forKnown);
  });

  it('sign_in, wrong password after wrong password', async () => {
    const { confirmed, unknown } = await emails(4);
    const run = async (email: string) => {
      const out: Answer[] = [];
      for (let i = 0; i < 7; i++) out.push(await answer('/auth/sign_in', { email, password: 'Guess!1234' }));
      return out;
    };
    const forKnown = await run(confirmed);
    expect(forKnown.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect(await run(unknown)).toEqual(forKnown);
  });
});

describe('sign-in failures', () => {
  const WRONG = 'Guess!1234';
  type SignInBody = { email: string; password: string; refreshToken?: string };
  const signInFrom = async (ip: string, body: SignInBody) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign_in',
      remoteAddress: ip,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    return {
      status: res.statusCode,
      body: res.json() as { refreshToken?: string; error?: { code: string; message: string } },
    };
  };
  /** Moves an account's (or address's) last failure back in time, as if the person had waited. */
  const waitFor = (key: string, seconds: number) =>
    t.ctx.db
      .updateTable('sign_in_failures')
      .set({ last_failure_at: sql`last_failure_at - ${seconds}::integer * interval '1 second'` })
      .where('key', '=', key)
      .execute();

  it('never counts the right password', async () => {
    const email = 'often@example.com';
    await signedInUser(t, email);
    for (let i = 0; i < 15; i++) expect((await signInFrom('10.1.0.1', { email, password: PASSWORD })).status).toBe(200);
  });

  it("does not let a stranger's guesses keep the owner's device out", async () => {
    const email = 'target@example.com';
    const owner = await signedInUser(t, email);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await signInFrom('10.66.0.1', { email, password: WRONG })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);

    // Elsewhere, without a session of the account, the right password waits out the delay too…
    const elsewhere = await signInFrom('10.1.0.2', { email, password: PASSWORD });
    expect(elsewhere.status).toBe(429);
    expect(elsewhere.body.error).toMatchObject({
      code: 'LimitExceededException',
      message: 'Too many failed sign-in attempts. Please try again in 30 seconds.',
    });
    // …but the owner's device, holding a valid refresh token of the account, signs in at once.
    const device = await signInFrom('10.1.0.2', { email, password: PASSWORD, refreshToken: owner.refreshToken });
    expect(device.status).toBe(200);
    // A refresh token of another account, or a made-up one, is no way around the delay.
    const other = await signedInUser(t, 'bystander@example.com');
    expect((await signInFrom('10.1.0.2', { email, password: PASSWORD, refreshToken: other.refreshToken })).status).toBe(
      429,
    );
    expect((await signInFrom('10.1.0.2', { email, password: PASSWORD, refreshToken: 'made-up' })).status).toBe(429);
    // The device's own wrong guesses are slowed down like any others.
    const guesses: number[] = [];
    for (let i = 0; i < 6; i++) {
      guesses.push(
        (await signInFrom('10.1.0.2', { email, password: WRONG, refreshToken: device.body.refreshToken })).status,
      );
    }
    expect(guesses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('grows the delay with every failure and forgets failures once the right password is given', async () => {
    const email = 'slow@example.com';
    const key = `sign_in:email:${email}`;
    await signedInUser(t, email);
    for (let i = 0; i < 5; i++) expect((await signInFrom('10.2.0.1', { email, password: WRONG })).status).toBe(401);
    expect((await signInFrom('10.2.0.1', { email, password: WRONG })).body.error?.message).toContain('30 seconds');
    await waitFor(key, 31);
    expect((await signInFrom('10.2.0.1', { email, password: WRONG })).status).toBe(401);
    expect((await signInFrom('10.2.0.1', { email, password: PASSWORD })).body.error?.message).toContain('60 seconds');
    await waitFor(key, 61);
    expect((await signInFrom('10.2.0.1', { email, password: WRONG })).status).toBe(401);
    expect((await signInFrom('10.2.0.1', { email, password: WRONG })).body.error?.message).toContain('2 minutes');
    await waitFor(key, 121);
    expect((await signInFrom('10.2.0.1', { email, password: PASSWORD })).status).toBe(200);
    // Failures start again from nothing.
    for (let i = 0; i < 5; i++) expect((await signInFrom('10.2.0.1', { email, password: WRONG })).status).toBe(401);
  });

  it('lets only one of many simultaneous guesses through once the free failures are used', async () => {
    const email = 'burst@example.com';
    await signedInUser(t, email);
    for (let i = 0; i < 4; i++) expect((await signInFrom('10.3.0.1', { email, password: WRONG })).status).toBe(401);
    const burst = await Promise.all(
      Array.from({ length: 8 }, (_, i) => signInFrom(`10.3.1.${i}`, { email, password: WRONG })),
    );
    expect(burst.map((r) => r.status).sort()).toEqual([401, 429, 429, 429, 429, 429, 429, 429]);
  });

  it('slows down one address guessing at many accounts, not other addresses', async () => {
    for (let i = 0; i < 20; i++) {
      expect((await signInFrom('10.4.0.1', { email: `spray${i}@example.com`, password: WRONG })).status).toBe(401);
    }
    expect((await signInFrom('10.4.0.1', { email: 'spray-next@example.com', password: WRONG })).status).toBe(429);
    expect((await signInFrom('10.4.0.2', { email: 'spray-next@example.com', password: WRONG })).status).toBe(401);
  });
});
