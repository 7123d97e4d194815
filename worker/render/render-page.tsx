// Streams a page: React 19 renderToReadableStream of the document in its layout, with the response headers it needs.
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { DefaultLayout } from '../../shared/components/layout/DefaultLayout';
import { IconLayout } from '../../shared/components/layout/IconLayout';
import type { BreadcrumbItem } from '../../shared/components/layout/page-furniture';
import type { PageState } from '../../shared/components/page-context';
import {
  ACTION_BAR_CLOSED_CLASS,
  type ActionBarProps,
  dismissedBarIds,
} from '../../shared/domain/action-bar';
import { pageAlternates } from '../../shared/domain/alternates';
import { treatmentOf } from '../../shared/domain/flags';
import { htmlCacheControl, isCrawler, prefetchAllowed } from '../../shared/domain/http-policy';
import { smartbannerDismissed, smartbannerSite } from '../../shared/domain/smartbanner';
import { withMissingNotes } from '../../shared/i18n/missing';
import { TEXTS } from '../../shared/i18n/texts';
import type { Story } from '../../shared/schemas/story';
import { loadGlobalConfig } from '../content/global-config';
import type { AppEnv } from '../env';
import { ASSET_URLS } from '../generated/assets';
import { rememberingTree } from './bench-tree';
import { hasSession, requestCustomer } from './customer';
import { Document, type SearchLinks } from './document';

/** The experiment that gives the wandbilder flyout its bestseller, premium and additional lists. */
export const WANDBILDER_FLAG = 'VOLL_1616';

/** Missing-translation keys already noted by this isolate (once per key). */
const NOTED_KEYS = new Set<string>();

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
  /** Breadcrumb items after the home link. */
  breadcrumbs?: BreadcrumbItem[] | Promise<BreadcrumbItem[]>;
  /** The page's footer override blocks (link box, SEO text). */
  footerOverride?: unknown[];
  /** The page's own campaign bar (the error page's story or campaign data); else the global config's. */
  actionBar?: ActionBarProps | null;
  /** Shows the whitelabel banner to whitelabel customers (the error page does). */
  whitelabelBanner?: boolean;
  body?: ReactNode;
  /** The content story of the page: canonical URL and hreflang alternates come from it. */
  story?: Story;
}

function searchLinks(c: Context<AppEnv>, story: Story | undefined): SearchLinks | undefined {
  if (!story) return undefined;
  const site = c.var.site;
  const url = new URL(c.req.url);
  const alternates = pageAlternates({
    channel: site.channel,
    trailingSlash: site.trailingSlash,
    fullSlugs: [story.full_slug, ...story.alternates.map((alternate) => alternate.full_slug)],
    request: { protocol: url.protocol, local: url.hostname.endsWith('localhost'), port: url.port },
    names: { posterShopName: c.env.POSTER_SHOP_NAME },
  });
  return { canonical: `${url.origin}${url.pathname}`, alternates };
}

/** The request-level facts every island reads; the customer is not among them (it streams in later). */
export function pageState(c: Context<AppEnv>): PageState {
  const site = c.var.site;
  return {
    site,
    carried: c.var.query.carried,
    texts: TEXTS[site.textLocale],
    assets: { sprite: ASSET_URLS.sprite },
  };
}

export async function renderPage(c: Context<AppEnv>, options: PageOptions): Promise<Response> {
  const status = options.status ?? 200;
  const draft = c.var.content?.draft ?? false;
  const page = pageState(c);
  // Loaded in parallel with the global config. React's out-of-order streaming of a <Suspense> boundary writes
  // inline scripts that the CSP (`script-src 'self'`, no nonce, so cached HTML stays shareable) refuses, so the
  // page awaits these before rendering.
  const [customer, breadcrumbs] = await Promise.all([
    hasSession(c) ? requestCustomer(c) : undefined,
    options.breadcrumbs ?? [],
  ]);
  const whitelabel = (options.whitelabelBanner ?? false) && customer?.isWhitelabelCustomer === true;
  const now = Date.now();
  const icons = options.layout === 'icons';
  const dismissed = dismissedBarIds(getCookie(c));
  // A dismissed smartbanner is left out of the HTML (no shift), which makes the page personal where it shows.
  const bannerDismissed = smartbannerSite(page.site) && smartbannerDismissed(getCookie(c));
  const config = icons ? null : await loadGlobalConfig(c, now);
  const bar = config ? (options.actionBar ?? config.actionBar) : null;
  const barDismissed = bar !== null && dismissed.has(bar.id);
  const body =
    config === null ? (
      <IconLayout />
    ) : (
      <DefaultLayout
        actionBar={barDismissed ? null : bar}
        page={{
          furniture: bannerDismissed ? { ...config.furniture, smartbanner: null } : config.furniture,
          activeNavigation: options.activeNavigation ?? '',
          showSubNavigation: options.showSubNavigation ?? true,
          breadcrumbs,
          footerOverride: options.footerOverride ?? [],
          wandbilderExperiment: treatmentOf(WANDBILDER_FLAG, c.var.query) === 'on',
          whitelabelBanner: whitelabel,
          customer,
        }}
        year={new Date(now).getUTCFullYear()}
      >
        {options.body}
      </DefaultLayout>
    );
  const stream = await rememberingTree(c, renderToReadableStream)(
    <Document
      page={page}
      title={options.title}
      description={options.description}
      noindex={options.noindex || status >= 400}
      rootClasses={barDismissed ? [ACTION_BAR_CLOSED_CLASS] : []}
      css={ASSET_URLS.css}
      favicon={ASSET_URLS.favicon[page.site.channel]}
      boot={icons ? undefined : ASSET_URLS.boot}
      search={status === 200 && !draft ? searchLinks(c, options.story) : undefined}
      editor={draft ? ASSET_URLS.editor : undefined}
      renderTexts={withMissingNotes(
        page.texts,
        page.site.locale,
        (key) => c.var.log.info('translation-missing', { locale: page.site.locale, key }),
        NOTED_KEYS,
      )}
      prefetch={!icons && prefetchAllowed({ saveData: c.req.header('save-data'), ect: c.req.header('ect') })}
    >
      {body}
    </Document>,
    {
      onError(error) {
        c.var.log.error('render-error', { path: c.req.path, error });
      },
    },
  );
  if (isCrawler(c.req.header('user-agent'))) await stream.allReady;
  const personal =
    draft ||
    hasSession(c) ||
    dismissed.size > 0 ||
    bannerDismissed ||
    c.var.query.flagOverride !== undefined ||
    c.var.query.debug;
  return new Response(stream, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': htmlCacheControl({ personal, status }),
      Vary: 'Cookie, Save-Data, ECT',
    },
  });
}
