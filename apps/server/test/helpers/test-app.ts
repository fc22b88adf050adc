import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { createContext } from '../../src/bootstrap.js';
import { loadConfig } from '../../src/config.js';
import type { AppContext } from '../../src/context.js';
import { buildApp } from '../../src/http/app.js';
import { readOutbox } from '../../src/providers/mailer.js';
import { createFreshDatabase } from './fresh-database.js';

export type ApiResult<T = Record<string, unknown>> = {
  status: number;
  body: T & { error?: { code: string; message: string } };
};

export type TestApp = {
  app: FastifyInstance;
  ctx: AppContext;
  /** POST /api<path> with a JSON body and an optional bearer token. */
  api<T = Record<string, unknown>>(apiPath: string, body?: unknown, token?: string): Promise<ApiResult<T>>;
  /** Runs pending jobs (mail) and returns the 6-digit code in the newest message to `email`. */
  codeFor(email: string): Promise<string>;
  close(): Promise<void>;
};

let migratedDump: Blob | undefined;

/**
 * The migrated database the test run's global setup made (global-setup.ts), read once per test file: a new test
 * database starts as a copy of it, and the app's start then finds every migration applied.
 */
function migratedPglite(): Blob | undefined {
  const file = inject('migratedPgliteDump');
  if (!file) return undefined;
  migratedDump ??= new Blob([readFileSync(file)]);
  return migratedDump;
}

/**
 * A real app over a fresh database: embedded PGlite in memory by default, or a new database on the server
 * named by TEST_DATABASE_URL (dropped afterwards), so the same tests prove both. Either starts as a copy of a
 * database migrated once per run. `env` adds or overrides settings (NODE_ENV=production, TRUST_PROXY, ...).
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'app-test-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  const fresh = serverUrl
    ? await createFreshDatabase(serverUrl, 'test', inject('migratedTemplateDatabase') || undefined)
    : undefined;
  const databaseUrl = fresh?.url;
  const dropDatabase = async () => fresh?.drop();
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    DEMO_DATA: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const ctx = await createContext(config, {
    memory: !databaseUrl,
    loadDataDir: databaseUrl ? undefined : migratedPglite(),
  });
  const app = await buildApp(ctx);
  await app.ready();

  const api: TestApp['api'] = async (apiPath, body = {}, token) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api${apiPath}`,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: JSON.stringify(body),
    });
    return { status: res.statusCode, body: res.json() };
  };

  return {
    app,
    ctx,
    api,
    async codeFor(email) {
      await ctx.queue.runUntilIdle();
      const msg = readOutbox(path.join(dataDir, 'outbox')).find((m) => m.to.includes(email));
      const code = msg?.text.match(/\b(\d{6})\b/)?.[1];
      if (!code) throw new Error(`No code mailed to ${email}`);
      return code;
    },
    async close() {
      await app.close();
      await ctx.database.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const PASSWORD = 'Str0ng!pass';

/** Signs up, confirms and signs in a new user; returns the tokens. */
export async function signedInUser(t: TestApp, email: string, password = PASSWORD) {
  await t.api('/auth/sign_up', { email, password, firstName: 'Test', lastName: 'User', phone: '4165550100' });
  await t.api('/auth/confirm_sign_up', { email, code: await t.codeFor(email) });
  const res = await t.api<{ idToken: string; refreshToken: string }>('/auth/sign_in', { email, password });
  if (res.status !== 200) throw new Error(`sign in failed: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A confirmed user registered as the owner of a new restaurant (or supplier). */
export async function registeredUser(t: TestApp, email: string, userType: 'restaurant' | 'supplier' = 'restaurant') {
  const signUp = await t.api<{ registrationToken: string }>('/auth/sign_up', {
    email,
    password: PASSWORD,
    firstName: 'Rita',
    lastName: 'Owner',
    phone: '4165550100',
  });
  const profile = {
    // Registered supplier names are unique, so a supplier's carries its whole email.
    name: userType === 'restaurant' ? `Bistro ${email.split('@')[0]}` : `Supply Co ${email}`,
    address: '1 King St',
    city: 'Toronto',
    postalCode: 'M5H 1A1',
    region: 'Canada',
    stateProv: 'ON',
    website: '',
  };
  const reg = await t.api('/register', {
    registrationToken: signUp.body.registrationToken,
    email,
    phone: '4165550100',
    firstName: 'Rita',
    lastName: 'Owner',
    userType,
    ...(userType === 'restaurant'
      ? { restaurant: profile }
      : { supplier: { ...profile, orderEmail: `orders.${email}` } }),
  });
  if (reg.status !== 200) throw new Error(`register failed: ${JSON.stringify(reg.body)}`);
  await t.api('/auth/confirm_sign_up', { email, code: await t.codeFor(email) });
  const res = await t.api<{ idToken: string; refreshToken: string }>('/auth/sign_in', { email, password: PASSWORD });
  return res.body;
}
