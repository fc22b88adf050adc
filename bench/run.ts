/**
 * `npm run bench -- <name> [args]`: runs bench/<name>.ts, whose exported `run(args)` prints its figures.
 * Benchmarks measure and print; they never assert timing.
 */
const [name, ...args] = process.argv.slice(2);
const known = ['web', 'search', 'parse', 'pages', 'load', 'fuzz', 'seed', 'compare', 'sellers', 'prepared'];
if (!name || !known.includes(name)) {
  process.stderr.write(`Usage: npm run bench -- <${known.join('|')}> [options]\n`);
  process.exit(2);
}
const mod = (await import(`./${name}.ts`).catch((err: unknown) => {
  process.stderr.write(`Benchmark "${name}" is not available: ${(err as Error).message}\n`);
  process.exit(2);
})) as { run: (args: string[]) => Promise<void> };
await mod.run(args);
