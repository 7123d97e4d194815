// A published story's block lists rendered once per isolate and reused by every shared page of the story: the
// same markup as in place, each visitor's own variant and carried parameters, the hero preload in the head, and
// never in a personal page.
import { describe, expect, test } from 'vitest';
import { DEMO_KEYS } from '../../demo/flags';
import { FLAG_KEY_COOKIE } from '../../shared/domain/flag-key';
import { DE, islandProps, page, withoutClock } from './fetch';

const visitor = (key: string): RequestInit => ({ headers: { cookie: `${FLAG_KEY_COOKIE}=${key}` } });
const variant = (html: string) => /data-feature="HOME_HERO_AB" data-treatment="(\w+)"/.exec(html)?.[1];
const mainOf = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('story lists', () => {
  test('a shared page takes its lists as kept: the same markup every time, islands numbered apart, the preload in the head', async () => {
    const first = await page(`${DE}/?lists=1`);
    const second = await page(`${DE}/?lists=2`);
    expect(first.response.headers.get('x-cache')).toBe('miss');
    expect(second.response.headers.get('x-cache')).toBe('miss');
    for (const { html } of [first, second]) {
      expect(html).not.toContain('<template data-story-list');
      expect(html).toMatch(/data-island="reviews-carousel"[^>]*data-island-index="b0"/);
      expect((islandProps(html, 'reviews-carousel').reviews as unknown[]).length).toBeGreaterThan(0);
      expect(headOf(html)).toMatch(/<link rel="preload" as="image"[^>]*hero-kartenliebe/);
      expect(html.slice(headOf(html).length)).not.toContain('rel="preload"');
    }
    expect(withoutClock(second.html).replaceAll('lists=2', 'lists=1')).toBe(withoutClock(first.html));
  });

  test('each visitor gets the list of their own treatment', async () => {
    const on = await page(`${DE}/?variant=1`, visitor(DEMO_KEYS.on));
    const off = await page(`${DE}/?variant=2`, visitor(DEMO_KEYS.off));
    const onAgain = await page(`${DE}/?variant=3`, visitor(DEMO_KEYS.on));
    expect([variant(on.html), variant(off.html), variant(onAgain.html)]).toEqual(['on', 'off', 'on']);
    expect(mainOf(onAgain.html)).toBe(mainOf(on.html).replaceAll('variant=1', 'variant=3'));
  });

  test("a list's links carry the page's own `_` parameters", async () => {
    const one = mainOf((await page(`${DE}/?_ref=one`)).html);
    const two = mainOf((await page(`${DE}/?_ref=two`)).html);
    expect(one).toContain('_ref=one');
    expect(two).toContain('_ref=two');
    expect(two).not.toContain('_ref=one');
  });

  test("another story's page does not take the home page's lists", async () => {
    const home = mainOf((await page(`${DE}/?other=1`)).html);
    const category = mainOf((await page(`${DE}/fotokalender/?other=1`)).html);
    const categoryAgain = mainOf((await page(`${DE}/fotokalender/?other=1`)).html);
    expect(category).not.toBe(home);
    expect(category).not.toContain('data-feature="HOME_HERO_AB"');
    expect(categoryAgain).toBe(category);
  });

  test('a personal page renders its lists in place, with the same content', async () => {
    const shared = await page(`${DE}/?personal=0`);
    const personal = await page(`${DE}/?personal=1&feature=VOLL_1616&treatment=off`);
    expect(personal.response.headers.get('cache-control')).toContain('private');
    expect(personal.html).toMatch(/data-island="reviews-carousel"[^>]*data-island-index="\d+"/);
    expect(islandProps(personal.html, 'reviews-carousel')).toEqual(
      islandProps(shared.html, 'reviews-carousel'),
    );
    expect(headOf(personal.html)).toMatch(/<link rel="preload" as="image"[^>]*hero-kartenliebe/);
  });

  test('the error page takes its story lists as kept too', async () => {
    const first = await page(`${DE}/gibt-es-nicht/`);
    const second = await page(`${DE}/gibt-es-nicht/`);
    expect(first.response.status).toBe(404);
    expect(first.html).not.toContain('<template data-story-list');
    expect(mainOf(second.html)).toBe(mainOf(first.html));
    expect(mainOf(first.html).length).toBeGreaterThan(500);
  });
});
