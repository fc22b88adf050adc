import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', 'apps/web'],
    // Server test files each open their own database; two at a time suits a 2-core machine.
    maxWorkers: 2,
  },
});
