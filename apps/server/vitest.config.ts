import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Files that measure their own process (memory while parsing hostile files) run in the "server-isolated"
    // project (the repository's vitest.config.ts), where a test file gets a process of its own.
    exclude: [...configDefaults.exclude, 'test/hostile-files.test.ts'],
    // Migrates one database per run, which test apps start as a copy of (test/helpers/test-app.ts).
    globalSetup: ['test/helpers/global-setup.ts'],
    // Test files share their worker's loaded modules instead of importing the whole server again per file (about
    // half of this project's time). Each file still builds and closes its own app and database.
    isolate: false,
    // Two files at a time. The repository config's maxWorkers does not reach projects with a config file of
    // their own, and every project of a run must use the same number.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
