import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../src/providers/mailer.js';
import { createTestApp, PASSWORD, registeredUser, signedInUser, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = (await registeredUser(t, 'owner@team.example')).idToken;
});
afterAll(async () => {
  await t?.close();
});

type Members = {
  users: { email: string; role: string }[];
  invitations: { id: number; email: string; firstName: string }[];
};
type Me = { User: { usertype: string }; Business: { name: string } | null; Supplier: { name: string } | null };

/** The newest invitation mailed to `email`: its text and the token of its link. */
async function invitationTo(email: string) {
  await t.ctx.queue.runUntilIdle();
  const mail = readOutbox(`${t.ctx.config.dataDir}/outbox`).find(
    (m) => m.to.includes(email) && /invited/.test(m.subject),
  );
  if (!mail) throw new Error(`no invitation mailed to ${email}`);
  const token = mail.text.match(/\/invite\?token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no link in ${mail.text}`);
  return { mail, token };
}

const members = async (token = owner) => (await t.api<Members>('/team_member_get', {}, token)).body;

describe('inviting to a team', () => {
  it('answers the same for an account, an account of another team and an unknown email, and moves nobody', async () => {
    const person = await signedInUser(t, 'free@team.example');
    const busy = await registeredUser(t, 'busy@other.example');
    const answers = await Promise.all(
      ['free@team.example', 'busy@other.example', 'nobody.yet@team.example'].map((email) =>
        t.api('/user_add', { email }, owner),
      ),
    );
    for (const a of answers)
      expect(a).toEqual({ status: 200, body: { status: 'SUCCESS', message: 'Invitation sent' } });

    // Nobody joined: the existing accounts are where they were, the team lists the three as invited.
    expect((await t.api<Me>('/user', {}, person.idToken)).body.User.usertype).toBe('person');
    expect((await t.api<Me>('/user', {}, busy.idToken)).body.Business?.name).toBe('Bistro busy');
    const list = await members();
    expect(list.users.map((u) => u.email)).toEqual(['owner@team.example']);
    expect(list.invitations.map((i) => i.email).sort()).toEqual([
      'busy@other.example',
      'free@team.example',
      'nobody.yet@team.example',
    ]);
    // Each got a mail with a link; who has an account is asked to accept, the others to create one.
    expect((await invitationTo('free@team.example')).mail.text).toContain('Accept the invitation');
    expect((await invitationTo('nobody.yet@team.example')).mail.text).toContain('Create your account and join');
  });

  it('lets a signed-in account accept an invitation to its own email, and no other', async () => {
    const person = await t.api<{ idToken: string }>('/auth/sign_in', {
      email: 'free@team.example',
      password: PASSWORD,
    });
    const mine = await t.api<{ invitations: { id: number; teamName: string }[] }>(
      '/invitation_list',
      {},
      person.body.idToken,
    );
    expect(mine.body.invitations.map((i) => i.teamName)).toEqual(['Bistro owner']);
    const id = mine.body.invitations[0]!.id;

    const stranger = await signedInUser(t, 'stranger@team.example');
    expect((await t.api('/invitation_list', {}, stranger.idToken)).body).toEqual({ invitations: [] });
    const stolen = await t.api('/invitation_accept', { invitationId: id }, stranger.idToken);
    expect(stolen.status).toBe(404);
    expect((await t.api('/invitation_accept', { invitationId: id })).status).toBe(401);

    const accepted = await t.api('/invitation_accept', { invitationId: id }, person.body.idToken);
    expect(accepted.body).toEqual({
      status: 'SUCCESS',
      businessName: 'Bistro owner',
      email: 'free@team.example',
      accountCreated: false,
    });
    const me = await t.api<Me>('/user', {}, person.body.idToken);
    expect(me.body.User.usertype).toBe('restaurant');
    expect(me.body.Business?.name).toBe('Bistro owner');
    expect((await members()).users.map((u) => u.email).sort()).toEqual(['free@team.example', 'owner@team.example']);
    // The mailed link of the accepted invitation no longer works.
    const { token } = await invitationTo('free@team.example');
    expect((await t.api('/invitation_get', { token })).status).toBe(404);
  });

  it('lets an email without an account create it from the mailed link and join', async () => {
    const { token } = await invitationTo('nobody.yet@team.example');
    const details = await t.api('/invitation_get', { token });
    expect(details.body).toEqual({ teamName: 'Bistro owner', email: 'nobody.yet@team.example', accountExists: false });

    const bare = await t.api('/invitation_accept', { token });
    expect(bare.status).toBe(400);
    expect(bare.body.error?.message).toBe('Enter your name and choose a password to create your account.');
    const weak = await t.api('/invitation_accept', { token, firstName: 'Nia', lastName: 'Cook', password: 'short' });
    expect(weak.body.error?.code).toBe('InvalidPasswordException');

    const joined = await t.api('/invitation_accept', {
      token,
      firstName: 'Nia',
      lastName: 'Cook',
      password: 'Kitchen-2024!',
    });
    expect(joined.body).toMatchObject({ status: 'SUCCESS', businessName: 'Bistro owner', accountCreated: true });
    const signIn = await t.api<{ idToken: string }>('/auth/sign_in', {
      email: 'nobody.yet@team.example',
      password: 'Kitchen-2024!',
    });
    expect(signIn.status).toBe(200);
    expect((await t.api<Me>('/user', {}, signIn.body.idToken)).body.Business?.name).toBe('Bistro owner');
    // Single use.
    expect(
      (await t.api('/invitation_accept', { token, firstName: 'X', lastName: 'Y', password: 'An0ther!pass' })).status,
    ).toBe(404);
  });

  it('does not take an account out of its team: it must leave first', async () => {
    const { token } = await invitationTo('busy@other.example');
    expect((await t.api('/invitation_get', { token })).body).toMatchObject({ accountExists: true });
    const refused = await t.api('/invitation_accept', { token });
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toBe(
      'Your account already belongs to a team. Ask its administrator to remove you, then accept again.',
    );
    const busy = await t.api<{ idToken: string }>('/auth/sign_in', { email: 'busy@other.example', password: PASSWORD });
    expect((await t.api<Me>('/user', {}, busy.body.idToken)).body.Business?.name).toBe('Bistro busy');
  });

  it('shows pending invitations to the team, renews one asked for again and cancels one', async () => {
    const first = await invitationTo('busy@other.example');
    await t.api('/user_add', { email: 'busy@other.example', firstName: 'Bea' }, owner);
    const renewed = await invitationTo('busy@other.example');
    expect(renewed.token).not.toBe(first.token);
    expect((await t.api('/invitation_get', { token: first.token })).status).toBe(404);

    const pending = (await members()).invitations;
    expect(pending).toEqual([expect.objectContaining({ email: 'busy@other.example', firstName: 'Bea' })]);

    // Another team cannot cancel it; this team can, and its link stops working.
    const other = await registeredUser(t, 'other.owner@team.example');
    expect((await t.api('/invitation_cancel', { invitationId: pending[0]!.id }, other.idToken)).status).toBe(404);
    expect((await t.api('/invitation_cancel', { invitationId: pending[0]!.id }, owner)).body).toEqual({
      status: 'SUCCESS',
    });
    expect((await members()).invitations).toEqual([]);
    expect((await t.api('/invitation_get', { token: renewed.token })).status).toBe(404);
    expect((await t.api('/invitation_cancel', { invitationId: pending[0]!.id }, owner)).status).toBe(404);
  });

  it('refuses a member of the team itself and an invalid email', async () => {
    const again = await t.api('/user_add', { email: 'free@team.example' }, owner);
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe('User already assigned');
    const invalid = await t.api('/user_add', { email: 'nope' }, owner);
    expect(invalid.body.error?.message).toBe('Please enter a valid email');
    const badName = await t.api('/user_add', { email: 'name@team.example', firstName: 'A\u0000B' }, owner);
    expect(badName.status).toBe(400);
  });
});

describe('team members', () => {
  it('removes a member but never the last one', async () => {
    const gone = await t.api('/user_add', { email: 'nobody@team.example', delete: true }, owner);
    expect(gone.status).toBe(404);
    expect(gone.body.error?.message).toBe('No User found');
    expect((await t.api('/user_add', { email: 'free@team.example', delete: true }, owner)).status).toBe(200);
    expect((await t.api('/user_add', { email: 'nobody.yet@team.example', delete: true }, owner)).status).toBe(200);
    const last = await t.api('/user_add', { email: 'owner@team.example', delete: true }, owner);
    expect(last.status).toBe(409);
    expect((await members()).users.map((u) => u.email)).toEqual(['owner@team.example']);
    const left = await t.api<{ idToken: string }>('/auth/sign_in', { email: 'free@team.example', password: PASSWORD });
    expect((await t.api<Me>('/user', {}, left.body.idToken)).body.User.usertype).toBe('person');
  });

  it('manages a supplier team by supplier id', async () => {
    const s = await registeredUser(t, 'boss@supplyteam.example', 'supplier');
    expect((await t.api('/user_add', { email: 'rep@supplyteam.example' }, s.idToken)).body).toMatchObject({
      status: 'SUCCESS',
    });
    const { token } = await invitationTo('rep@supplyteam.example');
    await t.api('/invitation_accept', { token, firstName: 'Rae', lastName: 'Rep', password: 'Supply-2024!' });
    const list = await members(s.idToken);
    expect(list.users.map((u) => u.email).sort()).toEqual(['boss@supplyteam.example', 'rep@supplyteam.example']);
    const rep = await t.api<{ idToken: string }>('/auth/sign_in', {
      email: 'rep@supplyteam.example',
      password: 'Supply-2024!',
    });
    const me = await t.api<Me>('/user', {}, rep.body.idToken);
    expect(me.body.User.usertype).toBe('supplier');
    expect(me.body.Supplier?.name).toBe('Supply Co boss@supplyteam.example');
  });
});
