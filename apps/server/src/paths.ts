import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (the one holding its package.json), the same whether this code runs from src/ (tests,
 * development) or from the dist/ bundle that `npm start` builds.
 */
function packageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('The server package folder was not found');
    dir = parent;
  }
  return dir;
}

export const SERVER_ROOT = packageRoot();
/** Forward-only SQL migrations, read at start. */
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'src', 'db', 'migrations');
/** The built web app that the server serves. */
export const WEB_DIST = path.resolve(SERVER_ROOT, '..', 'web', 'dist');
