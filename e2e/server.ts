import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * Where the global setup (global-setup.ts) left the data directories of its two first starts of the app, one
 * without and one with the demo data, and the day they were made on.
 */
const TEMPLATES_ENV = 'E2E_DATA_TEMPLATES';
const TEMPLATES_DAY_ENV = 'E2E_DATA_TEMPLATES_DAY';

export type Server = {
  url: string;
  dataDir: string;
  /** Newest message mailed to `email` (waits for the mail job). */
  mailTo(email: string, subject?: RegExp): Promise<{ subject: string; text: string }>;
  /** The 6-digit code in the newest message to `email`. */
  codeFor(email: string): Promise<string>;
};

export type StartOptions = {
  /**
   * Start on an empty data directory, as a user's first `npm start` does (creating and migrating the database,
   * loading the demo data with DEMO_DATA=1), instead of on a copy of the data directory such a start left in the
   * global setup.
   */
  firstStart?: boolean;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(url: string, proc: ChildProcess, log: () => string): Promise<void> {
  // A fresh embedded database is created at start: on a busy 2-core machine that can take a minute or more.
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`server exited early:\n${log()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not start:\n${log()}`);
}

/** The local date, as the server and the browser of this machine see it. */
export const localDay = () => new Date().toLocaleDateString('en-CA');

/**
 * The data directory of the global setup's first start that a server started with `env` would have made
 * itself, if any: only for the demo data switch and a non-production NODE_ENV (nothing else that shapes what a
 * first start writes), and only on the day it was made, since the demo data places orders relative to today.
 */
function templateFor(env: Record<string, string>): string | undefined {
  const root = process.env[TEMPLATES_ENV];
  if (!root || process.env.DATABASE_URL || process.env[TEMPLATES_DAY_ENV] !== localDay()) return undefined;
  const { DEMO_DATA, NODE_ENV, ...others } = env;
  if (Object.keys(others).length > 0 || NODE_ENV === 'production') return undefined;
  return path.join(root, DEMO_DATA === '1' ? 'demo' : 'empty');
}

/** Tells servers started later in this process (and the test workers it starts) where the templates are. */
export function useTemplates(root: string, day: string): void {
  process.env[TEMPLATES_ENV] = root;
  process.env[TEMPLATES_DAY_ENV] = day;
}

/**
 * Starts the real app (npm start's entry) on a free port with a fresh data directory: a copy of the directory the
 * global setup's first start of the app left (with or without the demo data, as `env.DEMO_DATA` asks), or an
 * empty one with `firstStart` or when `env` asks for more than that. `env.DATA_DIR` names a directory to use as
 * it is.
 */
export async function startServer(
  env: Record<string, string> = {},
  { firstStart = false }: StartOptions = {},
): Promise<Server & { stop(opts?: { keepDataDir?: boolean }): Promise<number | null> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-'));
  const template = firstStart || env.DATA_DIR ? undefined : templateFor({ DEMO_DATA: '0', ...env });
  if (template) cpSync(template, dataDir, { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const proc = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: '0',
      LOG_LEVEL: 'warn',
      SKIP_WEB_BUILD: '1',
      PUBLIC_URL: url,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout?.on('data', (d) => {
    output += d;
  });
  proc.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  try {
    await waitForHealth(url, proc, () => output);
  } catch (err) {
    // A server that never became healthy must not outlive the test.
    proc.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }

  const mailTo: Server['mailTo'] = async (email, subject) => {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const res = await fetch(`${url}/dev/mail.json?to=${encodeURIComponent(email)}`);
      const { messages } = (await res.json()) as { messages: { subject: string; text: string }[] };
      const m = messages.find((x) => !subject || subject.test(x.subject));
      if (m) return m;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`no mail to ${email}`);
  };
  return {
    url,
    dataDir,
    mailTo,
    async codeFor(email) {
      const m = await mailTo(email);
      const code = m.text.match(/\b(\d{6})\b/)?.[1];
      if (!code) throw new Error(`no code in mail to ${email}`);
      return code;
    },
    /** Stops the server (SIGTERM) and removes its data directory unless kept; resolves with its exit code. */
    async stop({ keepDataDir = false } = {}) {
      proc.kill('SIGTERM');
      const code = await exited;
      if (!keepDataDir) rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}

/**
 * Starts the app once on an empty data directory (with DEMO_DATA as given), stops it, and leaves the data
 * directory it made at `into`: what servers started later with the same settings begin from.
 */
export async function makeTemplate(into: string, demoData: '0' | '1'): Promise<void> {
  const server = await startServer({ DEMO_DATA: demoData }, { firstStart: true });
  const code = await server.stop({ keepDataDir: true });
  if (code !== 0) throw new Error(`the first start (DEMO_DATA=${demoData}) did not stop cleanly: exit code ${code}`);
  cpSync(server.dataDir, into, { recursive: true });
  rmSync(server.dataDir, { recursive: true, force: true });
}
