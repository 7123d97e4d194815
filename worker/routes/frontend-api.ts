// Backend-for-frontend endpoints: the page endpoint at {locale}/{slug}, the raw story proxy, the breadcrumb, the
// navigation data and an accessory's total. Bad input answers 400 with the reason; drafts need a valid editor token.
import { type Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import { ACCESSORY_TOTAL_PATH } from '../../shared/browser/accessory-total';
import { cacheControl } from '../../shared/domain/http-policy';
import { localeByCode } from '../../shared/domain/locales';
import { navigationData } from '../../shared/domain/navigation';
import { SkuIdSchema } from '../../shared/domain/product-fields';
import { contentSlug } from '../../shared/domain/routes';
import type { SiteContext } from '../../shared/domain/site';
import { isShopRefusal } from '../../shared/shop/error';
import { accessoryTotal } from '../../shared/shop/product-orders';
import { breadcrumbTrail } from '../content/breadcrumb';
import { RESOLVE_RELATIONS } from '../content/client';
import { loadGlobalConfig } from '../content/global-config';
import { contentAccessFor, draftAllowed } from '../content/middleware';
import type { AppEnv } from '../env';

/**
 * Parameters the old page endpoint took that change nothing in a story's answer (the page's path, platform, SKU
 * and base URL are the page's business, not the story's): refused by name, rather than read and ignored.
 */
const NOT_APPLIED = ['path', 'platform', 'sku', '_baseUrl'] as const;

const PageQuerySchema = v.looseObject({
  apiVersion: v.literal('v2', 'apiVersion must be v2'),
  release: v.optional(v.pipe(v.string(), v.regex(/^\d{1,12}$/, 'release must be numeric'))),
  resolveRelations: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (value) => value.split(',').every((item) => RESOLVE_RELATIONS.includes(item)),
        'resolveRelations names an unknown relation',
      ),
    ),
  ),
  version: v.optional(v.picklist(['draft', 'published'], 'version must be draft or published'), 'published'),
});

/**
 * The story with only the requested relations resolved: a relation field not asked for holds its stories' uuids,
 * as the content API answers a field it was not asked to resolve.
 */
function withRelations<T>(node: T, wanted: ReadonlySet<string>): T {
  if (Array.isArray(node)) return node.map((item) => withRelations(item, wanted)) as T;
  if (!node || typeof node !== 'object') return node;
  const block = node as Record<string, unknown>;
  const component = typeof block.component === 'string' ? block.component : undefined;
  return Object.fromEntries(
    Object.entries(block).map(([key, value]) => {
      const path = component ? `${component}.${key}` : '';
      if (!RESOLVE_RELATIONS.includes(path) || wanted.has(path)) return [key, withRelations(value, wanted)];
      const uuidOf = (story: unknown) =>
        story && typeof story === 'object' && 'uuid' in story ? (story as { uuid: unknown }).uuid : story;
      return [key, Array.isArray(value) ? value.map(uuidOf) : uuidOf(value)];
    }),
  ) as T;
}

const bad = (c: Context<AppEnv>, issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]) =>
  c.json(
    {
      error: `${issues[0].path?.map((item) => String(item.key)).join('.') ?? 'query'}: ${issues[0].message}`,
    },
    400,
  );

/** The site seen in another locale of the same channel (page endpoint). */
function siteIn(site: SiteContext, code: string): SiteContext | null {
  const locale = localeByCode(code);
  if (!locale) return null;
  const { language, currency, unit, contentLocale, textLocale } = locale;
  return {
    ...site,
    locale: locale.code,
    language,
    currency,
    unit,
    contentLocale,
    textLocale,
    basePath: locale.prefix,
  };
}

export const frontendApi = new Hono<AppEnv>();

// Every answer says how long it may be kept: never in a shared cache when it came from the draft.
frontendApi.use('/frontend-api/*', async (c, next) => {
  await next();
  if (!c.res.headers.has('Cache-Control')) {
    const personal = c.get('content')?.draft ?? false;
    c.res.headers.set('Cache-Control', cacheControl('api', { personal, status: c.res.status }));
  }
});

