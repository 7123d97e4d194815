// The navigation islands' data: the page names where it loads, the endpoint answers the site's flyouts and burger
// menu, versioned by the content cache version, and pages no longer carry it as props.
import { env } from 'cloudflare:test';
import { describe, expect, test } from 'vitest';
import { issueEditorToken } from '../../worker/content/editor-token';
import { CH, DE, get, islandData, islandProps, page } from './fetch';

const navigationOf = (html: string) => String(islandData(html).state.navigation);

describe('navigation data on demand', () => {
  test('a page names its versioned source; the answer is the visible items with flyouts and the burger', async () => {
    const { html } = await page(`${DE}/`);
    const source = navigationOf(html);
    expect(source).toMatch(/^\/frontend-api\/navigation\/?\?cv=\d+$/);
    const response = await get(`${DE}${source}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const data = (await response.json()) as {
      main: { text: string; flyoutGroups: unknown[] }[];
      burger: unknown;
    };
    expect(data.main.map((item) => item.text)).toContain('Karten');
    expect(data.main.some((item) => item.flyoutGroups.length > 0)).toBe(true);
    expect(data.burger).toMatchObject({ mainNavigationItems: expect.any(Array) });
  });

  test('the islands carry no flyouts and no burger menu: the strip and the flyout kind only', async () => {
    const { html } = await page(`${DE}/`);
    expect(islandProps(html, 'burger')).toEqual({});
    const items = islandProps(html, 'main-navigation').items as Record<string, unknown>[];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items)
      expect(Object.keys(item).sort()).toEqual(['flyout', 'link', 'navigationType', 'text']);
    expect(html).not.toContain('flyoutGroups');
  });

  test('under a locale prefix the source and the answer are that locale’s', async () => {
    const { html } = await page(`${CH}/fr/`);
    const source = navigationOf(html);
    expect(source).toMatch(/^\/fr\/frontend-api\/navigation\/?\?cv=\d+$/);
    const fr = (await (await get(`${CH}${source}`)).json()) as { main: { text: string }[] };
    const de = (await (await get(`${CH}${source.replace('/fr', '')}`)).json()) as {
      main: { text: string }[];
    };
    expect(fr.main.map((item) => item.text)).not.toEqual(de.main.map((item) => item.text));
  });

  test.each<[query: string, status: number, cacheControl: string | null]>([
    ['', 200, 'public, max-age=0, s-maxage=60'],
    ['?cv=1', 200, 'public, max-age=0, s-maxage=60'],
    ['?cv=abc', 400, null],
  ])(
    'an old, missing or bad version (%s) answers %i, never kept for long',
    async (query, status, cacheControl) => {
      const response = await get(`${DE}/frontend-api/navigation/${query}`);
      expect(response.status).toBe(status);
      if (cacheControl) expect(response.headers.get('cache-control')).toBe(cacheControl);
      else expect(await response.json()).toEqual({ error: 'cv: cv must be a content cache version' });
    },
  );

  test('a draft page loads the draft navigation with its editor query, never stored', async () => {
    const timestamp = Math.floor(Date.now() / 1000);
    const token = await issueEditorToken(env.STORYBLOK_SPACE_ID, env.STORYBLOK_PREVIEW_TOKEN, timestamp);
    const editor = new URLSearchParams({
      _storyblok: '1',
      '_storyblok_tk[space_id]': env.STORYBLOK_SPACE_ID,
      '_storyblok_tk[timestamp]': String(timestamp),
      '_storyblok_tk[token]': token,
    });
    const { html } = await page(`${DE}/?${editor}`);
    const source = navigationOf(html);
    expect(source).toBe(`/frontend-api/navigation?${editor}`);
    const response = await get(`${DE}${source}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });
});
