// Sends a request to the worker running in workerd, without following redirects.
import { SELF } from 'cloudflare:test';

export const DE = 'http://kartenliebe.de.localhost:8787';
export const CH = 'http://kartenliebe.ch.localhost:8787';
export const POSTER_GB = 'http://poster.co.uk.localhost:8787';

export function get(url: string, init: RequestInit = {}): Promise<Response> {
  return SELF.fetch(url, { redirect: 'manual', ...init });
}

export async function page(
  url: string,
  init: RequestInit = {},
): Promise<{ response: Response; html: string }> {
  const response = await get(url, init);
  return { response, html: await response.text() };
}

/** The island data script at the end of <body>: page state, island props by marker index, chunk URLs. */
export function islandData(html: string): {
  state: Record<string, unknown>;
  props: unknown[];
  chunks: Record<string, string>;
} {
  const text = /<script type="application\/json" id="island-data">(.*?)<\/script>/s.exec(html)?.[1];
  return text ? JSON.parse(text) : { state: {}, props: [], chunks: {} };
}

/**
 * The props of the page's first marker of an island, read from the data script by the marker's index, or from
 * the script beside a marker that streamed in later.
 */
export function islandProps(html: string, name: string): Record<string, unknown> {
  const index = new RegExp(`data-island="${name}"[^>]*data-island-index="(\\d+)"`).exec(html)?.[1];
  if (index === undefined) return {};
  const late = new RegExp(
    `<script type="application/json" data-island-late="${index}">(.*?)</script>`,
    's',
  ).exec(html);
  if (late?.[1]) return JSON.parse(late[1]).props;
  return islandData(html).props[Number(index)] as Record<string, unknown>;
}
