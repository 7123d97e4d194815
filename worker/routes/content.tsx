// The catch-all content page (and the feed pages, without sub-navigation): slug sanity check, story, redirects,
// blocks. A missing story or a component other than Page is a fatal 404.
import { type Context, Hono } from 'hono';
import type { ReactNode } from 'react';
import * as v from 'valibot';
import { PhotoQuantity } from '../../shared/components/blocks/PhotoQuantity';
import { SkuSchema } from '../../shared/components/blocks/SkuContainer';
import { CriticalEnd } from '../../shared/components/layout/CriticalEnd';
import type { BreadcrumbItem } from '../../shared/components/layout/page-furniture';
import type { CalculatorChoice } from '../../shared/domain/calculator-choice';
import { keptSpace } from '../../shared/domain/isolate-cache';
import { largestPaintBlock } from '../../shared/domain/largest-paint';
import { resolveLink } from '../../shared/domain/links';
import { STORY_REGION_ATTR } from '../../shared/domain/live-preview';
import { SkuIdSchema } from '../../shared/domain/product-fields';
import { contentSlug, FEED_SLUGS, isAssetPath, isNonContentPath } from '../../shared/domain/routes';
import { localizePath } from '../../shared/domain/site';
import { calculatorChoice } from '../../shared/schemas/calculator-query';
import {
  type PageContent,
  PageContentSchema,
  publishedKey,
  RedirectContentSchema,
  type Story,
} from '../../shared/schemas/story';
import { cachedBreadcrumbItems } from '../content/breadcrumb';
import { derivedFromStory } from '../content/story-cache';
import type { AppEnv } from '../env';
import { renderError } from '../render/error-page';
import { renderPage } from '../render/render-page';
import { outlinedStory, StoryList, type StoryLists, storyBlocks } from '../render/story-blocks';
import { withLivePrices } from '../shop/calculator-prices';
import { requestUrl } from '../site/request-facts';
import { validateRoute } from './validate';

/** A story redirect: internal targets stay in the current site (locale, platform, slash rule). */
function storyRedirect(c: Context<AppEnv>, story: Story): Response | null {
  const parsed = v.safeParse(RedirectContentSchema, story.content);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const field = issue.path?.map((item) => String(item.key)).join('.') ?? 'content';
    c.get('log').warn('story-redirect-invalid', {
      slug: story.full_slug,
      reason: `${field}: ${issue.message}`,
    });
    return null;
  }
  const { target, status } = parsed.output;
  const site = c.get('site');
  const link = resolveLink(target, { host: site.host, carried: c.get('query').carried, allowExternal: true });
  if (link.kind === 'refused' || link.kind === 'contact') {
    c.get('log').warn('story-redirect-invalid', { slug: story.full_slug, target });
    return null;
  }
  return c.redirect(link.kind === 'internal' ? localizePath(site, link.href) : link.href, status);
}

/** `?sku=`: the SKU whose material and format the calculator preselects. */
const SkuQuerySchema = v.object({ sku: v.optional(SkuIdSchema) });

/** A published story's page content is checked once per isolate. */
const PARSED_PAGES = keptSpace<v.SafeParseResult<typeof PageContentSchema>>('parsed-pages');

function parsedPage(c: Context<AppEnv>, story: Story) {
  return derivedFromStory(c.get('kept'), PARSED_PAGES, story, () =>
    v.safeParse(PageContentSchema, story.content),
  );
}

