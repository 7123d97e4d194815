// The content-managed error page: the error story named by the global config, and its
// campaign bar — the story's own `actionBar`, else the campaign data for the current path. Never throws:
// whatever cannot be loaded is left out, and the caller falls back to the plain error view.
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { ActionBarDataSchema, type ActionBarProps } from '../../shared/domain/action-bar';
import { channelHeader, createShopClient, type ShopFetch } from '../../shared/domain/shop-client';
import { type PageContent, PageContentSchema } from '../../shared/schemas/story';
import { shopBackend } from '../backends/shop/index';
import { actionBarOf } from '../content/global-config';
import type { AppEnv } from '../env';

/** Default slug of the error story when the global config names none. */
export const ERROR_PAGE_SLUG = 'error';
/** The error page should not wait long for a promo bar. */
const CAMPAIGN_TIMEOUT_MS = 2000;

const CampaignDataSchema = v.object({ actionBar: v.nullable(ActionBarDataSchema) });

export interface ErrorStory {
  content: PageContent;
  /** The bar the error page shows; null leaves it to the global config's bar. */
  actionBar: ActionBarProps | null;
}

async function errorPageSlug(c: Context<AppEnv>): Promise<string> {
  const slug = (await c.var.content.globalConfig())?.content.errorPageSlug;
  return typeof slug === 'string' && slug ? slug : ERROR_PAGE_SLUG;
}

/** The embedded shop backend, called in-process with the request's site and logger (as the app mounts it). */
function inProcessShop(c: Context<AppEnv>): ShopFetch {
  const app = new Hono<AppEnv>();
  app.use(async (inner, next) => {
    inner.set('site', c.var.site);
    inner.set('log', c.var.log);
    await next();
  });
  app.route('/', shopBackend);
  return (input, init) => Promise.resolve(app.fetch(new Request(input, init), c.env, c.executionCtx));
}

/** The campaign bar of a page path from the shop's campaign data; null on any failure. */
export async function campaignBar(
  c: Context<AppEnv>,
  path: string,
  now: number,
): Promise<ActionBarProps | null> {
  const site = c.var.site;
  const origin = c.env.SHOP_API_ORIGIN;
  const transport: ShopFetch = origin ? (input, init) => fetch(input, init) : inProcessShop(c);
  const client = createShopClient({
    fetch: transport,
    baseUrl: origin ?? site.origin,
    channelHeader: channelHeader(site),
    locale: site.locale,
    cookie: '',
    timeoutMs: CAMPAIGN_TIMEOUT_MS,
  });
  try {
    const data = v.safeParse(CampaignDataSchema, await client.get('/web-api/campaign-data', { url: path }));
    return data.success && data.output.actionBar ? actionBarOf(c, data.output.actionBar, now) : null;
  } catch {
    return null;
  }
}

/** The error story and its bar, or null when the content service has none (or is down). */
export async function loadErrorStory(c: Context<AppEnv>, now: number): Promise<ErrorStory | null> {
  if (!c.var.content) return null;
  try {
    const slug = await errorPageSlug(c);
    const story = await c.var.content.story(slug);
    const parsed = v.safeParse(PageContentSchema, story?.content);
    if (!parsed.success) {
      c.var.log.warn('cms-page-not-found', { slug, component: story?.content.component ?? null });
      return null;
    }
    const own = parsed.output.actionBar === undefined ? null : actionBarOf(c, parsed.output.actionBar, now);
    return { content: parsed.output, actionBar: own ?? (await campaignBar(c, c.var.site.path, now)) };
  } catch (error) {
    c.var.log.warn('content-unavailable', { slug: 'error-page', error });
    return null;
  }
}
