/**
 * `npm run bench -- web`: gzip size of the JavaScript each measured route loads, from the built app's Vite manifest
 * (entry chunk + its static imports + the route's lazy chunks and their static imports). Build first.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

const WEB = path.resolve(import.meta.dirname, '../apps/web');
const DIST = path.join(WEB, 'dist');

/** Source modules each route fetches lazily on a first visit (its page, plus the signed-in frame). */
const ROUTES: Record<string, string[]> = {
  '/login': ['src/routes/login-page.tsx'],
  '/Search': ['src/components/layout/app-shell.tsx', 'src/routes/search-page.tsx'],
  '/Settings': ['src/components/layout/app-shell.tsx', 'src/routes/settings-page.tsx'],
  '/register': ['src/routes/register-page.tsx'],
};

function closure(manifest: Manifest, keys: string[], into: Set<string>): void {
  for (const key of keys) {
    const chunk = manifest[key];
    // A module that is not a chunk of its own was bundled into one already counted.
    if (!chunk) continue;
    if (into.has(chunk.file)) continue;
    into.add(chunk.file);
    closure(manifest, chunk.imports ?? [], into);
  }
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

export async function run(args: string[]): Promise<void> {
  const manifestPath = path.join(DIST, '.vite', 'manifest.json');
  if (!existsSync(path.join(DIST, 'index.html')) || !existsSync(manifestPath)) {
    process.stderr.write(
      'apps/web/dist is missing or has no manifest: run the build first (npm run build -w @app/web)\n',
    );
    process.exitCode = 1;
    return;
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entry = Object.entries(manifest).find(([, c]) => c.isEntry)?.[0];
  if (!entry) throw new Error('The Vite manifest has no entry chunk');
  const wanted = args.length > 0 ? args : Object.keys(ROUTES);
  const gz = new Map<string, { raw: number; gzip: number }>();
  const sizeOf = (file: string) => {
    let s = gz.get(file);
    if (!s) {
      const bytes = readFileSync(path.join(DIST, file));
      s = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
      gz.set(file, s);
    }
    return s;
  };
  process.stdout.write('route        files   raw JS      gzip JS\n');
  for (const route of wanted) {
    const sources = ROUTES[route];
    if (!sources) {
      process.stderr.write(`Unknown route ${route}; known: ${Object.keys(ROUTES).join(', ')}\n`);
      continue;
    }
    const files = new Set<string>();
    closure(manifest, [entry, ...sources], files);
    let raw = 0;
    let gzip = 0;
    for (const f of files) {
      const s = sizeOf(f);
      raw += s.raw;
      gzip += s.gzip;
    }
    process.stdout.write(
      `${route.padEnd(12)} ${String(files.size).padStart(5)}   ${kb(raw).padStart(9)}   ${kb(gzip).padStart(9)}\n`,
    );
  }
}
