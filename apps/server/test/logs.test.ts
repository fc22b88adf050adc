import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createContext, createLogger } from '../src/bootstrap.js';
import { loadConfig } from '../src/config.js';
import { buildApp } from '../src/http/app.js';

/** The app with its log written to a string, on a fresh embedded database. */
async function appLoggingTo(level: string, logger: (sink: Writable) => pino.Logger) {
  const out = { text: '' };
  const sink = new Writable({
    write(chunk, _enc, cb) {
      out.text += chunk.toString();
      cb();
    },
  });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'logs-test-'));
  const ctx = await createContext(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: level, DEMO_DATA: '0' }), {
    memory: true,
    log: logger(sink),
  });
  const app = await buildApp(ctx);
  return {
    out,
    dataDir,
    ctx,
    app,
    async close() {
      await app.close();
      await ctx.database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('logs', () => {
  it('carry a request id and never a password, code or token', async () => {
    const { out, dataDir, ctx, app, close } = await appLoggingTo('debug', (sink) => pino({ level: 'debug' }, sink));
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
      expect(out.text).toContain('"reqId"');
      // One line per request, when it is answered, with what it was and how it went.
      const lines = out.text
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as Record<string, unknown>);
      const requests = lines.filter((l) => (l.req as { url?: string } | undefined)?.url === '/api/user');
      expect(requests).toHaveLength(2);
      expect(requests.map((l) => (l.res as { statusCode: number }).statusCode)).toEqual([200, 401]);
      expect(lines.some((l) => l.msg === 'incoming request')).toBe(false);
      expect(out.text.length).toBeGreaterThan(500);
      for (const secret of ['Secr3t!pass', code, tokens.idToken, tokens.refreshToken, ctx.config.jwtSecret]) {
        expect(out.text.includes(secret), `a secret leaked into the logs: ${secret.slice(0, 8)}…`).toBe(false);
      }
    } finally {
      await close();
    }
  });

  it('never carry the keys of an emailed order link', async () => {
    const { out, ctx, app, close } = await appLoggingTo('info', (sink) => createLogger('info', sink));
    const irk = 'a1'.repeat(16);
    const ivrk = 'b2'.repeat(16);
    try {
      await app.inject({ method: 'GET', url: `/update_order?irk=${irk}&ivrk=${ivrk}` });
      await app.inject({ method: 'GET', url: `/update_order?IVRK=${ivrk}&x=1&irk=${irk}#top` });
      await app.inject({ method: 'POST', url: '/api/order_update_get', payload: { irk, ivrk } });
      expect(out.text).toContain('/update_order?irk=[redacted]&ivrk=[redacted]');
      expect(out.text).toContain('"url":"/api/order_update_get"');
      expect(out.text.includes(irk), 'the order key leaked into the logs').toBe(false);
      expect(out.text.includes(ivrk), 'the verification key leaked into the logs').toBe(false);
      ctx.log.info({ payload: { orderId: 1, irk, ivrk } }, 'a job with the link keys');
      expect(out.text.includes(ivrk)).toBe(false);
    } finally {
      await close();
    }
  });
});
