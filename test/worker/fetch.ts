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
