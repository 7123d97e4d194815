// The worker's bindings and per-request variables, typed once for Hono.
import type { Context, Hono } from 'hono';
import type { ReactNode } from 'react';
import type { BotCheckAssessment } from '../shared/domain/bot-check';
import type { IsolateCache } from '../shared/domain/isolate-cache';
import type { SiteContext } from '../shared/domain/site';
import type { RequestQuery } from '../shared/schemas/request-query';
import type { ShopFetch } from '../shared/shop/client';
import type { ContentAccess } from './content/access';
import type { Logger } from './log';

/** Bindings and vars declared in wrangler.toml. */
export interface Bindings {
  ASSETS: Fetcher;
  /** The running version of the worker (Cloudflare's version metadata; locally a random id per start). */
  CF_VERSION_METADATA?: { id: string; tag: string; timestamp: string };
  /**
   * Images binding of the local worker: its resizing of /cdn-cgi/image/... (in production Cloudflare resizes, before
   * the worker) and the embedded shop's image tools. Production has none.
   */
  IMAGES: ImagesBinding;
  /**
   * D1: the local worker's embedded shop backend (customers, sessions, newsletter, catalogue and prices, wishlist,
   * vouchers); in production the live preview's render allowance per editor token.
   */
  SHOP_DB: D1Database;
  /** Burst limits on writes per client (shared/domain/write-limits.ts): mails and accounts, logins, shopper writes, beacons. */
  RATE_LIMIT_MAIL: RateLimit;
  RATE_LIMIT_LOGIN: RateLimit;
  RATE_LIMIT_WRITE: RateLimit;
  RATE_LIMIT_BEACON: RateLimit;
  /** Tracked events per client, counted one by one (a post carries up to 100). */
  RATE_LIMIT_EVENTS: RateLimit;
  /** KV: published stories and the space's cache version. */
  CONTENT_CACHE: KVNamespace;
  POSTER_SHOP_NAME: string;
  ENVIRONMENT: 'development' | 'production';
  /**
   * Tests only: injected faults of the embedded backends (`worker/backends/faults.ts`); the production build has
   * no fault injection, and a local worker configured for production ignores it.
   */
  FAULTS?: string;
  /** Tests only: the development configuration answers the production host names too (else local hosts only). */
  DEVELOPMENT_ANY_HOST?: string;
  /** `embedded` (the demo space in worker/backends, local build only) or a Storyblok region: eu, us, ap, ca, cn. */
  STORYBLOK_REGION: string;
  STORYBLOK_SPACE_ID: string;
  STORYBLOK_PUBLIC_TOKEN: string;
  STORYBLOK_PREVIEW_TOKEN: string;
  STORYBLOK_WEBHOOK_SECRET: string;
  /**
   * The visual editor's bridge script, loaded in a valid draft (its origin is the one the draft's CSP allows);
   * unset, Storyblok's own. Locally the stand-in at `/_local/storyblok-bridge.js`.
   */
  STORYBLOK_BRIDGE_URL?: string;
  /** Seconds a cached story or cache version counts as fresh before a background refresh. */
  CONTENT_FRESHNESS_SECONDS: string;
  /** Requests per second and token the embedded space allows before it answers 429 (local build only). */
  EMBEDDED_SPACE_RATE_LIMIT?: string;
  /**
   * The shop API origin `/web-api/*` and `/price-api/*` are proxied to and the worker's own shop calls go to; unset,
   * the local worker's embedded backend answers, and production (which has none) answers 503.
   */
  SHOP_API_ORIGIN?: string;
  /**
   * Designer base URLs per product type; unset or empty, the hand-off goes to /designer/<type>: the local
   * stand-in, or in the production build a 503 page naming the setting. The shopper's options follow as the query.
   */
  DESIGNER_URL_CALENDAR?: string;
  DESIGNER_URL_CARD?: string;
  DESIGNER_URL_COLLAGE?: string;
  DESIGNER_URL_PHOTOBOOK?: string;
  DESIGNER_URL_PHOTOBOX?: string;
  DESIGNER_URL_PHOTOFRAME?: string;
  /** KV: the flag definitions (`flags:definitions`), in the SDK's storage layout. */
  FLAGS: KVNamespace;
  /** The flag service's server-side SDK key: the cron sync reads definitions with it, impressions go with it. */
  SPLIT_SDK_KEY?: string;
  /** The flag service's SDK API (definitions); by default `https://sdk.split.io/api`. */
  SPLIT_SDK_URL?: string;
  /**
   * The flag sets the sync reads, comma-separated (`SPLIT_FLAG_SETS = "shop,checkout"`); every flag without one.
   * Each is trimmed and lowercased, then must be a flag set name (`a-z`, `0-9`, `_`, up to 50): an invalid one
   * stops the sync with `flag-sync-failure`, the store kept.
   */
  SPLIT_FLAG_SETS?: string;
  /** The flag service's events API (impressions, counts, events); by default `https://events.split.io/api`. */
  SPLIT_EVENTS_URL?: string;
  /** The flag service's telemetry API (unique keys, usage); by default `https://telemetry.split.io/api`. */
  SPLIT_TELEMETRY_URL?: string;
  /**
   * `debug` (every impression), `optimized` (the first of each hour per isolate sent, repeats counted; the
   * default) or `none` (counts and unique keys only).
   */
  FLAG_IMPRESSIONS_MODE?: string;
  /** Share of requests whose usage goes to the flag service's telemetry, 0 to 1; by default 0.001. */
  FLAG_TELEMETRY_SAMPLE?: string;
  /** The newsletter bot check's public site key; unset, the forms carry no bot check. */
  RECAPTCHA_SITE_KEY?: string;
  /** Sign-in with Google's OAuth client id; unset, the dialogs offer no Google sign-in. */
  GOOGLE_CLIENT_ID?: string;
  /** Where Google's ID-token keys are (a JWKS); unset, Google's own. Locally the stand-in's. */
  GOOGLE_JWKS_URL?: string;
  /** Google Identity Services' script; unset, Google's own (whose origin the page policy then allows). */
  GOOGLE_SCRIPT_URL?: string;
  /**
   * reCAPTCHA's secret, for the local worker's embedded backend: with it the hosted bot check verifies; without it
   * the local stand-in (`/bot-check/*`). Production's shop API verifies with its own.
   */
  RECAPTCHA_SECRET?: string;
  /** Where tokens are verified; by default `https://www.google.com/recaptcha/api/siteverify`. */
  RECAPTCHA_VERIFY_URL?: string;
  /** The lowest reCAPTCHA score a newsletter sign-up passes with, 0 to 1; by default 0.5. */
  RECAPTCHA_MIN_SCORE?: string;
  /**
   * The embedded shop backend's: signs the anonymous wishlist's and basket's cookies, so a list or basket is only one
   * the shop handed out; unset, anonymous visitors have neither (an add answers 500). It also signs the voucher
   * cookie. In production these cookies are the shop API's.
   */
  WISHLIST_COOKIE_SECRET?: string;
  /**
   * The team's secret: `POST /frontend-api/team` with it (`Authorization: Bearer …`) sets the signed team cookie,
   * with which the debug view, flag overrides and tester keys work in production. Unset, the endpoint is a 404
   * and only TEAM_HOSTS are the team's. A secret in production.
   */
  TEAM_SECRET?: string;
  /**
   * Signs the visitor keys the shop issues (`splitIoUserKey`), the page state's token of the flags a page showed,
   * and a logged-in customer's bucketing key: only what the shop signed counts in an experiment. Unset, no key
   * verifies and nothing is recorded (logged as `flag-initialisation-failure`). A secret in production.
   */
  FLAG_SIGNING_SECRET?: string;
  /** Host names (comma-separated) only the team reaches, e.g. behind an access gate: team parameters work there. */
  TEAM_HOSTS?: string;
  /** The tag manager's container (`GTM-…` or `G-…`); unset, no analytics load. */
  ANALYTICS_CONTAINER_ID?: string;
  /** The first-party subdomain the tag manager loads from; by default `metrics`. */
  ANALYTICS_SUBDOMAIN?: string;
  /**
   * Google Consent Mode: `basic` (the default) loads the container only after a choice that allows analytics or
   * marketing; `advanced` loads it on every page with every signal denied until the visitor chooses. Any other
   * value is a configuration error: pages answer 500 naming the rule.
   */
  CONSENT_MODE?: string;
  /** The share of page views that measure web vitals and report browser errors, 0..1; unset, all of them. */
  RUM_SAMPLE_RATE?: string;
  /**
   * Tests only: `off` turns every cache off (the isolate's, the story and tile caches in KV, the edge HTML cache), so a
   * test can compare a response with the same request rendered from scratch. Honoured in development only.
   */
  CACHES?: string;
  /**
   * "1" opens the bench-only route and remembers page trees for it (`npm run bench` sets it); the production build
   * has neither.
   */
  BENCH_ROUTES?: string;
  /**
   * Development only: the build's own id, set by a runner that knows it (the bench, from its bundle). The edge cache's
   * key then takes it instead of the isolate's id, so a restarted isolate finds the copies the one before it stored,
   * as a new isolate of a deployed build does.
   */
  CACHE_BUILD?: string;
}

