// The shop API client: channel/locale headers, session cookie, errors, timeout, retry.
import * as v from 'valibot';
import { countryByCode } from '../domain/locales';
import type { SiteContext } from '../domain/site';
import { ANONYMOUS_CUSTOMER, type Customer, CustomerSchema } from '../schemas/customer';
import { SHOP_PATHS } from './endpoints';
import { ShopError, shopErrorFrom, timeoutError } from './error';
import { type ShopQuery, shopQuery } from './query';

/** The transport: the global `fetch` in the browser, `SELF.fetch` or a service binding in tests. */
export type ShopFetch = (input: string, init: RequestInit) => Promise<Response>;

export interface ShopClientOptions {
  fetch: ShopFetch;
  /** Origin (and path prefix) of the shop API; `''` sends same-origin relative requests from the browser. */
  baseUrl: string;
  /** `X-Shop-Channel`, see {@link channelHeader}. */
  channelHeader: string;
  /** `X-Shop-Locale`, e.g. `de-DE`. */
  locale: string;
  /**
   * The incoming request's Cookie header, on the server (`''` when it had none). Left out in the browser,
   * where the session cookie goes along through `credentials: 'same-origin'`.
   */
  cookie?: string;
  timeoutMs?: number;
}

export interface ShopClient {
  /** GETs a path; the parsed JSON (`null` for an empty body) or a ShopError. Retried once when transient. */
  get(
    path: string,
    query?: ShopQuery,
    headers?: Record<string, string>,
    options?: { timeoutMs?: number },
  ): Promise<unknown>;
  /** POSTs a JSON body; the parsed JSON or a ShopError. Never retried. */
  post(path: string, body: unknown): Promise<unknown>;
  /** POSTs a form (multipart) or JSON body and hands back the 2xx response itself, or a ShopError. */
  postRaw(path: string, body: FormData | Record<string, unknown>): Promise<Response>;
  /** DELETEs with a JSON body and hands back the 2xx response itself, or a ShopError. Never retried. */
  deleteRaw(path: string, body: Record<string, unknown>): Promise<Response>;
}

export const SHOP_TIMEOUT_MS = 10_000;
/** Statuses worth one more try, for methods that change nothing. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const NON_MUTATING = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The channel header: the shop name plus the country suffix, e.g. `kartenliebe.de`, `wandliebe.co.uk`. */
export function channelHeader(site: Pick<SiteContext, 'shopName' | 'country'>): string {
  return `${site.shopName}.${countryByCode(site.country).tld}`;
}

async function readJson(response: Response, path: string): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    throw new ShopError(response.status, `The shop answered ${path} with invalid JSON.`);
  }
}

/** Builds a client for one request (server) or one page (browser). */
export function createShopClient(options: ShopClientOptions): ShopClient {
  const { baseUrl, cookie, timeoutMs = SHOP_TIMEOUT_MS } = options;
  const common: Record<string, string> = {
    accept: 'application/json',
    'x-shop-channel': options.channelHeader,
    'x-shop-locale': options.locale,
    ...(cookie ? { cookie } : {}),
  };
  const browser: RequestInit = cookie === undefined ? { credentials: 'same-origin' } : {};

  async function send(method: string, path: string, init: RequestInit, wait = timeoutMs): Promise<Response> {
    const retries = NON_MUTATING.has(method) ? 1 : 0;
    for (let attempt = 0; ; attempt++) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), wait);
      try {
        const response = await options.fetch(`${baseUrl}${path}`, {
          ...browser,
          ...init,
          method,
          signal: controller.signal,
        });
        if (response.status < 400 || response.status > 599) return response;
        if (attempt < retries && RETRYABLE_STATUSES.has(response.status)) {
          await response.body?.cancel();
          continue;
        }
        throw await shopErrorFrom(response);
      } catch (error) {
        if (error instanceof ShopError) throw error;
        if (controller.signal.aborted) throw timeoutError(path, wait);
        throw new ShopError(0, `The shop could not be reached at ${path}.`);
      } finally {
        clearTimeout(timer);
      }
    }
  }

  return {
    async get(path, query = {}, headers = {}, { timeoutMs: wait } = {}) {
      const search = shopQuery(query);
      const target = search ? `${path}?${search}` : path;
      return readJson(await send('GET', target, { headers: { ...common, ...headers } }, wait), path);
    },
    async post(path, body) {
      const headers = { ...common, 'content-type': 'application/json' };
      return readJson(await send('POST', path, { headers, body: JSON.stringify(body) }), path);
    },
    postRaw(path, body) {
      // A form goes as multipart with the boundary the runtime sets; anything else as JSON.
      if (body instanceof FormData)
        return send('POST', path, { headers: { ...common, accept: '*/*' }, body });
      const headers = { ...common, 'content-type': 'application/json' };
      return send('POST', path, { headers, body: JSON.stringify(body) });
    },
    deleteRaw(path, body) {
      const headers = { ...common, 'content-type': 'application/json' };
      return send('DELETE', path, { headers, body: JSON.stringify(body) });
    },
  };
}

/**
 * A shop client that sends no cookie and no session: what it reads may fill a cache every visitor shares. A
 * request's own client (with the visitor's cookie) is not one, so it cannot be passed where this is asked for.
 */
export interface AnonymousShopClient {
  readonly anonymous: true;
  /** What every call sends besides its path and query (channel and locale): part of the key of what is kept. */
  readonly identity: string;
  /** GETs a path as {@link ShopClient.get} does, with no headers of the caller's. */
  get(path: string, query?: ShopQuery, options?: { timeoutMs?: number }): Promise<unknown>;
}

/** The anonymous client of a site: the channel and locale headers, no cookie, no credentials. */
export function anonymousShopClient(options: Omit<ShopClientOptions, 'cookie'>): AnonymousShopClient {
  // An empty cookie sends no Cookie header, and makes no browser send its own (`credentials` is left unset).
  const client = createShopClient({ ...options, cookie: '' });
  return {
    anonymous: true,
    identity: `${options.baseUrl}|${options.channelHeader}|${options.locale}`,
    get: (path, query, wait) => client.get(path, query, {}, wait),
  };
}

/**
 * The current customer (sent with the page query and `X-Referrer`), or the anonymous customer
 * when the call fails in any way — error status, timeout, network, an answer of another shape.
 */
export async function customerData(
  client: ShopClient,
  page: { query?: ShopQuery; referrer?: string } = {},
): Promise<Customer> {
  try {
    const headers: Record<string, string> = page.referrer ? { 'x-referrer': page.referrer } : {};
    const parsed = v.safeParse(
      CustomerSchema,
      await client.get(SHOP_PATHS.customerData, page.query, headers),
    );
    return parsed.success ? parsed.output : ANONYMOUS_CUSTOMER;
  } catch {
    return ANONYMOUS_CUSTOMER;
  }
}

/** The browser's shop client: same-origin with the session cookie, channel and locale of the page's site. */
export function browserShopClient(site: Pick<SiteContext, 'shopName' | 'country' | 'locale'>): ShopClient {
  return createShopClient({
    fetch: (input, init) => fetch(input, init),
    baseUrl: '',
    channelHeader: channelHeader(site),
    locale: site.locale,
  });
}
