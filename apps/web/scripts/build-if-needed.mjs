#!/usr/bin/env node
/**
 * Builds the web app only when dist/index.html is missing or older than any source it is built from
 * (apps/web/src, index.html, vite.config.ts, packages/contracts/src). Used by the server's start script.
 * `--force` always builds.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { staleReason } from '../../../scripts/stale.mjs';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoDir = path.resolve(webDir, '../..');
const target = path.join(webDir, 'dist', 'index.html');
const inputs = [
  path.join(webDir, 'src'),
  path.join(webDir, 'index.html'),
  path.join(webDir, 'vite.config.ts'),
  path.join(webDir, 'public'),
  path.join(repoDir, 'packages', 'contracts', 'src'),
];

export function needsBuild() {
  return staleReason([target], inputs, repoDir);
}

/** Runs `vite build` when needed; resolves true when it built. */
export async function buildIfNeeded({ force = false } = {}) {
  const reason = force ? 'forced' : needsBuild();
  if (!reason) {
    process.stdout.write('web: build is up to date\n');
    return false;
  }
  process.stdout.write(`web: building (${reason})…\n`);
  const started = Date.now();
  const { build } = await import('vite');
  // Vite sets NODE_ENV=production in this process while it builds; the server started afterwards in the
  // same process (npm start) or its children (browser tests) must keep the mode they were started with.
  const nodeEnv = process.env.NODE_ENV;
  try {
    await build({ root: webDir, configFile: path.join(webDir, 'vite.config.ts'), logLevel: 'warn' });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  process.stdout.write(`web: built in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildIfNeeded({ force: process.argv.includes('--force') }).catch((err) => {
    process.stderr.write(`web: build failed: ${err instanceof Error ? err.stack : String(err)}\n`);
    process.exit(1);
  });
}
