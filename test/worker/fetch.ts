// Sends a request to the worker running in workerd, without following redirects.
import { env, SELF } from 'cloudflare:test';
import { DEMO_KEYS } from '../../demo/flags';
import { FLAG_KEY_COOKIE } from '../../shared/domain/flag-key';
import { issueEditorToken } from '../../worker/content/editor-token';
import { issueVisitorKey } from '../../worker/flags/visitor-key';

export const DE = 'http://kartenliebe.de.localhost:8787';
export const CH = 'http://kartenliebe.ch.localhost:8787';
export const POSTER_GB = 'http://poster.co.uk.localhost:8787';

/**
 * The test visitor's flag key: whitelisted `off` for every demo flag, so pages are the default experience and a
 * page's cached copy is the same for every request. A test of experiments sends its own key.
 */
export const TEST_VISITOR = `${FLAG_KEY_COOKIE}=${DEMO_KEYS.off}`;

/** A new visitor key as the shop issues it (signed): a key a test makes up counts nothing. */
export const issuedKey = (): string => issueVisitorKey(env.FLAG_SIGNING_SECRET ?? '');

/**
 * The request's headers with the test visitor's key added unless the request names a key of its own, and a client
 * address of its own unless it names one: the write limits count per client, and tests are not one client.
 */
export function withTestVisitor(init: RequestInit = {}): RequestInit {
  const headers = new Headers(init.headers);
  if (!headers.has('cf-connecting-ip')) headers.set('cf-connecting-ip', testAddress());
  const cookie = headers.get('cookie') ?? '';
  if (!cookie.includes(`${FLAG_KEY_COOKIE}=`))
    headers.set('cookie', cookie ? `${cookie}; ${TEST_VISITOR}` : TEST_VISITOR);
  // As Cloudflare's edge and the dev server do: a request without its `cf` object did not come through Cloudflare.
  return { cf: CF, ...init, headers } as RequestInit;
}

/** The `cf` object a request through Cloudflare carries (the worker reads only that it is there). */
const CF = { colo: 'TEST', country: 'DE' };

/** A client address of the documentation range no real client has, in a /64 of its own per call. */
export function testAddress(): string {
  return `2001:db8:${crypto.randomUUID().slice(0, 4)}:${crypto.randomUUID().slice(0, 4)}::1`;
}

export function get(url: string, init: RequestInit = {}): Promise<Response> {
  return SELF.fetch(url, { redirect: 'manual', ...withTestVisitor(init) });
}

export async function page(
  url: string,
  init: RequestInit = {},
): Promise<{ response: Response; html: string }> {
  const response = await get(url, init);
  return { response, html: await response.text() };
}

/**
 * A page without what moves with the clock between two renders of it: a countdown's time left (the browser ticks
 * it from its end), the render's time, and the flag token, signed with the second its page was rendered.
 */
export const withoutClock = (html: string): string =>
  html
    .replace(/(<strong data-countdown="running"[^>]*>)[^<]*(<\/strong>)/g, '$1$2')
    .replace(/"renderedAt":\d+/g, '"renderedAt":0')
    .replace(/"token":"\d+~([^"~]*)~[0-9a-f]+"/g, '"token":"0~$1~"');

/** The island data script at the end of <body>: page state, island props by marker index, chunk URLs. */
export function islandData(html: string): {
  state: Record<string, unknown>;
  props: Record<string, unknown>;
  chunks: Record<string, string>;
} {
  const text = /<script type="application\/json" id="island-data">(.*?)<\/script>/s.exec(html)?.[1];
  return text ? JSON.parse(text) : { state: {}, props: {}, chunks: {} };
}

/**
 * The document as the browser shows it once streamed parts are revealed: each `<div hidden id="S:n">` segment
 * takes the place of its boundary's fallback, as React's `$RC("B:n","S:n")` reveal script does.
 */
export function revealed(html: string): string {
  let result = html;
  for (const [, boundary, segment] of html.matchAll(/\$RC\("B:(\d+)","S:(\d+)"\)/g)) {
    const start = result.indexOf(`<div hidden id="S:${segment}">`);
    const reveal = result.indexOf(`$RC("B:${boundary}","S:${segment}")`);
    const end = result.lastIndexOf('</div>', result.lastIndexOf('<script', reveal));
    const fallback = new RegExp(`<!--\\$\\?--><template id="B:${boundary}"></template>.*?<!--/\\$-->`, 's');
    if (start < 0 || end < start || !fallback.test(result)) throw new Error(`segment S:${segment} not found`);
    const content = result.slice(start + `<div hidden id="S:${segment}">`.length, end);
    result = (result.slice(0, start) + result.slice(end + '</div>'.length)).replace(
      fallback,
      () => `<!--$-->${content}<!--/$-->`,
    );
  }
  return result;
}

/**
 * The props of the page's first marker of an island as the visitor gets it (streamed parts revealed), read
 * from the data script by the marker's index, or from the script beside a marker that streamed in later.
 */
export function islandProps(streamed: string, name: string): Record<string, unknown> {
  const html = revealed(streamed);
  const index = new RegExp(`data-island="${name}"[^>]*data-island-index="([\\w.-]+)"`).exec(html)?.[1];
  if (index === undefined) return {};
  const late = new RegExp(
    `<script type="application/json" data-island-late="${index}">(.*?)</script>`,
    's',
  ).exec(html);
  if (late?.[1]) return JSON.parse(late[1]).props;
  return islandData(html).props[index] as Record<string, unknown>;
}

/** The visual editor's query for a draft, as Storyblok issues it (now, with the space's preview token by default). */
export async function editorQuery(
  timestamp = Math.floor(Date.now() / 1000),
  previewToken = env.STORYBLOK_PREVIEW_TOKEN,
): Promise<URLSearchParams> {
  const token = await issueEditorToken(env.STORYBLOK_SPACE_ID, previewToken, timestamp);
  return new URLSearchParams({
    _storyblok: '1',
    '_storyblok_tk[space_id]': env.STORYBLOK_SPACE_ID,
    '_storyblok_tk[timestamp]': String(timestamp),
    '_storyblok_tk[token]': token,
  });
}
