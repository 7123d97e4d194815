// What the local worker adds to the shop: the stand-ins for services that production has elsewhere, the demo
// data, the bench's route and fault injection. The production entry passes none of it, so none is bundled there.
import type { Hono, MiddlewareHandler } from 'hono';
import type { AppEnv, Bindings, Variables } from './env';

/** Drops the embedded shop's abandoned anonymous wishlists and baskets. */
type ShopPrune = (db: D1Database, now: number) => Promise<unknown>;

/** Routes and hooks of the local build; every one is optional and the production build has none. */
export interface LocalParts {
  /** `/cdn-cgi/image/…` resized by the worker (in production Cloudflare resizes before the worker runs). */
  imageResizing?: Hono<AppEnv>;
  /** `/_bench/bare`: a page's render alone, for the bench to compare with the full request. */
  bench?: Hono<AppEnv>;
  /** `/demo-images/*`: the demo space's pictures, and the path of a card theme's one for the embedded shop. */
  demoImages?: { routes: Hono<AppEnv>; themePicture: NonNullable<Variables['demoThemePicture']> };
  /** The newsletter bot check's stand-in: its script and token routes, and the verification of its tokens. */
  botCheck?: { routes: Hono<AppEnv>; verify: NonNullable<Variables['verifyLocalBotCheck']> };
  /**
   * The embedded shop backend on D1, the shop API while no `SHOP_API_ORIGIN` is set: its `/web-api/*` and
   * `/price-api/*` routes, the worker's in-process calls to it, and the cron's pruning of its anonymous wishlists and
   * baskets. Without it (production) the shop API is the origin's alone.
   */
  shop?: { routes: Hono<AppEnv>; fetch: NonNullable<Variables['localShopFetch']>; prune: ShopPrune };
  /** `/web-api/outbox`: the e-mails the shop would have sent, with their links. */
  mailOutbox?: Hono<AppEnv>;
  /** Google sign-in's stand-in under `/web-api/google-stand-in/`: its script, account chooser, tokens and keys. */
  googleSignIn?: Hono<AppEnv>;
  /** The flag service's stand-in: its fetch answers the `*.flags.test` hosts and passes any other to the network. */
  flagService?: { fetch: typeof fetch; routes: Hono };
  /**
   * The tag manager's stand-in: its script on the analytics subdomain, the endpoint it reports the data layer to,
   * and the events reported per visitor key (for the debug view).
   */
  tagManager?: { routes: Hono<AppEnv>; debugView: NonNullable<Variables['localTagManagerDebug']> };
  /** The visual editor bridge's stand-in: its script, which tests drive with the editor's events. */
  storyblokBridge?: Hono<AppEnv>;
  /** `/designer/:type`: the designer's stand-in, showing what the shop handed over. */
  designer?: Hono<AppEnv>;
  /** The content API's fetch for a request's bindings: the embedded space, injected faults. */
  contentFetch?: NonNullable<Variables['localContentFetch']>;
  /** Told each page's React tree (the bench's bare render). */
  rememberPageTree?: Variables['rememberPageTree'];
  /** The bindings a request sees (injected storage faults). */
  bindings?: (env: Bindings) => Bindings;
  /**
   * Readies the stand-ins at start-up, as the services they stand for are up before any request: what they build on
   * first use (the demo space's stories, the embedded shop's routes) is not the first visitor's wait. No I/O.
   */
  readyStandIns?: () => void;
}

/**
 * Puts the local parts that shared code calls on the context (`c.var.localContentFetch`,
 * `c.var.verifyLocalBotCheck`, `c.var.rememberPageTree`, `c.var.localTagManagerDebug`, `c.var.googleStandIn`,
 * `c.var.demoThemePicture`, `c.var.localShopFetch`), so that code imports none of them.
 *
 * @example
 * app.use(localHooks({ contentFetch: (env) => embeddedSpaceFor(env) }));
 * const fetch = c.get('localContentFetch')?.(c.env);
 */
export function localHooks(parts: LocalParts): MiddlewareHandler<AppEnv> {
  const {
    contentFetch,
    botCheck,
    rememberPageTree,
    tagManager,
    flagService,
    googleSignIn,
    demoImages,
    shop,
  } = parts;
  return async function localHooks(c, next) {
    if (demoImages) c.set('demoThemePicture', demoImages.themePicture);
    if (googleSignIn) c.set('googleStandIn', googleSignIn);
    if (contentFetch) c.set('localContentFetch', contentFetch);
    if (shop) c.set('localShopFetch', shop.fetch);
    if (tagManager) c.set('localTagManagerDebug', tagManager.debugView);
    if (flagService) c.set('flagServiceFetch', flagService.fetch);
    if (botCheck) c.set('verifyLocalBotCheck', botCheck.verify);
    if (rememberPageTree) c.set('rememberPageTree', rememberPageTree);
    await next();
  };
}

/** The bindings a request sees: the local parts' (injected faults), or the runtime's as they are. */
export function requestBindings({ bindings }: LocalParts): (env: Bindings) => Bindings {
  return bindings ?? ((env) => env);
}
