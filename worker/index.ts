// The storefront worker: middleware order and the route table, nothing else.
import { Hono } from 'hono';
import { botCheck } from './backends/bot-check';
import { demoImages } from './backends/demo-images';
import { withFaults } from './backends/faults';
import { imageResizing } from './backends/image-resizing';
import { shopBackend } from './backends/shop/index';
import { shopProxy } from './backends/shop-proxy';
import { contentAccess } from './content/middleware';
import type { AppEnv, Bindings } from './env';
import { flagContext } from './flags/middleware';
import { syncFlags } from './flags/sync';
import { track } from './flags/track';
import { createLogger } from './log';
import { renderError } from './render/error-page';
import { answerUncaught } from './render/uncaught';
import { bench } from './routes/bench';
import { configurators } from './routes/configurators';
import { content } from './routes/content';
import { designer } from './routes/designer';
import { errorRoute } from './routes/error';
import { frontendApi } from './routes/frontend-api';
import { icons } from './routes/icons';
import { products } from './routes/products';
import { seo } from './routes/seo';
import { themes } from './routes/themes';
import { webhooks } from './routes/webhooks';
import { wishlist } from './routes/wishlist';
import { shopClient } from './shop/middleware';
import { requestBodyLimit } from './site/body-limit';
import { developmentOnlyLocally } from './site/development-guard';
import { edgeHtmlCache } from './site/html-cache';
import { requestContext, routePath } from './site/middleware';
import { secureResponses } from './site/security-headers';

const app = new Hono<AppEnv>({ getPath: routePath });

app.use(secureResponses);
app.use(developmentOnlyLocally);
// Resized images are not pages: answered before site resolution, as Cloudflare answers them in production.
app.route('/', imageResizing);
// Bench only (BENCH_ROUTES=1): a page's render alone, before the request pipeline it is compared with.
app.route('/', bench);
app.use(requestContext);
app.use(requestBodyLimit);
app.use(shopClient());
app.use(contentAccess);

app.route('/', webhooks);
app.route('/', demoImages);
app.route('/', botCheck);
app.route('/', shopProxy);
app.route('/', shopBackend);
app.route('/', frontendApi);
app.route('/', track);
app.route('/', seo);
// Pages only: the routes above answer before flags are evaluated and before the edge HTML cache is reached.
app.use(flagContext());
app.use(edgeHtmlCache());
app.route('/', icons);
app.route('/', products);
app.route('/', themes);
app.route('/', wishlist);
app.route('/', configurators);
app.route('/', designer);
app.route('/', errorRoute);
app.route('/', content);

app.notFound((c) => {
  c.get('log')?.info('route-not-found', { path: c.req.path });
  return c.get('site') ? renderError(c, 'not-found') : c.text(`Page not found: ${c.req.path}`, 404);
});

app.onError(answerUncaught);

export default {
  // Tests may inject backend faults (FAULTS); with none, and always in production, the bindings are untouched.
  fetch: (request: Request, env: Bindings, ctx: ExecutionContext) => app.fetch(request, withFaults(env), ctx),
  /** The cron trigger: the flag store follows the flag service's definitions. */
  async scheduled(_controller, env, ctx) {
    const log = createLogger({ requestId: crypto.randomUUID(), enabled: true });
    ctx.waitUntil(syncFlags({ env, log }));
  },
} satisfies ExportedHandler<Bindings>;

export { app };
