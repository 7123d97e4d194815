// The layout's shared parts (header, main navigation, footer, floating parts) rendered once per isolate and
// reused by every shared page: the same markup as in place, keyed by what each depends on, never in a
// personal page.
import { describe, expect, test } from 'vitest';
import { DE, islandProps, page, withoutClock } from './fetch';

const PARTS = ['header', 'main-navigation', 'footer-top', 'footer-end', 'floating'];

const partsOf = (html: string) =>
  [...html.matchAll(/data-layout-part="([a-z-]+)"/g)].map((match) => match[1]);

describe('layout parts', () => {
  test('a shared page takes every part, with their islands in the data script', async () => {
    const { html } = await page(`${DE}/?parts=1`);
    expect(partsOf(html)).toEqual(PARTS);
    expect(html).toMatch(/data-island="main-navigation"[^>]*data-island-index="n0"/);
    expect((islandProps(html, 'main-navigation').items as unknown[]).length).toBeGreaterThan(3);
    expect(html).toContain('data-copyright');
  });

  test('the part of a page is its own: selection and carried parameters are not taken from another page', async () => {
    const category = await page(`${DE}/fotokalender/?_ref=first`);
    const home = await page(`${DE}/?_ref=second`);
    expect(islandProps(category.html, 'main-navigation').selected).not.toBe(
      islandProps(home.html, 'main-navigation').selected,
    );
    expect(home.html).not.toMatch(/data-nav-index="\d+"[^>]*>\s*<a [^>]*aria-current/);
    expect(home.html).toContain('_ref=second');
    expect(home.html).not.toContain('_ref=first');
    const again = await page(`${DE}/fotokalender/?_ref=first`);
    expect(withoutClock(again.html)).toBe(withoutClock(category.html));
  });

  test('a personal page renders every part in place', async () => {
    const { html } = await page(`${DE}/?feature=VOLL_1616`);
    expect(partsOf(html)).toEqual([]);
    expect(html).toContain('data-copyright');
    expect(html).toMatch(/data-island="main-navigation"[^>]*data-island-index="\d+"/);
  });
});
