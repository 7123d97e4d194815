// Renders a page: a personal one streams (React 19 renderToReadableStream), a shared one is rendered whole to one
// string from its kept fragments, with the response headers it needs.
import type { Context } from 'hono';
import type { ReactNode } from 'react';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import { TEXTS } from '#i18n/texts';
import { RenderLogContext, reportedByBoundary } from '../../shared/components/Boundary';
import { CacheDebug } from '../../shared/components/layout/CacheDebug';
import { DefaultLayout, FurnitureRegionsContext } from '../../shared/components/layout/DefaultLayout';
import { IconLayout } from '../../shared/components/layout/IconLayout';
import { RenderedPartsContext } from '../../shared/components/layout/layout-part';
import type { LayoutPartInput } from '../../shared/components/layout/layout-parts';
import { NewsletterNotice } from '../../shared/components/layout/NewsletterNotice';
import type { BreadcrumbItem } from '../../shared/components/layout/page-furniture';
import { type PageState, sharedSite } from '../../shared/components/page-context';
import { BotCheckContext, CustomerContext, settled, settling } from '../../shared/components/request-facts';
import {
  ACTION_BAR_CLOSED_CLASS,
  type ActionBarProps,
  actionBarCookie,
} from '../../shared/domain/action-bar';
import { pageAlternates } from '../../shared/domain/alternates';
import {
  htmlCacheControl,
  isCrawler,
  isPersonal,
  PAGE_VARIANCE_HEADERS,
  prefetchAllowed,
} from '../../shared/domain/http-policy';
import { ISOLATE_CACHE_BYTES, keptSpace } from '../../shared/domain/isolate-cache';
import { bridgeUrl } from '../../shared/domain/live-preview';
import { navigationSource } from '../../shared/domain/navigation';
import { rumSampleRate } from '../../shared/domain/rum';
import { SMARTBANNER_COOKIE, smartbannerSite } from '../../shared/domain/smartbanner';
import { withMissingNotes } from '../../shared/i18n/missing';
import { parsedTexts } from '../../shared/i18n/parse';
import { publishedKey, type Story } from '../../shared/schemas/story';
import { loadGlobalConfig } from '../content/global-config';
import type { AppEnv } from '../env';
import { FlagDebugView } from '../flags/debug';
import { recordsImpressions, requestFlagSources } from '../flags/middleware';
import { flagSigner } from '../flags/page-token';
import { ASSET_URLS } from '../generated/assets';
import { requestUrl } from '../site/request-facts';
import { passCache } from '../site/start-up';
import { switchOn } from '../site/switches';
import { pageAnalytics } from './analytics';
import { botCheckConfig } from './bot-check';
import { coalesced } from './coalesce';
import { hasCustomerData, requestCustomer } from './customer';
import { Document, type SearchLinks } from './document';
import { withFragments } from './fragments';
import { renderedParts } from './layout-parts';
import { countingRenderLog } from './render-log';
import { renderedLists, type StoryLists, StoryListsContext } from './story-blocks';
/**
 * How a page streams: every finished boundary (the blocks' and parts' error boundaries) stays in place; React would
 * otherwise move those past its chunk size to the end of the stream, in an order that depends on timing.
 */
export const STREAM_OPTIONS = { progressiveChunkSize: Number.POSITIVE_INFINITY } as const;

/** Missing-translation keys already noted by this isolate (once per locale and key). */
const NOTED_KEYS = keptSpace<true>('translations-noted', () => 8);
/** Each text locale's dictionary as the translator checked it (unparsable texts replaced by their keys). */
const PARSED_TEXTS = keptSpace<PageState['texts']>('parsed-texts');

/** The texts of a locale, checked once per isolate: each text that cannot be parsed is logged and shows its key. */
function checkedTexts(c: Context<AppEnv>, locale: keyof typeof TEXTS): PageState['texts'] {
  return c.get('kept').remember(PARSED_TEXTS, locale, () => {
    const { texts, errors } = parsedTexts(TEXTS[locale]);
    for (const error of errors) c.get('log').error('translator-parse-error', { locale, ...error });
    return texts;
  });
}

export interface PageOptions {
  status?: 200 | 400 | 404 | 500 | 503;
  title: string;
  description?: string;
  noindex?: boolean;
  layout?: 'default' | 'icons';
  /** Feed pages hide the sub-navigation. */
  showSubNavigation?: boolean;
  /** The page's navigation type: selects the main navigation item and its sub-navigation. */
  activeNavigation?: string;
  /** Breadcrumb items after the home link; a promise streams in (personal pages) or is awaited (shared). */
  breadcrumbs?: BreadcrumbItem[] | Promise<BreadcrumbItem[]>;
  /** The page's footer override blocks (link box, SEO text). */
  footerOverride?: unknown[];
  /** The page's own campaign bar (the error page's story or campaign data); else the global config's. */
  actionBar?: ActionBarProps | null;
  /** Shows the whitelabel banner to whitelabel customers (the error page does). */
  whitelabelBanner?: boolean;
  body?: ReactNode;
  /** The story's block lists the body places with `<StoryList>`: a shared page takes them as kept. */
  lists?: StoryLists;
  /** The content story of the page: canonical URL and hreflang alternates come from it. */
  story?: Story;
  /** A page of this visitor alone (the wishlist), whoever asks: never stored in a shared cache. */
  personal?: boolean;
}

