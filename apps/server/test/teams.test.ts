import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registeredUser, signedInUser, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = (await registeredUser(t, 'owner@team.example')).idToken;
});
afterAll(async () => {
  await t?.close();
});

type Members = { users: { email: string; role: string }[] };

describe('team members', () => {
  it('invites an unknown email with a temporary password that must be changed at first sign-in', async () => {
    const add = await t.api('/user_add', { email: 'New.Cook@team.example' }, owner);
    expect(add.body).toMatchObject({ status: 'SUCCESS' });
    await t.ctx.queue.runUntilIdle();
    const mail = (await import('../src/providers/mailer.js'))
      .readOutbox(`${t.ctx.config.dataDir}/outbox`)
      .find((m) => m.to.includes('new.cook@team.example'));
    expect(mail?.subject).toMatch(/invited/);
    const temp = mail?.text.match(/Temporary password: (\S+)/)?.[1];
    expect(temp).toBeTruthy();
    expect(mail?.text).toContain(`${t.ctx.config.publicUrl}/login`);

    const first = await t.api<{ challenge: string; session: string }>('/auth/sign_in', {
      email: 'new.cook@team.example',
      password: temp,
    });
    expect(first.body.challenge).toBe('NEW_PASSWORD_REQUIRED');
    const done = await t.api<{ idToken: string }>('/auth/complete_new_password', {
      session: first.body.session,
      newPassword: 'Mine!1234',
    });
    const me = await t.api<{ User: { usertype: string }; Business: { name: string } }>('/user', {}, done.body.idToken);
    expect(me.body.User.usertype).toBe('restaurant');
    expect(me.body.Business.name).toBe('Bistro owner');

    const list = await t.api<Members>('/team_member_get', {}, owner);
    expect(list.body.users.map((u) => u.email).sort()).toEqual(['new.cook@team.example', 'owner@team.example']);
    expect(list.body.users.every((u) => u.role === 'Admin')).toBe(true);
  });

  it('assigns an existing user without a business, and refuses one that has a team', async () => {
    const person = await signedInUser(t, 'free@team.example');
    expect((await t.api('/user_add', { email: 'free@team.example' }, owner)).body).toMatchObject({ status: 'SUCCESS' });
    const me = await t.api<{ User: { usertype: string } }>('/user', {}, person.idToken);
    expect(me.body.User.usertype).toBe('restaurant');

    await registeredUser(t, 'busy@other.example');
    const taken = await t.api('/user_add', { email: 'busy@other.example' }, owner);
    expect(taken.status).toBe(409);
    expect(taken.body.error?.message).toBe('User already assigned');
    const invalid = await t.api('/user_add', { email: 'nope' }, owner);
    expect(invalid.body.error?.message).toBe('Please enter a valid email');
  });

  it('removes a member but never the last one', async () => {
    const gone = await t.api('/user_add', { email: 'nobody@team.example', delete: true }, owner);
    expect(gone.status).toBe(404);
    expect(gone.body.error?.message).toBe('No User found');
    expect((await t.api('/user_add', { email: 'free@team.example', delete: true }, owner)).status).toBe(200);
    expect((await t.api('/user_add', { email: 'new.cook@team.example', delete: true }, owner)).status).toBe(200);
    const last = await t.api('/user_add', { email: 'owner@team.example', delete: true }, owner);
    expect(last.status).toBe(409);
    const list = await t.api<Members>('/team_member_get', {}, owner);
    expect(list.body.users.map((u) => u.email)).toEqual(['owner@team.example']);
  });

  it('manages a supplier team by supplier id', async () => {
    const s = await registeredUser(t, 'boss@supplyteam.example', 'supplier');
    expect((await t.api('/user_add', { email: 'rep@supplyteam.example' }, s.idToken)).body).toMatchObject({
      status: 'SUCCESS',
    });
    const list = await t.api<Members>('/team_member_get', {}, s.idToken);
    expect(list.body.users.map((u) => u.email).sort()).toEqual(['boss@supplyteam.example', 'rep@supplyteam.example']);
  });
});