/** Values the middleware computes once per request. */
export interface Variables {
  site: SiteContext;
  query: RequestQuery;
  log: Logger;
  requestId: string;
  content: ContentAccess;
  /** The isolate's cache as this request sees it: every kept value goes through it (none with `CACHES=off`). */
  kept: IsolateCache;
  /** Set by a personal page that streams: the nonce its inline reveal scripts carry. */
  scriptNonce?: string;
  /** The page is rendered for the live preview to take parts from: every island's props beside its marker. */
  islandsBesideMarkers?: boolean;
  /** Set when published content came from the cache past its freshness because the content API failed. */
  contentStale?: boolean;
  /**
   * The local build's parts that shared code calls (`worker/local-parts.ts`); the production build sets none.
   * The content API's fetch for the request's bindings (the embedded space, injected faults); undefined is the
   * network.
   */
  localContentFetch?: (env: Bindings) => typeof fetch | undefined;
  /** Set by a page that streams: settled once all of it has rendered (and read every flag it reads). */
  renderDone?: Promise<void>;
  /** The embedded shop backend's in-process calls for a request (the local build's shop API without an origin). */
  localShopFetch?: (c: Context<AppEnv>) => ShopFetch;
  /** A card theme's demo picture (the local build's demo pictures): the embedded shop names it with the theme. */
  demoThemePicture?: (themeId: number) => string | undefined;
  /** Google sign-in's local stand-in, which answers a JWKS on the shop's own origin in-process. */
  googleStandIn?: Hono<AppEnv>;
  /** The flag service's fetch: the local stand-in's for its hosts, the network for any other. */
  flagServiceFetch?: typeof fetch;
  /** The debug view's data layer part: what the tag manager's local stand-in reported for this visitor. */
  localTagManagerDebug?: (c: Context<AppEnv>) => ReactNode;
  /** What a genuine token of the bot check's local stand-in vouches for; null for a forged or malformed one. */
  verifyLocalBotCheck?: (env: Bindings, token: string) => Promise<BotCheckAssessment | null>;
  /** Told each page's React tree and what the page does to its markup once rendered (the bench's bare render). */
  rememberPageTree?: (c: Context<AppEnv>, tree: ReactNode, finish: (html: string) => string) => void;
}

export interface AppEnv {
  Bindings: Bindings;
  Variables: Variables;
}
