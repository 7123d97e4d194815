// Unit tests: pure modules next to their sources (the bench's too), run in Node.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'unit',
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: [
      'shared/**/*.test.{ts,tsx}',
      'client/**/*.test.{ts,tsx}',
      'worker/**/*.test.{ts,tsx}',
      'demo/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    setupFiles: ['test/setup/console.ts'],
  },
});
