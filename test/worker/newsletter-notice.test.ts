// The page the newsletter form returns to asks the visitor to confirm by mail: a status message in the site's
// language, rendered on the server from `?newsletter=pending` and kept by the edge cache as that URL's own copy.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, test } from 'vitest';
import { HTML_CACHE_HEADER } from '../../shared/domain/html-cache';
import type { TextLocale } from '../../shared/domain/markets';
import { TEXTS } from '../../shared/i18n/texts';
import worker from '../../worker/index';
import { botCheckToken } from './bot-check-tokens';
import { CH, DE, get, POSTER_GB, page, withTestVisitor } from './fetch';

const ES = 'http://kartenliebe.es.localhost:8787';
const NL = 'http://kartenliebe.nl.localhost:8787';

/** The notice's element and its text (tags dropped, React's escapes read back). */
function notice(html: string): { element: string; text: string } | null {
  const element = /<p[^>]*data-newsletter-notice="pending"[^>]*>.*?<\/p>/s.exec(html)?.[0];
  if (!element) return null;
  const text = element
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
  return { element, text };
}

/** The part of the document inside `<main>`. */
const mainOf = (html: string) => /<main[^>]*>(.*)<\/main>/s.exec(html)?.[1] ?? '';

describe('after the newsletter form', () => {
  test('the redirect lands on the page the form was on, which says to confirm by mail', async () => {
    const body = new URLSearchParams({
      email: `notice-${crypto.randomUUID()}@example.de`,
      uniqueIdentifier: '/karten/',
      reCaptchaToken: await botCheckToken(),
    });
    const posted = await get(`${DE}/web-api/newsletter-subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
    });
    expect(posted.status).toBe(303);
    const location = posted.headers.get('location') ?? '';
    expect(location).toBe('/karten/?newsletter=pending');
    const { response, html } = await page(`${DE}${location}`);
    expect(response.status).toBe(200);
    const shown = notice(mainOf(html));
    expect(shown?.element).toMatch(/^<p role="status"/);
    expect(shown?.text).toBe(TEXTS['de-DE'].newsletterPending);
  });

  test.each<[base: string, path: string, texts: TextLocale]>([
    [DE, '/', 'de-DE'],
    [POSTER_GB, '/', 'en-GB'],
    [ES, '/', 'es-ES'],
    [CH, '/fr/', 'fr-FR'],
    [CH, '/it/', 'it-IT'],
    [NL, '/', 'nl-NL'],
  ])('%s%s says it in its language (%s)', async (base, path, texts) => {
    const { response, html } = await page(`${base}${path}?newsletter=pending`);
    expect(response.status).toBe(200);
    expect(notice(html)?.text).toBe(TEXTS[texts].newsletterPending);
  });

  test.each(['', '?newsletter=confirmed', '?newsletter=', '?_newsletter=pending'])(
    'a page asked with "%s" says nothing of it',
    async (query) => {
      const { response, html } = await page(`${DE}/karten/${query}`);
      expect(response.status).toBe(200);
      expect(html).not.toContain('data-newsletter-notice');
      expect(html).not.toContain(TEXTS['de-DE'].newsletterPending);
    },
  );
});

/** One request to the worker with its caches; returns once the cache write is done. */
async function visit(url: string) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(url, { redirect: 'manual', ...withTestVisitor() }),
    env,
    ctx,
  );
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  return { cache: response.headers.get(HTML_CACHE_HEADER), html };
}

test('the edge cache keeps the page with the notice apart from the page without it', async () => {
  const url = `${DE}/fotokalender/?visit=${crypto.randomUUID()}`;
  const plain = await visit(url);
  expect(plain.cache).toBe('miss');
  expect(notice(plain.html)).toBeNull();
  const first = await visit(`${url}&newsletter=pending`);
  expect(first.cache).toBe('miss');
  expect(notice(first.html)).not.toBeNull();
  const again = await visit(`${url}&newsletter=pending`);
  expect(again.cache).toBe('hit');
  expect(again.html).toBe(first.html);
  const plainAgain = await visit(url);
  expect(plainAgain.cache).toBe('hit');
  expect(notice(plainAgain.html)).toBeNull();
});
