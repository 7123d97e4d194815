// The storefront worker's assembly: middleware order and the route table, nothing else. The local parts (stand-ins,
// demo data, bench route, fault injection) are an argument, so the production entry bundles none of them.
import { Hono } from 'hono';
import { shopProxy } from './backends/shop-proxy';
import { shopUnset } from './backends/shop-unset';
import { contentAccess } from './content/middleware';
import type { AppEnv, Bindings } from './env';
import { bucketAtLogin } from './flags/bucketing';
import { flagContext } from './flags/middleware';
import { syncEveryHalfMinute } from './flags/sync';
import { teamParameters } from './flags/team-access';
import { track } from './flags/track';
import { type LocalParts, localHooks, requestBindings } from './local-parts';
import { createLogger } from './log';
import { renderError } from './render/error-page';
import { answerUncaught } from './render/uncaught';
import { account } from './routes/account';
import { basket } from './routes/basket';
import { configurators } from './routes/configurators';
import { content } from './routes/content';
import { designerUnset } from './routes/designer-unset';
import { draftRender } from './routes/draft-render';
import { errorRoute } from './routes/error';
import { frontendApi } from './routes/frontend-api';
import { giftVoucher } from './routes/gift-voucher';
import { icons } from './routes/icons';
import { products } from './routes/products';
import { rum } from './routes/rum';
import { seo } from './routes/seo';
import { team } from './routes/team';
import { themes } from './routes/themes';
import { webhooks } from './routes/webhooks';
import { wishlist } from './routes/wishlist';
import { shopClient } from './shop/middleware';
import { clickIdCookie } from './site/ad-landing';
import { requestBodyLimit } from './site/body-limit';
import { developmentOnlyLocally } from './site/development-guard';
import { edgeHtmlCache } from './site/html-cache';
import { requestContext, routePath } from './site/middleware';
import { secureResponses } from './site/security-headers';
import { writeLimits } from './site/write-limits';
import { startUpPass } from './start-up-pass';
import { warmUp } from './warm-up';

/** The shop's app with the given local parts mounted where they belong; none gives the production app. */
export function createApp(local: LocalParts = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ getPath: routePath });

  app.use(secureResponses);
  app.use(developmentOnlyLocally);
  app.use(localHooks(local));
  // Resized images are not pages: answered before site resolution, as Cloudflare answers them in production.
  if (local.imageResizing) app.route('/', local.imageResizing);
  // A page's render alone, before the request pipeline it is compared with.
  if (local.bench) app.route('/', local.bench);
  // The tag manager's stand-in: its script on the analytics subdomain, which is no shop site, and its reports.
  if (local.tagManager) app.route('/', local.tagManager.routes);
  if (local.flagService) app.route('/', local.flagService.routes);
  // The visual editor bridge's stand-in: a script, no page.
  if (local.storyblokBridge) app.route('/', local.storyblokBridge);
  app.use(requestContext);
  // In production the team's parameters are the team's alone: anyone else's are dropped before anything reads them.
  app.use(teamParameters());
  app.use(requestBodyLimit);
  // Every write counts against its client's burst limit before its body is read or anything is written.
  app.use(writeLimits);
  app.use(shopClient());
  app.use(contentAccess);

  app.route('/', webhooks);
  if (local.demoImages) app.route('/', local.demoImages.routes);
  if (local.botCheck) app.route('/', local.botCheck.routes);
  if (local.googleSignIn) app.route('/', local.googleSignIn);
  if (local.mailOutbox) app.route('/', local.mailOutbox);
  // A login's answer names the customer: their flags' bucketing key is kept for the new session.
  app.use(bucketAtLogin(routePath));
  app.route('/', shopProxy);
  // Without a shop origin: the local worker's embedded backend, or (production) a 503 naming the setting.
  app.route('/', local.shop?.routes ?? shopUnset);
  app.route('/', frontendApi);
  app.route('/', track);
  app.route('/', rum);
  app.route('/', team);
  app.route('/', seo);
  // Pages only: the routes above answer before flags are evaluated and before the edge HTML cache is reached.
  app.use(flagContext());
  // The live preview renders a story's region with the editor's treatments, as the draft page does.
  app.route('/', draftRender);
  app.use(clickIdCookie);
  // The account and the basket are this visitor's alone: answered before the edge HTML cache, never kept there.
  app.route('/', account);
  app.route('/', basket);
  app.use(edgeHtmlCache());
  app.route('/', icons);
  app.route('/', products);
  app.route('/', themes);
  app.route('/', giftVoucher);
  app.route('/', wishlist);
  app.route('/', configurators);
  // Without the stand-in, a hand-off reaches /designer/<type> only when its DESIGNER_URL_<TYPE> is unset.
  app.route('/', local.designer ?? designerUnset);
  app.route('/', errorRoute);
  app.route('/', content);

  app.notFound((c) => {
    c.get('log')?.info('route-not-found', { path: c.req.path });
    return c.get('site') ? renderError(c, 'not-found') : c.text(`Page not found: ${c.req.path}`, 404);
  });

  app.onError(answerUncaught);
  return app;
}

/** The worker's handlers: requests through the app, and the cron trigger. */
export function createWorker(local: LocalParts = {}) {
  const app = createApp(local);
  // At start-up, not on the first visitor's request: the formatters and React's first render, then the app's
  // first pages (built-in content, in memory). What it warms is the first visitor's to keep.
  warmUp();
  local.readyStandIns?.();
  void startUpPass(app);
  const bindings = requestBindings(local);
  return {
    fetch: (request: Request, env: Bindings, ctx: ExecutionContext) => app.fetch(request, bindings(env), ctx),
    /**
     * The cron trigger (every minute): the flag store follows the flag service's definitions, and the embedded
     * shop's abandoned anonymous wishlists and baskets are pruned.
     */
    async scheduled(controller, env, ctx) {
      const log = createLogger({ requestId: crypto.randomUUID(), enabled: true });
      ctx.waitUntil(syncEveryHalfMinute({ env: bindings(env), log, fetch: local.flagService?.fetch }));
      if (local.shop) ctx.waitUntil(local.shop.prune(bindings(env).SHOP_DB, controller.scheduledTime));
    },
  } satisfies ExportedHandler<Bindings>;
}
