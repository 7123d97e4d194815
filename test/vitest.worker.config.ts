// Worker tests: real requests to the worker running in workerd with its wrangler.toml bindings.

import { fileURLToPath } from 'node:url';
import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [cloudflareTest({ wrangler: { configPath: './wrangler.toml' } })],
  test: {
    name: 'worker',
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['test/worker/**/*.test.ts'],
    setupFiles: ['test/setup/console.ts'],
  },
});
