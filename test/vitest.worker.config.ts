// Worker tests: real requests to the worker running in workerd with its wrangler.toml bindings.

import { fileURLToPath } from 'node:url';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

const MIGRATIONS = fileURLToPath(new URL('../worker/backends/shop/migrations', import.meta.url));

export default defineConfig({
  plugins: [
    cloudflareTest(async () => ({
      wrangler: { configPath: './wrangler.toml' },
      miniflare: {
        bindings: {
          SHOP_MIGRATIONS: await readD1Migrations(MIGRATIONS),
          // The tests ask for production host names (HSTS, canonical links) under the development configuration.
          DEVELOPMENT_ANY_HOST: '1',
        },
      },
    })),
  ],
  test: {
    name: 'worker',
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['test/worker/**/*.test.ts'],
    setupFiles: ['test/setup/console.ts', 'test/setup/d1.ts', 'test/setup/flags.ts'],
  },
});
