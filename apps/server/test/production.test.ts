import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import {
  DEMO_LOGINS,
  DEMO_PASSWORD,
  demoCredentialsProblem,
  disableDemoLogins,
  seedDemoIfEmpty,
} from '../src/db/seed/demo.js';
import { createUser } from '../src/modules/users/create-user.js';
import { freePort, waitForServer } from './helpers/server-process.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');

describe('production on an empty database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production', DEMO_DATA: '' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('loads no demo data, so the published demo logins do not sign in', async () => {
    expect(await seedDemoIfEmpty(t.ctx)).toEqual([]);
    const res = await t.api('/auth/sign_in', { email: 'admin@demo.test', password: DEMO_PASSWORD });
    expect(res.status).toBe(401);
    expect(await t.ctx.db.selectFrom('users').select('id').execute()).toEqual([]);
  });

  it('serves neither the dev mailbox nor the API reference', async () => {
    for (const url of ['/dev/mail', '/dev/mail.json', '/api/docs', '/api/docs/', '/api/openapi.json']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('/api/auth/sign_in');
    }
  });

  it('refuses to start while a demo account signs in with the demo password, until it is disabled', async () => {
    expect(await demoCredentialsProblem(t.ctx)).toBeNull();
    await createUser(t.ctx.db, { type: 'admin', email: 'admin@demo.test', password: DEMO_PASSWORD, permanent: true });
    await createUser(t.ctx.db, { type: 'admin', email: 'ops@real.example', password: DEMO_PASSWORD, permanent: true });
    const problem = await demoCredentialsProblem(t.ctx);
    expect(problem).toContain('Refusing to start in production');
    expect(problem).toContain('admin@demo.test');
    expect(problem).toContain('disable-demo-logins');

    expect(await disableDemoLogins(t.ctx.db)).toEqual(['admin@demo.test']);
    expect(await demoCredentialsProblem(t.ctx)).toBeNull();
    expect((await t.api('/auth/sign_in', { email: 'admin@demo.test', password: DEMO_PASSWORD })).status).toBe(401);
  });
});

describe('API reference', () => {
  it('is served in production when API_DOCS=1', async () => {
    const t = await createTestApp({ NODE_ENV: 'production', API_DOCS: '1' });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json().paths)).toContain('/api/auth/sign_in');
      expect((await t.app.inject({ method: 'GET', url: '/dev/mail.json' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('demo data in production', () => {
  it('is loaded on an empty database only with DEMO_DATA=1, and such a demo site is not refused', async () => {
    const database = await openDatabase({ memory: true });
    try {
      await migrate(database);
      const ctxOf = (demoData?: boolean) =>
        ({
          config: { production: true, demoData },
          database,
          db: database.db,
          log: { info: () => undefined },
        }) as never;
      expect(await seedDemoIfEmpty(ctxOf())).toEqual([]);
      expect(await seedDemoIfEmpty(ctxOf(true))).toEqual(DEMO_LOGINS);
      expect(await demoCredentialsProblem(ctxOf(true))).toBeNull();
      expect(await demoCredentialsProblem(ctxOf())).toContain('Refusing to start in production');
    } finally {
      await database.close();
    }
  });
});

/** Runs `npm start`'s entry with the given environment and an empty or prepared data directory. */
function startProduction(dataDir: string, port: number, env: Record<string, string> = {}) {
  const { DEMO_DATA: _d, API_DOCS: _a, ...inherited } = process.env;
  let stderr = '';
  const proc = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: {
      ...inherited,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      SKIP_WEB_BUILD: '1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  proc.stderr?.on('data', (d) => {
    stderr += d;
  });
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  return { proc, exited, stderr: () => stderr };
}

describe('npm start with NODE_ENV=production', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const d = mkdtempSync(path.join(tmpdir(), 'production-test-'));
    dirs.push(d);
    return d;
  };
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('starts on an empty embedded database without the demo accounts, dev mailbox or API reference', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = startProduction(tempDir(), port);
    try {
      await waitForServer(base);
      const signIn = await fetch(`${base}/api/auth/sign_in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@demo.test', password: DEMO_PASSWORD }),
      });
      expect(signIn.status).toBe(401);
      for (const p of ['/dev/mail', '/api/docs', '/api/openapi.json'])
        expect((await fetch(`${base}${p}`)).status, p).toBe(404);
    } finally {
      server.proc.kill('SIGTERM');
      await server.exited;
    }
  }, 90_000);

  it('refuses to start on a database holding the demo accounts, saying what to do', async () => {
    const dataDir = tempDir();
    const database = await openDatabase({ dataDir });
    await migrate(database);
    await createUser(database.db, {
      type: 'admin',
      email: 'admin@demo.test',
      password: DEMO_PASSWORD,
      permanent: true,
    });
    await database.close();
    const server = startProduction(dataDir, await freePort());
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toContain('Refusing to start in production');
    expect(server.stderr()).toContain('admin@demo.test');
  }, 90_000);
});
