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
    if (proc.exitCode !== null || proc.signalCode !== null) throw new Error(`server exited early:\n${log()}`);
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

export type StartedServer = Server & {
  /** Stops the server (SIGTERM) and removes its data directory unless kept; resolves with its exit code. */
  stop(opts?: { keepDataDir?: boolean }): Promise<number | null>;
};

/**
 * A server this worker process started ahead, on a copy of the same template and with the same settings as the
 * last one a test asked for, so that the next test asking for that finds it running. It is used by one test only.
 */
let spare: { key: string; server: Promise<StartedServer>; proc?: ChildProcess; dataDir?: string } | undefined;

/** Stops the spare server, if any (when the worker is done, or a test asks for a server of another kind). */
export async function stopSpare(): Promise<void> {
  const s = spare;
  spare = undefined;
  if (!s) return;
  s.proc?.kill('SIGTERM'); // whether it is up yet or not
  const server = await s.server.catch(() => undefined);
  await server?.stop();
}

/**
 * Starts the real app (npm start's entry) on a free port with a fresh data directory: a copy of the directory the
 * global setup's first start of the app left (with or without the demo data, as `env.DEMO_DATA` asks), or an
 * empty one with `firstStart` or when `env` asks for more than that. `env.DATA_DIR` names a directory to use as
 * it is. A server on a copy is the spare started for it while the previous test ran, when there is one; then
 * the next spare starts.
 */
export async function startServer(
  env: Record<string, string> = {},
  { firstStart = false }: StartOptions = {},
): Promise<StartedServer> {
  const template = firstStart || env.DATA_DIR ? undefined : templateFor({ DEMO_DATA: '0', ...env });
  if (!template) return launch(env);
  // The settings a server started with, as the app reads them (NODE_ENV defaults to development).
  const key = JSON.stringify([template, env.NODE_ENV ?? process.env.NODE_ENV ?? 'development']);
  const ready = spare?.key === key ? spare.server : undefined;
  if (ready) spare = undefined;
  else await stopSpare();
  // A spare that failed to start is no answer: this test starts its own server, which reports what goes wrong.
  const server = (await ready?.catch(() => undefined)) ?? (await launch(env, template));
  const next: NonNullable<typeof spare> = {
    key,
    server: launch(env, template, (proc, dataDir) => Object.assign(next, { proc, dataDir })),
  };
  next.server.catch(() => undefined);
  spare = next;
  return server;
}

// A spare still there when the worker exits must not outlive it.
process.once('exit', () => {
  spare?.proc?.kill('SIGKILL');
  if (spare?.dataDir) rmSync(spare.dataDir, { recursive: true, force: true });
});

async function launch(
  env: Record<string, string>,
  template?: string,
  onSpawn?: (proc: ChildProcess, dataDir: string) => void,
): Promise<StartedServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-'));
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
  onSpawn?.(proc, dataDir);
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
