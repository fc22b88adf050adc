import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: {
      '/api': api,
      '/dev': api,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // The shared contracts only declare schemas and constants: a page that uses one constant must not pull every
        // schema (and zod) into its chunk.
        moduleSideEffects: (id: string) => !id.includes('/packages/contracts/'),
      },
    },
  },
});
