import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localDay, makeTemplate, useTemplates } from './server.js';

type Builder = { buildIfNeeded: () => Promise<boolean> };

/**
 * Builds the web app and the server once (if stale) so every test's server runs the current code. Then starts
 * the app twice on an empty data directory, as a user's first `npm start` does (creating and migrating the
 * database), once without and once with the demo data; each test's server starts on a copy of one of these data
 * directories instead of creating its own (see startServer in server.ts).
 */
export default async function globalSetup(): Promise<() => void> {
  for (const script of ['../apps/web/scripts/build-if-needed.mjs', '../apps/server/scripts/build-if-needed.mjs']) {
    const { buildIfNeeded } = (await import(path.resolve(import.meta.dirname, script))) as Builder;
    await buildIfNeeded();
  }
  const root = mkdtempSync(path.join(tmpdir(), 'e2e-templates-'));
  const day = localDay();
  try {
    await Promise.all([makeTemplate(path.join(root, 'empty'), '0'), makeTemplate(path.join(root, 'demo'), '1')]);
  } catch (err) {
    rmSync(root, { recursive: true, force: true });
    throw err;
  }
  useTemplates(root, day);
  return () => rmSync(root, { recursive: true, force: true });
}
