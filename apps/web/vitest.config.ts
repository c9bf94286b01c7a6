import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/vitest-setup.ts'],
    css: false,
    // One jsdom per worker instead of one per file (Testing Library unmounts after each test): building the
    // environment per file was most of this project's time.
    isolate: false,
    // Beside the API files in the other worker, a test that renders a whole screen can take several seconds on a
    // busy two-core machine: the default 5 s failed such a test that takes about one on a quiet one.
    testTimeout: 20_000,
  },
});
