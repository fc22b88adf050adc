import path from 'node:path';

type Builder = { buildIfNeeded: () => Promise<boolean> };

/** Builds the web app and the server once (if stale) so every test's server runs the current code. */
export default async function globalSetup(): Promise<void> {
  for (const script of ['../apps/web/scripts/build-if-needed.mjs', '../apps/server/scripts/build-if-needed.mjs']) {
    const { buildIfNeeded } = (await import(path.resolve(import.meta.dirname, script))) as Builder;
    await buildIfNeeded();
  }
}
