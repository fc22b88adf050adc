import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_JOB } from '../src/jobs/mail.js';
import { smtpMailer } from '../src/providers/mailer.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

type Received = { from: string; to: string[]; raw: string };

let t: TestApp;
let smtp: SMTPServer;
let port = 0;
const received: Received[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c: Buffer) => {
        raw += c.toString('utf8');
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('mail over SMTP', () => {
  it('delivers a message through a real SMTP server with the configured sender', async () => {
    const mailer = smtpMailer(`smtp://127.0.0.1:${port}`, 'orders@example.test');
    await mailer.send({ to: ['chef@example.test'], subject: 'Your verification code', text: 'Your code is 123456' });
    const msg = received.find((m) => m.to.includes('chef@example.test'));
    expect(msg?.from).toBe('orders@example.test');
    expect(msg?.raw).toContain('Subject: Your verification code');
    expect(msg?.raw).toContain('Your code is 123456');
  });
});

describe('mail job', () => {
  it('retries a failed send with backoff and keeps the failure visible', async () => {
    let calls = 0;
    t.ctx.queue.define(
      'test.flaky',
      (await import('../src/jobs/mail.js')).mailPayload,
      async () => {
        calls++;
        throw new Error('connect ECONNREFUSED 127.0.0.1:1');
      },
      { maxAttempts: 2 },
    );
    await t.ctx.queue.enqueue(t.ctx.db, 'test.flaky', { to: ['x@example.test'], subject: 's', text: 't' });
    await t.ctx.queue.runUntilIdle();
    let job = await t.ctx.db.selectFrom('jobs').selectAll().where('name', '=', 'test.flaky').executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: 'queued', attempts: 1, last_error: 'connect ECONNREFUSED 127.0.0.1:1' });
    expect(job.run_at.getTime()).toBeGreaterThan(Date.now());

    await t.ctx.db.updateTable('jobs').set({ run_at: new Date() }).where('id', '=', job.id).execute();
    await t.ctx.queue.runUntilIdle();
    job = await t.ctx.db.selectFrom('jobs').selectAll().where('id', '=', job.id).executeTakeFirstOrThrow();
    expect(job.status).toBe('failed');
    expect(calls).toBe(2);
  });

  it('never runs again a job whose worker died on its last attempt, between checks for such jobs too', async () => {
    let calls = 0;
    t.ctx.queue.define('test.killer', (await import('../src/jobs/mail.js')).mailPayload, async () => {
      calls++;
    });
    await t.ctx.queue.enqueue(t.ctx.db, 'test.killer', { to: ['k@example.test'], subject: 's', text: 't' });
    // The check for abandoned jobs has just run; a busy worker then only claims jobs.
    await t.ctx.queue.runUntilIdle();
    expect(calls).toBe(1);
    // As a worker that died mid-run leaves a job: running, lock expired, no attempts left.
    await t.ctx.db
      .updateTable('jobs')
      .set({ status: 'running', attempts: 5, max_attempts: 5, locked_until: new Date(Date.now() - 1000) })
      .where('name', '=', 'test.killer')
      .execute();
    expect(await t.ctx.queue.runOne()).toBe(false);
    expect(calls).toBe(1);
    await t.ctx.queue.runUntilIdle();
    const job = await t.ctx.db
      .selectFrom('jobs')
      .select(['status', 'last_error'])
      .where('name', '=', 'test.killer')
      .executeTakeFirstOrThrow();
    expect(job).toEqual({ status: 'failed', last_error: 'The worker stopped while running this job' });
    expect(calls).toBe(1);
  });

  it('records the sign-up mail as a job that the worker sends once', async () => {
    await t.api('/auth/sign_up', {
      email: 'once@example.test',
      password: 'Str0ng!pass',
      firstName: 'O',
      lastName: 'N',
    });
    const queued = await t.ctx.db.selectFrom('jobs').selectAll().where('name', '=', MAIL_JOB).execute();
    expect(queued.filter((j) => JSON.stringify(j.payload).includes('once@example.test'))).toHaveLength(1);
    await t.ctx.queue.runUntilIdle();
    expect(await t.ctx.queue.runUntilIdle()).toBe(0);
    const done = await t.ctx.db.selectFrom('jobs').select('status').where('name', '=', MAIL_JOB).execute();
    expect(done.every((j) => j.status === 'done')).toBe(true);
  });
});