/** A published story's alternates by its key and the request's origin (the site's channel and slash rule). */
const ALTERNATES = keptSpace<SearchLinks['alternates']>('alternates');

function searchLinks(c: Context<AppEnv>, story: Story | undefined): SearchLinks | undefined {
  if (!story) return undefined;
  const site = c.get('site');
  const url = requestUrl(c);
  const request = { protocol: url.protocol, local: url.hostname.endsWith('localhost'), port: url.port };
  const names = { posterShopName: c.env.POSTER_SHOP_NAME };
  const make = () =>
    pageAlternates({
      channel: site.channel,
      trailingSlash: site.trailingSlash,
      fullSlugs: [story.full_slug, ...story.alternates.map((alternate) => alternate.full_slug)],
      request,
      names,
    });
  const published = publishedKey(story);
  const alternates = published
    ? c.get('kept').remember(ALTERNATES, `${published}|${url.origin}|${names.posterShopName}`, make)
    : make();
  return { canonical: `${url.origin}${url.pathname}`, alternates };
}

/** The content cache version, or 0 without a content service (the navigation endpoint then answers briefly). */
async function cacheVersionOf(c: Context<AppEnv>): Promise<number> {
  try {
    return (await c.get('content')?.cacheVersion()) ?? 0;
  } catch {
    return 0;
  }
}

/** The request-level facts every island reads; the customer is not among them (it streams in later). */
export async function pageState(c: Context<AppEnv>): Promise<PageState> {
  const site = c.get('site');
  const version = c.get('content')?.draft
    ? { draftQuery: requestUrl(c).search }
    : { cacheVersion: await cacheVersionOf(c) };
  return {
    navigation: navigationSource(site, version),
    site: sharedSite(site),
    carried: c.get('query').carried,
    texts: checkedTexts(c, site.textLocale),
    assets: { sprite: ASSET_URLS.sprite },
    flags: requestFlagSources(c),
  };
}

/** A random nonce for the inline scripts React writes when it reveals a streamed part. */
function scriptNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

