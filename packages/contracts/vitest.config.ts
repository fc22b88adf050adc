import { defineConfig } from 'vitest/config';

// maxWorkers as in the repository config, which does not reach a project with a config file of its own.
export default defineConfig({ test: { name: 'contracts', include: ['src/**/*.test.ts'], maxWorkers: 2 } });
