// The worker's bindings as the Workers test pool's `env` sees them.
import type { Bindings } from '../worker/env';

declare global {
  namespace Cloudflare {
    interface Env extends Bindings {
      /** The shop migrations, read by the test config and applied in test/setup/d1.ts. */
      SHOP_MIGRATIONS: import('cloudflare:test').D1Migration[];
    }
  }
}
