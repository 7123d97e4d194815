// The worker's bindings and per-request variables, typed once for Hono.
import type { SiteContext } from '../shared/domain/site';
import type { RequestQuery } from '../shared/schemas/request-query';
import type { Logger } from './log';

/** Bindings and vars declared in wrangler.toml. */
export interface Bindings {
  ASSETS: Fetcher;
  POSTER_SHOP_NAME: string;
  ENVIRONMENT: 'development' | 'production';
}

/** Values the middleware computes once per request. */
export interface Variables {
  site: SiteContext;
  query: RequestQuery;
  log: Logger;
  requestId: string;
}

export interface AppEnv {
  Bindings: Bindings;
  Variables: Variables;
}
