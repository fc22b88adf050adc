/**
 * `npm run bench -- seed [--runs N]`: how long loading the demo data set takes on a fresh embedded database
 * (migrations first, not timed), N times. It prints the figures; nothing is asserted.
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../apps/server/src/db/database.js';
import { migrate } from '../apps/server/src/db/migrate.js';
import { seedDemo } from '../apps/server/src/db/seed/demo.js';

export async function run(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { runs: { type: 'string', default: '3' } } });
  const runs = Math.max(1, Number(values.runs) || 3);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const database = await openDatabase({ memory: true });
    try {
      await migrate(database);
      const started = performance.now();
      await seedDemo(database.db);
      times.push(performance.now() - started);
    } finally {
      await database.close();
    }
  }
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  process.stdout.write(
    `Demo data set on a fresh embedded database, ${runs} runs: median ${median.toFixed(0)} ms ` +
      `(min ${sorted[0].toFixed(0)}, max ${sorted[sorted.length - 1].toFixed(0)})\n`,
  );
}