/** A story's page: its redirect, or its content with the furniture; the live preview of the global config too. */
export async function contentPage(
  c: Context<AppEnv>,
  slug: string,
  showSubNavigation: boolean,
): Promise<Response> {
  const story = await c.get('content').story(slug);
  if (!story) {
    c.get('log').warn('storyblok-page-not-found', { slug });
    return renderError(c, 'not-found');
  }
  if (story.content.component === 'Redirect') {
    const redirect = storyRedirect(c, story);
    if (redirect) return redirect;
  }
  const content = parsedPage(c, story);
  if (!content.success) {
    c.get('log').warn('cms-page-not-found', { slug, component: story.content.component });
    return renderError(c, 'not-found');
  }
  const query = validateRoute(c, SkuQuerySchema, { sku: c.req.query('sku') });
  if (!query.ok) return query.response;
  const page = content.output;
  // The calculator's choice kept in the address; a value that names nothing is dropped, never an error.
  const choice = calculatorChoice(requestUrl(c).searchParams);
  const region = await storyRegion(c, slug, story, page, query.value.sku, choice);
  return renderPage(c, {
    title: region.title,
    description: page.description,
    showSubNavigation,
    story,
    activeNavigation: page.activeNavigation,
    // Deferred: the footer's breadcrumb streams in after the first paint.
    breadcrumbs: cachedBreadcrumbItems(
      c.get('content'),
      c.get('kept'),
      c.get('site'),
      c.get('site').path,
    ).catch((error: unknown) => {
      c.get('log').warn('content-unavailable', { part: 'breadcrumb', path: c.get('site').path, error });
      return [] as BreadcrumbItem[];
    }),
    footerOverride: page.footerOverride,
    lists: region.lists,
    body: region.body,
  });
}

/**
 * A story page's content region: its block lists and the calculator with live prices, inside the region marker a
 * live preview swaps. The page and the live preview's draft render both render it.
 */
export async function storyRegion(
  c: Context<AppEnv>,
  slug: string,
  story: Story,
  page: PageContent,
  requestedSku: string | undefined,
  choice?: CalculatorChoice,
): Promise<{ title: string; lists: StoryLists; body: ReactNode }> {
  const pageSkus = page.sku.flatMap((block) => {
    const sku = v.safeParse(SkuSchema, block);
    return sku.success ? [sku.output] : [];
  });
  const calculator = await withLivePrices(c, page.calculator, {
    page: pageSkus,
    requested: requestedSku,
    choice,
  });
  // With a calculator on the page, the SKU's price is the chosen one, shown by the calculator.
  const skuList = calculator.length > 0 ? [] : page.sku;
  // Page order: teasers, USPs, the calculator, the SKU, the body.
  const largestPaint = largestPaintBlock([page.teaser, page.uspTeaser, calculator, skuList, page.body]);
  const blocks = storyBlocks(c, slug, largestPaint);
  const title = page.title ?? story.name;
  const outlined = outlinedStory(blocks, page, title);
  return {
    title,
    lists: {
      published: publishedKey(story),
      elements: { ...outlined.lists, usp: blocks(page.uspTeaser), sku: blocks(skuList) },
    },
    body: (
      <div {...{ [STORY_REGION_ATTR]: '' }}>
        {outlined.hiddenTitle}
        <StoryList name="teaser-lead" />
        {/* The lead teaser is painted with the inline stylesheet; the rest waits for the full one. */}
        <CriticalEnd />
        <StoryList name="teaser-rest" />
        <StoryList name="usp" />
        <div className="mx-auto max-w-screen-xl px-4 py-6">
          {/* Live prices: rendered with each page. */}
          {blocks(calculator)}
          {/* A photo box or prints page says what its product holds. */}
          <PhotoQuantity context={pageSkus[0]?.context} />
          <StoryList name="sku" />
          <StoryList name="body" />
        </div>
      </div>
    ),
  };
}

export const content = new Hono<AppEnv>();

for (const feed of FEED_SLUGS) content.get(`/${feed}`, (c) => contentPage(c, feed, false));

content.get('*', (c, next) => {
  const path = c.get('site').path;
  if (isNonContentPath(path)) return next();
  if (isAssetPath(path)) {
    // An asset asked for on a page route: no story can answer it, so the space is not asked.
    c.get('log').info('asset-load-on-slug', { path });
    return c.text('Not found', 404, { 'Cache-Control': 'public, max-age=300' });
  }
  const slug = contentSlug(path);
  if (slug === null) {
    c.get('log').info('route-validation-failed', { path });
    return renderError(c, 'invalid-route');
  }
  return contentPage(c, slug, true);
});
