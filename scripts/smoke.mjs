#!/usr/bin/env node
// Starts the app as `npm start` does (fresh data directory, demo data, a free port), waits for its health check,
// makes one API round trip (a demo owner signs in and reads /user), then stops it. Exits non-zero on any failure.
// Used by CI to check that the app starts on each supported Node.js version.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const port = await new Promise((resolve, reject) => {
  const srv = createServer();
  srv.listen(0, '127.0.0.1', () => {
    const addr = srv.address();
    srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no free port'))));
  });
});
const url = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'smoke-'));
let output = '';
const proc = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_DATA: '1', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'pipe', 'pipe'],
});
proc.stdout.on('data', (d) => {
  output += d;
});
proc.stderr.on('data', (d) => {
  output += d;
});

async function post(p, body, token) {
  const res = await fetch(`${url}/api${p}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${p} answered ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

try {
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error('the server exited before it was healthy');
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error('the server did not become healthy within 180 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  const email = 'owner@maple.demo.test';
  const session = await post('/auth/sign_in', { email, password: 'Demo1234!' });
  const token = session.idToken ?? session.IdToken ?? session.AuthenticationResult?.IdToken;
  if (!token) throw new Error(`sign_in gave no id token: ${JSON.stringify(session)}`);
  const user = await post('/user', { email }, token);
  const name = user.Business?.name ?? user.business?.name;
  if (!name) throw new Error(`/user gave no business: ${JSON.stringify(user)}`);
  process.stdout.write(`Node ${process.versions.node}: the app started, ${email} signed in and read /user (${name})\n`);
} catch (err) {
  process.stderr.write(`Smoke test on Node ${process.versions.node} failed: ${err.message}\n${output}\n`);
  process.exitCode = 1;
} finally {
  proc.kill('SIGTERM');
  await new Promise((r) => (proc.exitCode !== null ? r() : proc.once('exit', r)));
  rmSync(dataDir, { recursive: true, force: true });
}
