// Browser tests: the shop served by `wrangler dev`, driven in Debian's Chromium through playwright-core.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'browser',
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['test/browser/**/*.test.ts'],
    globalSetup: ['test/setup/server.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    // An island's first chunk on a busy machine can take longer than the default second to show.
    expect: { poll: { timeout: 5000 } },
  },
});