frontendApi.get('/frontend-api/page/:locale/:slug{.*}', async (c) => {
  const given = NOT_APPLIED.find((name) => c.req.query(name) !== undefined);
  if (given) return c.json({ error: `${given}: not applied to a story's answer; leave it out` }, 400);
  const query = v.safeParse(PageQuerySchema, c.req.query());
  if (!query.success) return bad(c, query.issues);
  const site = siteIn(c.get('site'), c.req.param('locale'));
  if (!site) return c.json({ error: 'locale: not a shop locale' }, 400);
  const slug = contentSlug(c.req.param('slug') ?? '');
  if (slug === null) return c.json({ error: 'slug: not a content slug' }, 400);
  const draft = query.output.version === 'draft';
  if (draft && !(await draftAllowed(c)))
    return c.json({ error: 'version: draft needs a valid editor token' }, 401);
  const story = await contentAccessFor(c, site, draft).story(slug);
  c.header('Cache-Control', cacheControl('api', { personal: draft, status: 200 }));
  if (!story) return c.json({ error: 'story not found' }, 404);
  const wanted = query.output.resolveRelations;
  return c.json({ story: wanted === undefined ? story : withRelations(story, new Set(wanted.split(','))) });
});

const SlugQuerySchema = v.object({ slug: v.pipe(v.string(), v.minLength(1, 'slug is required')) });

frontendApi.get('/frontend-api/mp/storyblok', async (c) => {
  const query = v.safeParse(SlugQuerySchema, { slug: c.req.query('slug') });
  if (!query.success) return bad(c, query.issues);
  const slug = contentSlug(query.output.slug);
  if (slug === null) return c.json({ error: 'slug: not a content slug' }, 400);
  const story = await c.get('content').story(slug);
  return story ? c.json({ story }) : c.json({ error: 'story not found' }, 404);
});

const PathQuerySchema = v.object({
  path: v.pipe(v.string('path is required'), v.startsWith('/', 'path must start with /')),
});

/** Home, then one item per path level that has a story; the last item is the page itself. */
frontendApi.get('/frontend-api/breadcrumb', async (c) => {
  const query = v.safeParse(PathQuerySchema, { path: c.req.query('path') });
  if (!query.success) return bad(c, query.issues);
  if (contentSlug(query.output.path) === null) return c.json({ error: 'path: not a content path' }, 400);
  const trail = await breadcrumbTrail(c.get('content'), c.get('site'), query.output.path);
  const items = trail.map((item) => ({ text: item.text, link: { url: item.href } }));
  return c.json({ items });
});

const NavigationQuerySchema = v.looseObject({
  cv: v.optional(v.pipe(v.string(), v.regex(/^\d{1,20}$/, 'cv must be a content cache version'))),
});

/**
 * The navigation islands' data for the request's site (locale prefix in the path): the main items' flyouts and
 * the burger menu. Under the current cache version the answer never changes, so browsers keep it.
 */
frontendApi.get('/frontend-api/navigation', async (c) => {
  const query = v.safeParse(NavigationQuerySchema, c.req.query());
  if (!query.success) return bad(c, query.issues);
  const draft = c.get('content').draft;
  const current = draft
    ? undefined
    : await c
        .get('content')
        .cacheVersion()
        .catch(() => undefined);
  const versioned = query.output.cv !== undefined && Number(query.output.cv) === current;
  const { furniture } = await loadGlobalConfig(c, Date.now());
  c.header('Cache-Control', cacheControl(versioned ? 'versioned' : 'api', { personal: draft, status: 200 }));
  return c.json(navigationData(furniture.mainNavigation, furniture.burger));
});

const AccessoryTotalQuerySchema = v.object({
  sku: SkuIdSchema,
  quantity: v.pipe(
    v.string('quantity is required'),
    v.regex(/^\d{1,5}$/, 'quantity must be a whole number'),
    v.transform(Number),
    v.minValue(1, 'quantity must be at least 1'),
  ),
});

/**
 * An accessory's total for a quantity in the site's currency, from the price service, read and checked here: the
 * accessory order in the browser takes this answer as it is, so pricing needs neither the shop client nor a schema
 * there. The shop's refusal keeps its status (an unknown accessory, a quantity it does not sell); no answer is 502.
 */
frontendApi.get(ACCESSORY_TOTAL_PATH, async (c) => {
  const query = v.safeParse(AccessoryTotalQuerySchema, c.req.query());
  if (!query.success) return bad(c, query.issues);
  try {
    const total = await accessoryTotal(c.get('anonymousShop'), {
      currency: c.get('site').currency,
      ...query.output,
    });
    return c.json(total);
  } catch (error) {
    const refused = isShopRefusal(error);
    if (!refused) c.get('log').warn('price-unavailable', { accessory: query.output.sku, error });
    const status = refused ? (error.status as ContentfulStatusCode) : 502;
    return c.json({ error: 'no price for this accessory and quantity' }, status);
  }
});
