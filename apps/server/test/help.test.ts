import { FEEDBACK_LIMITS, FEEDBACK_MSG, type FeedbackRow, type FirstRun } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../src/db/seed/demo.js';
import { readOutbox } from '../src/providers/mailer.js';
import { createTestApp, registeredUser, type TestApp } from './helpers/test-app.js';

let t: TestApp;
const token: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.ctx.db);
  for (const email of ['admin@demo.test', 'owner@maple.demo.test', 'sales@freshvalley.demo.test', 'person@demo.test'])
    token[email] = (await t.api<{ idToken: string }>('/auth/sign_in', { email, password: DEMO_PASSWORD })).body.idToken;
});
afterAll(async () => {
  await t?.close();
});

const done = (r: FirstRun) => Object.fromEntries(r.steps.map((s) => [s.key, s.done]));

describe('first-run checklist', () => {
  it('ticks each step off from the restaurant’s own data, and stays dismissed for the user who dismissed it', async () => {
    const { idToken } = await registeredUser(t, 'new.owner@firstrun.example');
    const get = async () => {
      const res = await t.api<FirstRun>('/first_run_get', {}, idToken);
      expect(res.status).toBe(200);
      return res.body;
    };
    const fresh = await get();
    expect(fresh.dismissed).toBe(false);
    expect(done(fresh)).toEqual({ suppliers: false, documents: false, orderGuide: false, team: false });

    const connect = await t.api(
      '/customer_supplier_put',
      { name: 'First Run Produce', accountNumber: 'FR-1', minimumOrder: 0, orderCutoff: 10, deliveryDays: 'M' },
      idToken,
    );
    expect(connect.status).toBe(200);
    expect(done(await get())).toEqual({ suppliers: true, documents: false, orderGuide: false, team: false });

    const item = await t.api(
      '/add_item',
      {
        supplierName: 'First Run Produce',
        name: 'Romaine hearts',
        category: 'Produce',
        itemCode: 'FR-ROM',
        price: 3.5,
        quantity: 1,
        unit: 'case',
      },
      idToken,
    );
    expect(item.status).toBe(200);
    expect(done(await get()).orderGuide).toBe(true);

    const invite = await t.api('/user_add', { email: 'cook@firstrun.example' }, idToken);
    expect(invite.status).toBe(200);
    expect(done(await get()).team).toBe(true);

    const business = await t.ctx.db
      .selectFrom('team_memberships')
      .select('business_id')
      .innerJoin('users', 'users.id', 'team_memberships.user_id')
      .where('users.email', '=', 'new.owner@firstrun.example')
      .executeTakeFirstOrThrow();
    await t.ctx.db
      .insertInto('invoices')
      .values({
        business_id: business.business_id!,
        upload_id: 'first-run-upload',
        key: 'k',
        full_key: 'k',
        file_name: 'price-list.csv',
        file_type: 3,
        content_hash: 'first-run',
        kind: 'document',
      })
      .execute();
    expect(done(await get())).toEqual({ suppliers: true, documents: true, orderGuide: true, team: true });

    // Another restaurant's data ticks nothing off here; Maple's demo data has every step done.
    expect(done((await t.api<FirstRun>('/first_run_get', {}, token['owner@maple.demo.test'])).body)).toEqual({
      suppliers: true,
      documents: true,
      orderGuide: true,
      team: true,
    });

    const dismissed = await t.api<FirstRun>('/first_run_dismiss', {}, idToken);
    expect(dismissed.status).toBe(200);
    expect(dismissed.body.dismissed).toBe(true);
    expect((await t.api<FirstRun>('/first_run_dismiss', {}, idToken)).status).toBe(200);
    expect((await get()).dismissed).toBe(true);
    expect((await t.api<FirstRun>('/first_run_get', {}, token['owner@maple.demo.test'])).body.dismissed).toBe(false);
  });

  it('is only for restaurants', async () => {
    expect((await t.api('/first_run_get', {}, token['sales@freshvalley.demo.test'])).status).toBe(403);
    expect((await t.api('/first_run_dismiss', {}, token['admin@demo.test'])).status).toBe(403);
    expect((await t.api('/first_run_get', {})).status).toBe(401);
  });
});

