import { defineConfig } from 'vitest/config';

const web = './apps/web/vitest.config.ts';

export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'apps/server',
      // The server test files that measure their own process (see apps/server/vitest.config.ts): one process each,
      // as Vitest gives by default. Without the shared migrated database, so this file migrates its own.
      {
        test: {
          name: 'server-isolated',
          root: 'apps/server',
          include: ['test/hostile-files.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      // Pure logic needs no DOM: only component and browser-storage tests (*.test.tsx) get jsdom.
      { extends: web, test: { name: 'web', root: 'apps/web', environment: 'node', include: ['src/**/*.test.ts'] } },
      {
        extends: web,
        test: {
          name: 'web-dom',
          root: 'apps/web',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['src/test-setup.ts'],
        },
      },
    ],
    // Server test files each open their own database; two at a time suits a 2-core machine. This reaches the
    // projects declared inline here without `extends`; the others set the same in their config file (every project
    // of a run must use the same number).
    maxWorkers: 2,
  },
});
