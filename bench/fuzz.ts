/**
 * `npm run bench -- fuzz [--runs N] [--database-url URL]`: the long variant of the fuzz test
 * (apps/server/test/fuzz.test.ts): N arbitrary and near-valid bodies for every /api route (default 2,000; CI runs
 * 200), from each kind of caller, and valid bodies of the routes that once failed with one value made hostile (NUL,
 * lone surrogates, ids past 2^31-1, too many decimals), on the embedded database or on a PostgreSQL server (a fresh
 * database). Any 5xx or an error without the error shape fails it; prints the bodies sent and the time taken.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';

const ROOT = path.resolve(import.meta.dirname, '..');

export async function run(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { runs: { type: 'string' }, 'database-url': { type: 'string' } } });
  const runs = Number(values.runs ?? 2000);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive whole number');
  const databaseUrl = values['database-url'] ?? process.env.BENCH_DATABASE_URL;
  const started = performance.now();
  const code = await new Promise<number>((resolve) => {
    const child = spawn(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/vitest/vitest.mjs'),
        'run',
        '--project',
        'server',
        'apps/server/test/fuzz.test.ts',
        '--testTimeout',
        String(24 * 3600 * 1000),
      ],
      {
        cwd: ROOT,
        stdio: 'inherit',
        env: { ...process.env, FUZZ_RUNS: String(runs), ...(databaseUrl ? { TEST_DATABASE_URL: databaseUrl } : {}) },
      },
    );
    child.on('exit', (c) => resolve(c ?? 1));
  });
  const seconds = (performance.now() - started) / 1000;
  process.stdout.write(
    `\nfuzz: ${runs.toLocaleString()} bodies per route (identity routes: 50), database ${databaseUrl ? 'PostgreSQL' : 'embedded'}: ${code === 0 ? 'no 5xx, every error in the error shape' : 'FAILED (see above)'}; ${seconds.toFixed(0)} s\n`,
  );
  if (code !== 0) process.exitCode = code;
}
