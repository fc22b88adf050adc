import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { createContext } from '../src/bootstrap.js';
import { loadConfig } from '../src/config.js';
import { buildApp } from '../src/http/app.js';

const run = promisify(execFile);
const dataDir = mkdtempSync(path.join(tmpdir(), 'cli-test-'));
const cli = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', path.resolve(import.meta.dirname, '../src/cli.ts'), ...args], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
  });

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('cli', () => {
  it('creates a user with a temporary password that must be replaced at first sign-in', async () => {
    const out = await cli('create-user', '--type', 'person', '--email', 'Temp@Cli.example', '--password', 'Temp0rary!');
    expect(out.stdout).toContain('Created person user');
    await expect(
      cli('create-user', '--type', 'restaurant', '--email', 'r@cli.example', '--password', 'Temp0rary!'),
    ).rejects.toMatchObject({
      stderr: expect.stringContaining('--business'),
    });
    const ctx = await createContext(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO_DATA: '0' }));
    const app = await buildApp(ctx);
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/sign_in',
        payload: { email: 'temp@cli.example', password: 'Temp0rary!' },
      });
      expect(res.json()).toMatchObject({ challenge: 'NEW_PASSWORD_REQUIRED' });
    } finally {
      await app.close();
      await ctx.database.close();
    }
    // Two command runs and a server, each opening the embedded database and migrating it: about 35 s on an idle
    // 2-core machine, far more while other test files run beside it.
  }, 180_000);
});
