// `npm start`: builds the web app and the server when they are missing or stale, then runs the server (with its
// job worker) in this process. Environment variables are described in the README.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runServerEntry } from './server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const builder = path.join(root, 'apps/web/scripts/build-if-needed.mjs');
if (existsSync(builder) && process.env.SKIP_WEB_BUILD !== '1') {
  const { buildIfNeeded } = await import(builder);
  await buildIfNeeded();
}
await runServerEntry('main');
