import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// What the web app's two test projects share (they are declared in the repository's vitest.config.ts):
// "web" runs the pure-logic tests (*.test.ts) without a DOM; "web-dom" runs the component and browser-storage
// tests (*.test.tsx) in jsdom.
export default defineConfig({
  plugins: [react()],
  test: {
    restoreMocks: true,
    // As in the repository config: the projects that extend this file do not take it from there.
    maxWorkers: 2,
  },
});
