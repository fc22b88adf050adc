import { defineConfig } from 'vitest/config';

const web = './apps/web/vitest.config.ts';

export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'apps/server',
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
    // Server test files each open their own database; two at a time suits a 2-core machine.
    maxWorkers: 2,
  },
});
