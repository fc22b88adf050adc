import path from 'node:path';

/** Builds the web app once (if stale) so every test's server serves the current UI. */
export default async function globalSetup(): Promise<void> {
  const builder = path.resolve(import.meta.dirname, '../apps/web/scripts/build-if-needed.mjs');
  const { buildIfNeeded } = (await import(builder)) as { buildIfNeeded: () => Promise<void> };
  await buildIfNeeded();
}
