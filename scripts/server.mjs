// Runs one of the server's built entry points: `node scripts/server.mjs main|worker|cli|parse-cli [args...]`.
// The server is compiled once into apps/server/dist (rebuilt first when its sources changed, where the build tool
// is installed); production runs that JavaScript, not TypeScript compiled on the fly.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Stack traces point into the TypeScript sources through the bundle's source maps.
process.setSourceMapsEnabled(true);

export async function runServerEntry(entry) {
  const { buildIfNeeded, ENTRIES } = await import(path.join(root, 'apps/server/scripts/build-if-needed.mjs'));
  if (!ENTRIES.includes(entry)) throw new Error(`Unknown entry "${entry}": one of ${ENTRIES.join(', ')}`);
  const built = path.join(root, 'apps/server/dist', `${entry}.js`);
  try {
    await buildIfNeeded({ quiet: entry !== 'main' });
  } catch (err) {
    // Without the build tool (a production install without dev dependencies) a build made beforehand is used.
    if (!existsSync(built)) throw err;
  }
  await import(pathToFileURL(built).href);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const entry = process.argv[2] ?? 'main';
  // The entry reads its own arguments from process.argv.slice(2), as if started directly.
  process.argv.splice(2, 1);
  await runServerEntry(entry);
}
