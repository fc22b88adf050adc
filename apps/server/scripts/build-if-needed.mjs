#!/usr/bin/env node
/**
 * Compiles the server's entry points (main, worker, cli, parse-cli, and the parser's worker thread) into apps/server/dist with esbuild: TypeScript
 * once, at build time, instead of on the fly at every start. Its own code and the workspace's @app/contracts are
 * bundled; npm packages stay external and load from node_modules. Builds only when dist is missing or older than a
 * source (apps/server/src, packages/contracts/src). Files are written under temporary names and renamed into
 * place, so processes that start at the same time never read a half-written bundle. `--force` always builds.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { staleReason } from '../../../scripts/stale.mjs';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoDir = path.resolve(serverDir, '../..');
const distDir = path.join(serverDir, 'dist');
export const ENTRIES = ['main', 'worker', 'cli', 'parse-cli', 'parse-worker'];
/** Entry points compiled from elsewhere than src/<name>.ts. */
const SOURCES = { 'parse-worker': 'src/modules/parsing/parse-worker.ts' };
const inputs = [
  path.join(serverDir, 'src'),
  path.join(serverDir, 'package.json'),
  path.join(repoDir, 'packages', 'contracts', 'src'),
];

export function needsBuild() {
  return staleReason(
    ENTRIES.map((e) => path.join(distDir, `${e}.js`)),
    inputs,
    repoDir,
  );
}

/** Runs the build when needed; resolves true when it built. */
export async function buildIfNeeded({ force = false, quiet = false } = {}) {
  const reason = force ? 'forced' : needsBuild();
  const say = (s) => quiet || process.stdout.write(s);
  if (!reason) return false;
  say(`server: building (${reason})…\n`);
  const started = Date.now();
  const { build } = await import('esbuild');
  const pkg = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
  const external = Object.keys(pkg.dependencies ?? {})
    .filter((name) => !name.startsWith('@app/'))
    .flatMap((name) => [name, `${name}/*`]);
  const result = await build({
    absWorkingDir: serverDir,
    entryPoints: Object.fromEntries(ENTRIES.map((e) => [e, SOURCES[e] ?? `src/${e}.ts`])),
    outdir: distDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    sourcemap: 'linked',
    external,
    chunkNames: 'chunks/[name]-[hash]',
    write: false,
    logLevel: 'warning',
  });
  for (const file of result.outputFiles) {
    mkdirSync(path.dirname(file.path), { recursive: true });
    const tmp = `${file.path}.${process.pid}.tmp`;
    writeFileSync(tmp, file.contents);
    renameSync(tmp, file.path);
  }
  say(`server: built in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildIfNeeded({ force: process.argv.includes('--force') }).catch((err) => {
    process.stderr.write(`server: build failed: ${err instanceof Error ? err.stack : String(err)}\n`);
    process.exit(1);
  });
}