describe('help messages', () => {
  const key = () => `k-${Math.random().toString(36).slice(2)}-${Date.now()}`;
  const mailsToAdmin = async () => {
    await t.ctx.queue.runUntilIdle();
    return readOutbox(`${t.ctx.config.dataDir}/outbox`).filter(
      (m) => m.to.includes('admin@demo.test') && m.subject.startsWith('Help request:'),
    );
  };

  it('stores a message, mails it to the admins once, and lists it newest first in their inbox', async () => {
    const owner = token['owner@maple.demo.test'];
    const requestKey = key();
    const body = { subject: 'Invoice stuck', message: 'Our Sysco invoice <b>stays</b> in Parsing.', requestKey };
    const sent = await t.api<{ id: number }>('/feedback_send', body, owner);
    expect(sent.status).toBe(200);
    const again = await t.api<{ id: number }>('/feedback_send', body, owner);
    expect(again.body.id).toBe(sent.body.id);

    const mails = (await mailsToAdmin()).filter((m) => m.subject === 'Help request: Invoice stuck');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Our Sysco invoice <b>stays</b> in Parsing.');
    expect(mails[0]!.text).toContain('owner@maple.demo.test');
    expect(mails[0]!.html).toContain('&lt;b&gt;stays&lt;/b&gt;');

    await t.api('/feedback_send', { subject: 'Later one', message: 'Second', requestKey: key() }, owner);
    const inbox = await t.api<{ messages: FeedbackRow[] }>('/admin_feedback', {}, token['admin@demo.test']);
    expect(inbox.status).toBe(200);
    expect(inbox.body.messages.map((m) => m.subject).slice(0, 2)).toEqual(['Later one', 'Invoice stuck']);
    const first = inbox.body.messages.find((m) => m.id === sent.body.id)!;
    expect(first).toMatchObject({
      senderEmail: 'owner@maple.demo.test',
      organisation: 'Maple Bistro',
      handledAt: null,
      message: body.message,
    });

    const handle = await t.api(
      '/admin_feedback_handle',
      { feedbackId: first.id, handled: true },
      token['admin@demo.test'],
    );
    expect(handle.status).toBe(200);
    const after = await t.api<{ messages: FeedbackRow[] }>('/admin_feedback', {}, token['admin@demo.test']);
    const handled = after.body.messages.find((m) => m.id === first.id)!;
    expect(handled.handledAt).not.toBeNull();
    expect(handled.handledBy).toBeTruthy();
    await t.api('/admin_feedback_handle', { feedbackId: first.id, handled: false }, token['admin@demo.test']);
    const reopened = await t.api<{ messages: FeedbackRow[] }>('/admin_feedback', {}, token['admin@demo.test']);
    expect(reopened.body.messages.find((m) => m.id === first.id)!.handledAt).toBeNull();
  });

  it('keeps the inbox to admins, and answers an unknown message with 404', async () => {
    for (const who of ['owner@maple.demo.test', 'sales@freshvalley.demo.test', 'person@demo.test']) {
      expect((await t.api('/admin_feedback', {}, token[who])).status).toBe(403);
      expect((await t.api('/admin_feedback_handle', { feedbackId: 1, handled: true }, token[who])).status).toBe(403);
    }
    expect((await t.api('/admin_feedback', {})).status).toBe(401);
    const missing = await t.api(
      '/admin_feedback_handle',
      { feedbackId: 999999, handled: true },
      token['admin@demo.test'],
    );
    expect(missing.status).toBe(404);
  });

  it('names the supplier for a supplier’s message and none for a person’s', async () => {
    await t.api(
      '/feedback_send',
      { subject: 'From a supplier', message: 'Hi', requestKey: key() },
      token['sales@freshvalley.demo.test'],
    );
    await t.api(
      '/feedback_send',
      { subject: 'From a person', message: 'Hi', requestKey: key() },
      token['person@demo.test'],
    );
    const inbox = (await t.api<{ messages: FeedbackRow[] }>('/admin_feedback', {}, token['admin@demo.test'])).body;
    expect(inbox.messages.find((m) => m.subject === 'From a supplier')!.organisation).toBe('Fresh Valley Produce');
    expect(inbox.messages.find((m) => m.subject === 'From a person')!.organisation).toBeNull();
  });

  it('says what is wrong with a subject or message, and stores nothing', async () => {
    const person = token['person@demo.test'];
    const cases = [
      [{ subject: '  ', message: 'Hello' }, FEEDBACK_MSG.subjectRequired],
      [{ subject: 'x'.repeat(FEEDBACK_LIMITS.subject + 1), message: 'Hello' }, FEEDBACK_MSG.subjectTooLong],
      [{ subject: 'Hello', message: '' }, FEEDBACK_MSG.messageRequired],
      [{ subject: 'Hello', message: 'y'.repeat(FEEDBACK_LIMITS.message + 1) }, FEEDBACK_MSG.messageTooLong],
    ] as const;
    const before = await t.ctx.db
      .selectFrom('feedback_messages')
      .select((e) => e.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    for (const [fields, message] of cases) {
      const res = await t.api('/feedback_send', { ...fields, requestKey: key() }, person);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body.error)).toContain(message);
    }
    const after = await t.ctx.db
      .selectFrom('feedback_messages')
      .select((e) => e.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toEqual(before.n);
  });

  it('refuses a sixth message within the hour with a clear 429', async () => {
    const { idToken } = await registeredUser(t, 'chatty@firstrun.example');
    for (let i = 0; i < 5; i++) {
      const res = await t.api('/feedback_send', { subject: `Note ${i}`, message: 'Hi', requestKey: key() }, idToken);
      expect(res.status).toBe(200);
    }
    const refused = await t.api('/feedback_send', { subject: 'Note 6', message: 'Hi', requestKey: key() }, idToken);
    expect(refused.status).toBe(429);
    expect(refused.body.error?.message).toBe(FEEDBACK_MSG.tooMany);
  });
});
