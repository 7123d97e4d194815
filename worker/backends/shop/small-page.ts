// The shop backend's own pages (the reset form behind the mailed link, its outcome, the newsletter
// confirmation): one card in the shop's stylesheet, icon and channel colours, in the shopper's language, with
// the way back to the shop. `hono/html` escapes every interpolated value.
import type { Context } from 'hono';
import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { AppEnv } from '../../env';
import { ASSET_URLS } from '../../generated/assets';
import { requestLanguage } from '../../site/request-facts';

type Markup = HtmlEscapedString | Promise<HtmlEscapedString>;

/** The shop this page belongs to; known on every shop host, a call on an unknown host still gets a page. */
function shopOf(c: Context<AppEnv>) {
  const site: AppEnv['Variables']['site'] | undefined = c.get('site');
  return {
    channel: site?.channel ?? 'kartenliebe',
    shopName: site?.shopName ?? 'kartenliebe',
    home: `${site?.basePath ?? ''}/`,
  };
}

/** A small page titled `title` with `content` under the heading; answered with `status`. */
export function smallPage(c: Context<AppEnv>, title: string, content: Markup, status: 200 | 400 = 200) {
  const { channel, shopName, home } = shopOf(c);
  c.header('Cache-Control', 'private, no-store');
  return c.html(
    html`<!doctype html>
<html lang="${requestLanguage(c)}" data-channel="${channel}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${title} | ${shopName}</title>
    <link rel="stylesheet" href="${ASSET_URLS.css}" />
    <link rel="icon" type="image/svg+xml" href="${ASSET_URLS.favicon[channel]}" />
  </head>
  <body class="min-h-screen bg-cream text-ink antialiased">
    <main class="mx-auto max-w-md px-4 py-12">
      <a href="${home}" class="font-head text-2xl font-semibold text-ink no-underline">${shopName}</a>
      <section class="mt-6 rounded-lg border border-line bg-surface p-6 shadow-sm">
        <h1 class="font-head text-2xl font-semibold">${title}</h1>
        ${content}
      </section>
    </main>
  </body>
</html>`,
    status,
  );
}

/** A paragraph and a link back to the shop's home page. */
export function messageWithWayHome(c: Context<AppEnv>, text: string, link: string): Markup {
  return html`<p class="mt-4">${text}</p>
        <p class="mt-6">
          <a href="${shopOf(c).home}" class="inline-block rounded-full bg-accent px-6 py-3 font-semibold text-accent-ink no-underline hover:opacity-90">${link}</a>
        </p>`;
}
