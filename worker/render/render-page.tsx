// Streams a page: React 19 renderToReadableStream of the document in its layout, with the response headers it needs.
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { DefaultLayout } from '../../shared/components/layout/DefaultLayout';
import { IconLayout } from '../../shared/components/layout/IconLayout';
import type { PageState } from '../../shared/components/page-context';
import { ACTION_BAR_CLOSED_CLASS, dismissedBarIds } from '../../shared/domain/action-bar';
import { pageAlternates } from '../../shared/domain/alternates';
import { htmlCacheControl, isCrawler, prefetchAllowed } from '../../shared/domain/http-policy';
import { TEXTS } from '../../shared/i18n/texts';
import type { Story } from '../../shared/schemas/story';
import { loadActionBar } from '../content/global-config';
import type { AppEnv } from '../env';
import { ASSET_URLS } from '../generated/assets';
import { hasSession, requestCustomer } from './customer';
import { Document, type SearchLinks } from './document';

export interface PageOptions {
  status?: 200 | 400 | 404 | 500 | 503;
  title: string;
  description?: string;
  noindex?: boolean;
  layout?: 'default' | 'icons';
  /** Feed pages hide the sub-navigation. */
  showSubNavigation?: boolean;
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

export async function pageState(c: Context<AppEnv>): Promise<PageState> {
  const site = c.var.site;
  const customer = await requestCustomer(c);
  return {
    site,
    carried: c.var.query.carried,
    texts: TEXTS[site.textLocale],
    assets: { sprite: ASSET_URLS.sprite },
    ...(customer ? { customer } : {}),
  };
}

export async function renderPage(c: Context<AppEnv>, options: PageOptions): Promise<Response> {
  const status = options.status ?? 200;
  const draft = c.var.content?.draft ?? false;
  const page = await pageState(c);
  const now = Date.now();
  const icons = options.layout === 'icons';
  const dismissed = dismissedBarIds(getCookie(c));
  const bar = icons ? null : await loadActionBar(c, now);
  const barDismissed = bar !== null && dismissed.has(bar.id);
  const body = icons ? (
    <IconLayout />
  ) : (
    <DefaultLayout
      actionBar={barDismissed ? null : bar}
      showSubNavigation={options.showSubNavigation ?? true}
      year={new Date(now).getUTCFullYear()}
    >
      {options.body}
    </DefaultLayout>
  );
  const stream = await renderToReadableStream(
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
