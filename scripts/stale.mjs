// When a build is stale: the newest modification time under its inputs against the time of its outputs.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The newest modification time under a file or directory (0 when it does not exist); skips node_modules and dot folders. */
export function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(p, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry.name)));
  }
  return newest;
}

/** Why `outputs` must be built again from `inputs` (paths shown relative to `base`), or null when they are fresh. */
export function staleReason(outputs, inputs, base) {
  const missing = outputs.find((f) => !existsSync(f));
  if (missing) return `${path.relative(base, missing)} is missing`;
  const built = Math.min(...outputs.map((f) => statSync(f).mtimeMs));
  const stale = inputs.find((p) => newestMtime(p) > built);
  return stale ? `${path.relative(base, stale)} changed since the last build` : null;
}
