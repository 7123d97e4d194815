// Starts the built shop with `wrangler dev` on a free loopback port for the browser tests, and stops it after.
import type { TestProject } from 'vitest/node';
import { startShop } from '../../scripts/shop-server';

declare module 'vitest' {
  export interface ProvidedContext {
    port: number;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const shop = await startShop();
  project.provide('port', shop.port);
  return () => shop.stop();
}
