// The worker's bindings as the Workers test pool's `env` sees them.
import type { Bindings } from '../worker/env';

declare global {
  namespace Cloudflare {
    interface Env extends Bindings {}
  }
}
