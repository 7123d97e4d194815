// The calculator's choice in the address: a product page asked with `material`, `format` and option parameters
// renders that choice on the server (its SKU, its price), a value that names nothing renders the page's own first
// state, and the edge cache keeps each choice as its own page, equal to a fresh render of the same URL.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, test } from 'vitest';
import { HTML_CACHE_HEADER } from '../../shared/domain/html-cache';
import worker from '../../worker/index';
import { POSTER_GB, withTestVisitor } from './fetch';

const CANVAS = `${POSTER_GB}/canvas-prints/canvas-classic`;

async function visit(url: string) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(url, { redirect: 'manual', ...withTestVisitor() }),
    env,
    ctx,
  );
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, cache: response.headers.get(HTML_CACHE_HEADER), html };
}

const section = (html: string) => /<section[^>]*data-calculator=[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
const attribute = (html: string, name: string) =>
  new RegExp(`<[^>]* ${name}="([^"]*)"`).exec(section(html))?.[1];
const current = (html: string, name: string) =>
  [...section(html).matchAll(new RegExp(`<li[^>]*data-${name}="([^"]*)"[^>]*aria-current="true"`, 'g'))].map(
    (match) => match[1],
  );
const chosenOption = (html: string) =>
  /<li aria-current="true"><a[^>]*data-option="([^"]*)"/.exec(section(html))?.[1];
/** A page URL no other test has asked for, so the first request renders. */
const fresh = (url: string) => `${url}${url.includes('?') ? '&' : '?'}visit=${crypto.randomUUID()}`;

describe('the calculator choice in the address', () => {
  test('material, size and option render on the server, and the SKU names the choice', async () => {
    const { status, html } = await visit(fresh(`${CANVAS}?material=poster&format=80x60&lamination=matt`));
    expect(status).toBe(200);
    expect(attribute(html, 'data-selected-material')).toBe('poster');
    expect(attribute(html, 'data-selected-format')).toBe('80x60');
    expect(attribute(html, 'data-sku')).toBe('WL-POSTER-80X60');
    expect(chosenOption(html)).toBe('lamination-matt');
    // The SKU's price is the chosen size's with the lamination on top, as listed beside the size.
    const listed = /<li data-format="80x60" data-price-current="([^"]*)"/.exec(section(html))?.[1];
    expect(attribute(html, 'data-sku-price')).toBe(listed);
    const plain = await visit(fresh(`${CANVAS}?material=poster&format=80x60`));
    expect(Number(attribute(html, 'data-sku-price'))).toBeGreaterThan(
      Number(attribute(plain.html, 'data-sku-price')),
    );
  });

  test('without a choice the SKU is the first state’s: the preset material in its initial size', async () => {
    const { html } = await visit(fresh(CANVAS));
    expect(attribute(html, 'data-selected-material')).toBe('leinwand');
    expect(attribute(html, 'data-sku')).toBe(
      `WL-LEINWAND-${attribute(html, 'data-selected-format')?.toUpperCase()}`,
    );
  });

  test.each([
    ['an unknown material', 'material=gold&format=80x60'],
    ['a malformed material', 'material=%3Cscript%3E'],
    ['a size alone', 'format=80x60'],
    ['an unknown option value', 'lamination=shiny'],
  ])('%s renders the page’s own first state, without an error', async (_name, query) => {
    const id = crypto.randomUUID();
    const chosen = await visit(`${CANVAS}?${query}&visit=${id}`);
    const own = await visit(`${CANVAS}?visit=${id}`);
    expect(chosen.status).toBe(200);
    expect(section(chosen.html)).toBe(section(own.html));
  });

  test('a known material with an unknown size shows the material in its initial size', async () => {
    const { html } = await visit(fresh(`${CANVAS}?material=poster&format=1x1`));
    expect(current(html, 'material')).toEqual(['poster']);
    expect(attribute(html, 'data-selected-format')).not.toBe('1x1');
  });

  test('a size off the list that the service sells shows in the more-formats slot with its price', async () => {
    const { html } = await visit(fresh(`${CANVAS}?material=leinwand&format=120x80`));
    const slot = /<li data-format="([^"]*)"[^>]*data-more-formats-slot=""[^>]*aria-current="true"/.exec(
      section(html),
    );
    expect(slot?.[1]).toBe('120x80');
    expect(attribute(html, 'data-sku')).toBe('WL-LEINWAND-120X80');
  });

  test('the edge cache keeps each choice apart: a cached answer equals the fresh render of its URL', async () => {
    const url = fresh(`${CANVAS}?material=poster&format=60x40`);
    const first = await visit(url);
    const again = await visit(url);
    expect([first.cache, again.cache]).toEqual(['miss', 'hit']);
    expect(again.html).toBe(first.html);
    const other = await visit(url.replace('format=60x40', 'format=80x60'));
    expect(other.cache).toBe('miss');
    expect(attribute(other.html, 'data-selected-format')).toBe('80x60');
  });
});
