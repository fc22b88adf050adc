import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

/** A TCP port that was free a moment ago on 127.0.0.1. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });

/**
 * Starts the app as `npm start` does (scripts/start.mjs) in a child process on `port`, with the demo data set in
 * `dataDir`; `env` adds or overrides environment variables. Call `waitForServer` before sending requests.
 */
export const startServerProcess = (port: number, dataDir: string, env: Record<string, string> = {}): ChildProcess =>
  spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_DATA: '1',
      SKIP_WEB_BUILD: '1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: 'ignore',
  });

/** Waits until `${base}/api/health` answers OK; throws after about a minute. */
export const waitForServer = async (base: string): Promise<void> => {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
};
