import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createContext, createLogger } from '../src/bootstrap.js';
import { loadConfig } from '../src/config.js';
import { buildApp } from '../src/http/app.js';

describe('logs', () => {
  it('carry a request id and never a password, code or token', async () => {
    let text = '';
    const sink = new Writable({
      write(chunk, _enc, cb) {
        text += chunk.toString();
        cb();
      },
    });
    const dataDir = mkdtempSync(path.join(tmpdir(), 'logs-test-'));
    const ctx = await createContext(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'debug', DEMO_DATA: '0' }), {
      memory: true,
      log: pino({ level: 'debug' }, sink),
    });
    const app = await buildApp(ctx);
    try {
      const post = (url: string, payload: unknown, token?: string) =>
        app.inject({
          method: 'POST',
          url,
          payload: payload as object,
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
      await post('/api/auth/sign_up', {
        email: 'log@example.test',
        password: 'Secr3t!pass',
        firstName: 'L',
        lastName: 'G',
      });
      await ctx.queue.runUntilIdle();
      const code =
        (await import('../src/providers/mailer.js'))
          .readOutbox(path.join(dataDir, 'outbox'))[0]
          ?.text.match(/\d{6}/)?.[0] ?? '';
      await post('/api/auth/confirm_sign_up', { email: 'log@example.test', code });
      const tokens = (await post('/api/auth/sign_in', { email: 'log@example.test', password: 'Secr3t!pass' })).json();
      await post('/api/user', {}, tokens.idToken);
      await post('/api/user', {}, `${tokens.idToken}x`);
      await post('/api/auth/refresh', { refreshToken: tokens.refreshToken });
      expect(text).toContain('"reqId"');
      expect(text.length).toBeGreaterThan(500);
      for (const secret of ['Secr3t!pass', code, tokens.idToken, tokens.refreshToken, ctx.config.jwtSecret]) {
        expect(text.includes(secret), `a secret leaked into the logs: ${secret.slice(0, 8)}…`).toBe(false);
      }
    } finally {
      await app.close();
      await ctx.database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
  it('never carry the keys of an emailed order link', async () => {
    let text = '';
    const sink = new Writable({
      write(chunk, _enc, cb) {
        text += chunk.toString();
        cb();
      },
    });
    const dataDir = mkdtempSync(path.join(tmpdir(), 'logs-test-'));
    const ctx = await createContext(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'info', DEMO_DATA: '0' }), {
      memory: true,
      log: createLogger('info', sink),
    });
    const app = await buildApp(ctx);
    const irk = 'a1'.repeat(16);
    const ivrk = 'b2'.repeat(16);
    try {
      await app.inject({ method: 'GET', url: `/update_order?irk=${irk}&ivrk=${ivrk}` });
      await app.inject({ method: 'GET', url: `/update_order?IVRK=${ivrk}&x=1&irk=${irk}#top` });
      await app.inject({ method: 'POST', url: '/api/order_update_get', payload: { irk, ivrk } });
      expect(text).toContain('/update_order?irk=[redacted]&ivrk=[redacted]');
      expect(text).toContain('"url":"/api/order_update_get"');
      expect(text.includes(irk), 'the order key leaked into the logs').toBe(false);
      expect(text.includes(ivrk), 'the verification key leaked into the logs').toBe(false);
      ctx.log.info({ payload: { orderId: 1, irk, ivrk } }, 'a job with the link keys');
      expect(text.includes(ivrk)).toBe(false);
    } finally {
      await app.close();
      await ctx.database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