export async function renderPage(c: Context<AppEnv>, options: PageOptions): Promise<Response> {
  const status = options.status ?? 200;
  const draft = c.get('content')?.draft ?? false;
  const page = await pageState(c);
  // A session or an anonymous basket: the header shows this visitor's customer data.
  const session = hasCustomerData(c);
  const personal =
    options.personal === true ||
    isPersonal({
      draft,
      session,
      override: c.get('query').flagOverride !== undefined || c.get('query').debug,
    });
  // Deferred: rendered under <Suspense> and streamed after the shell. Only personal pages stream (their reveal
  // scripts carry this response's nonce); a shared page, and any page a crawler asks for, is rendered whole
  // from settled data, so the cached copy has no script.
  const streams = personal && !isCrawler(c.req.header('user-agent'));
  const customer = !session
    ? settled(undefined)
    : streams
      ? settling(requestCustomer(c))
      : settled(await requestCustomer(c));
  const breadcrumbs = !options.breadcrumbs
    ? settled([])
    : streams
      ? settling(Promise.resolve(options.breadcrumbs))
      : settled(await options.breadcrumbs);
  const now = Date.now();
  const icons = options.layout === 'icons';
  const config = icons ? null : await loadGlobalConfig(c, now);
  const bar = config ? (options.actionBar ?? config.actionBar) : null;
  // A dismissal counts only for the bar the page shows, and the edge cache keys the page by it (a switch read).
  const barDismissed = bar !== null && switchOn(c, actionBarCookie(bar.id));
  // A dismissed smartbanner is left out of the HTML (no shift).
  const bannerDismissed =
    config !== null &&
    config.furniture.smartbanner !== null &&
    smartbannerSite(page.site) &&
    switchOn(c, SMARTBANNER_COOKIE);
  const renderTexts = withMissingNotes(
    page.texts,
    page.site.locale,
    (key) => c.get('log').info('translation-missing', { locale: page.site.locale, key }),
    {
      has: (key) => c.get('kept').get(NOTED_KEYS, key) !== undefined,
      add: (key) => c.get('kept').set(NOTED_KEYS, key, true),
    },
  );
  const layout: LayoutPartInput | null = config && {
    page: {
      furniture: bannerDismissed ? { ...config.furniture, smartbanner: null } : config.furniture,
      activeNavigation: options.activeNavigation ?? '',
      showSubNavigation: options.showSubNavigation ?? true,
      breadcrumbs,
      footerOverride: options.footerOverride ?? [],
      whitelabelBanner: options.whitelabelBanner ?? false,
    },
    year: new Date(now).getUTCFullYear(),
  };
  // A shared page takes the layout's shared parts and the story's block lists as fragments, kept per published
  // version of the config and the story.
  const path = c.get('site').path;
  const parts =
    layout && !personal
      ? renderedParts(c, { page, renderTexts, input: layout, path, published: config?.published ?? null })
      : null;
  const lists = options.lists && !personal ? renderedLists(c, options.lists, { page, renderTexts }) : null;
  const body =
    layout === null ? (
      <IconLayout />
    ) : (
      <RenderedPartsContext value={parts}>
        <FurnitureRegionsContext value={draft}>
          <DefaultLayout actionBar={barDismissed ? null : bar} page={layout.page} year={layout.year}>
            {c.get('query').newsletter === 'pending' && <NewsletterNotice />}
            {c.get('query').debug && (
              <>
                <FlagDebugView c={c} />
                <CacheDebug stats={c.get('kept').stats()} budget={ISOLATE_CACHE_BYTES} />
                {c.get('localTagManagerDebug')?.(c)}
              </>
            )}
            <StoryListsContext
              value={options.lists ? { elements: options.lists.elements, rendered: lists } : null}
            >
              {options.body}
            </StoryListsContext>
          </DefaultLayout>
        </FurnitureRegionsContext>
      </RenderedPartsContext>
    );
  const { renderLog, unexplained } = countingRenderLog(c.get('log'), streams);
  const nonce = streams ? scriptNonce() : undefined;
  if (nonce) c.set('scriptNonce', nonce);
  const tree = (
    <Document
      page={page}
      path={path}
      title={options.title}
      description={options.description}
      noindex={options.noindex || status >= 400}
      rootClasses={barDismissed ? [ACTION_BAR_CLOSED_CLASS] : []}
      favicon={ASSET_URLS.favicon[page.site.channel]}
      boot={!icons}
      search={status === 200 && !draft ? searchLinks(c, options.story) : undefined}
      editor={
        draft ? { script: ASSET_URLS.editor, bridge: bridgeUrl(c.env.STORYBLOK_BRIDGE_URL) } : undefined
      }
      renderTexts={renderTexts}
      prefetch={!icons && prefetchAllowed({ saveData: c.req.header('save-data'), ect: c.req.header('ect') })}
      nonce={nonce}
      // Every page notes the flags it reads (its impressions); the edge HTML cache keeps a copy of a shared page
      // per combination of theirs.
      flagReads={c.get('flags')?.reads}
      shared={!personal}
      unrecorded={!recordsImpressions(c)}
      signFlags={flagSigner(c.env)}
      analytics={icons ? undefined : pageAnalytics(c)}
      // `tracking=0` keeps the page view out of real-user measurement too.
      rumSample={c.get('query').tracking ? rumSampleRate(c.env.RUM_SAMPLE_RATE) : undefined}
      islandsBesideMarkers={c.get('islandsBesideMarkers') === true}
    >
      <RenderLogContext value={renderLog}>
        <CustomerContext value={customer}>
          <BotCheckContext value={botCheckConfig(c)}>{body}</BotCheckContext>
        </CustomerContext>
      </RenderLogContext>
    </Document>
  );
  const headers = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': htmlCacheControl({ personal, status }),
    // The page differs by the cookies and the connection hints it reads (speculation rules or none).
    ...PAGE_VARIANCE_HEADERS,
  };
  const kept = [...(parts?.values() ?? []), ...(lists?.values() ?? [])];
  const slots = { basePath: page.site.basePath, path };
  const finish = (html: string) => withFragments(html, lists, slots, kept);
  c.get('rememberPageTree')?.(c, tree, finish);
  if (!streams) {
    const html = finish(wholeDocument(c, tree, unexplained));
    // The start-up pass's answer goes without its body: before any request the runtime makes no response with one.
    if (passCache(c.req.raw)) return new Response(null, { status, headers });
    // The string itself: the runtime encodes it into the body, with no byte array of the page in the isolate.
    return new Response(html, { status, headers });
  }
  const stream = await renderToReadableStream(tree, {
    nonce,
    ...STREAM_OPTIONS,
    onError(error, info) {
      if (reportedByBoundary(error)) return;
      c.get('log').error('hybrid-ssr-error', { path: c.req.path, error, stack: info?.componentStack });
    },
  });
  // The flags a streaming page reads are known once it has rendered all of it.
  c.set('renderDone', stream.allReady);
  return new Response(coalesced(stream), { status, headers });
}

/**
 * The complete document as one string: nothing in it waits (its data is settled), so React's string renderer
 * writes it without a stream or an encoder call per attribute, several times cheaper than the stream. A part
 * that fails inside a <Suspense> boundary is left to the browser; it is logged here.
 */
function wholeDocument(c: Context<AppEnv>, tree: ReactNode, unexplained: (html: string) => number): string {
  let html: string;
  try {
    // The doctype first: the check below then reads (and flattens) the string the page is finished from.
    html = `<!DOCTYPE html>${renderToString(tree)}`;
  } catch (error) {
    c.get('log').error('hybrid-ssr-error', { path: c.req.path, error });
    throw error;
  }
  if (unexplained(html) > 0) {
    c.get('log').error('hybrid-ssr-error', { path: c.req.path, error: 'a deferred part failed to render' });
  }
  return html;
}
