// Test projects: pure units in Node, the worker in workerd, the shop in Chromium.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['test/vitest.unit.config.ts', 'test/vitest.worker.config.ts', 'test/vitest.browser.config.ts'],
  },
});
