import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Migrates one database per run, which test apps start as a copy of (test/helpers/test-app.ts).
    globalSetup: ['test/helpers/global-setup.ts'],
    // Test files share their worker's loaded modules instead of importing the whole server again per file (about
    // half of this project's time). Each file still builds and closes its own app and database.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
