// Live preview in the visual editor, in Chromium with the local bridge: an input event re-renders the story region
// in place (scroll position kept, an island outside it untouched); an expired editor token shows the notice with
// a reload button instead of reloading into the published page.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { issueEditorToken } from '../../worker/content/editor-token';
import { bootReady, browserFixture, shopUrl } from './browser';

// A refused token answers 401, which Chromium reports as a failed resource: that is the behaviour under test.
const chromium = browserFixture({
  viewport: { width: 1280, height: 800 },
  failOnErrors: (message) => !message.includes('status of 401'),
});

/** The local configuration's demo space and preview token (wrangler.toml). */
const SPACE_ID = '1000';
const PREVIEW_TOKEN = 'demo-preview-token';
const HOUR = 3600;

type Story = { id: number; content: { teaser: { headline: string }[] } } & Record<string, unknown>;

/** The visual editor's query for story `id`, its token issued `age` seconds ago. */
async function editorQuery(id: number | string, age = 0): Promise<URLSearchParams> {
  const timestamp = Math.floor(Date.now() / 1000) - age;
  return new URLSearchParams({
    _storyblok: String(id),
    '_storyblok_tk[space_id]': SPACE_ID,
    '_storyblok_tk[timestamp]': String(timestamp),
    '_storyblok_tk[token]': await issueEditorToken(SPACE_ID, PREVIEW_TOKEN, timestamp),
  });
}

/** The home page in the editor's frame: the draft with the local bridge, and the story as the bridge sends it. */
async function openHomeDraft(): Promise<{ page: Page; story: Story }> {
  const page = await chromium.newPage();
  await page.goto(shopUrl(`/robots.txt`));
  const query = await editorQuery(1);
  const story = await page.evaluate(async (search) => {
    const response = await fetch(`/frontend-api/mp/storyblok?slug=home&${search}`);
    return ((await response.json()) as { story: unknown }).story;
  }, query.toString());
  await page.goto(shopUrl(`/?${await editorQuery((story as Story).id)}`), { waitUntil: 'load' });
  await bootReady(page);
  await page.waitForFunction(() => 'StoryblokBridge' in window && '__emitBridge' in window);
  return { page, story: story as Story };
}

function withHeadline(story: Story, headline: string): Story {
  const [first, ...rest] = story.content.teaser;
  return { ...story, content: { ...story.content, teaser: [{ ...first, headline }, ...rest] } };
}

const emit = (page: Page, action: string, payload: object = {}) =>
  page.evaluate(
    ([name, data]) =>
      (window as unknown as { __emitBridge(a: string, p: object): void }).__emitBridge(name, data),
    [action, payload] as const,
  );

const regionText = (page: Page) =>
  page.evaluate(() => document.querySelector('[data-story-region]')?.textContent);

describe('live preview', () => {
  test('an input event shows the edited story in place: scroll kept, islands outside untouched', async () => {
    const { page, story } = await openHomeDraft();
    expect(await regionText(page)).toContain('Mit Liebe gestaltet');
    // An island outside the region, hydrated and marked, and the region as it is now.
    await page.focus('[data-main-navigation] li a');
    await page.waitForSelector('[data-island="main-navigation"][data-hydrated]', { state: 'attached' });
    await page.evaluate(() => {
      Object.assign(document.querySelector('[data-island="main-navigation"]') ?? {}, { keptMark: 'kept' });
      Object.assign(document.querySelector('[data-story-region]') ?? {}, { keptMark: 'old' });
    });
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);

    await emit(page, 'input', { story: withHeadline(story, 'Live aus dem Editor') });
    await page.waitForFunction(
      () => document.querySelector('[data-story-region]')?.textContent?.includes('Live aus dem Editor'),
      undefined,
      { timeout: 5000 },
    );
    expect(await regionText(page)).not.toContain('Mit Liebe gestaltet');
    expect(await page.evaluate(() => window.scrollY)).toBe(900);
    const marks = await page.evaluate(() => ({
      region: (document.querySelector('[data-story-region]') as unknown as { keptMark?: string }).keptMark,
      island: (document.querySelector('[data-island="main-navigation"]') as unknown as { keptMark?: string })
        .keptMark,
      hydrated: document.querySelector('[data-island="main-navigation"]')?.hasAttribute('data-hydrated'),
    }));
    expect(marks).toEqual({ region: undefined, island: 'kept', hydrated: true });
    // Still the editor's draft page: no reload happened.
    expect(page.url()).toContain('_storyblok=');
  });

  test('the latest of quick inputs wins', async () => {
    const { page, story } = await openHomeDraft();
    for (const headline of ['Erster Stand', 'Zweiter Stand', 'Letzter Stand']) {
      await emit(page, 'input', { story: withHeadline(story, headline) });
    }
    await page.waitForFunction(
      () => document.querySelector('[data-story-region]')?.textContent?.includes('Letzter Stand'),
      undefined,
      { timeout: 5000 },
    );
    await page.waitForTimeout(500);
    expect(await regionText(page)).not.toMatch(/Erster Stand|Zweiter Stand/);
  });
});

describe('the global config in the editor', () => {
  test('opens from its full slug on the home page, and an input event shows the edited furniture in place', async () => {
    const page = await chromium.newPage();
    await page.goto(shopUrl('/robots.txt'));
    const config = (await page.evaluate(async (search) => {
      const response = await fetch(`/frontend-api/mp/storyblok?slug=global-config&${search}`);
      return ((await response.json()) as { story: unknown }).story;
    }, (await editorQuery(1)).toString())) as {
      id: number;
      content: Record<string, Record<string, unknown>[]>;
    };
    // As Storyblok opens it: the preview URL (the site root) with the story's full slug and its parameters.
    await page.goto(shopUrl(`/kartenliebe/de-de/global-config?${await editorQuery(config.id)}`), {
      waitUntil: 'load',
    });
    expect(new URL(page.url()).pathname).toBe('/');
    await bootReady(page);
    await page.waitForFunction(() => 'StoryblokBridge' in window && '__emitBridge' in window);

    const [bar] = config.content.actionBar ?? [];
    const [header] = config.content.header ?? [];
    const edited = {
      ...config,
      content: {
        ...config.content,
        actionBar: [{ ...bar, text: 'Live im Editor: 20 % auf alles' }],
        header: [{ ...header, serviceHotline: '+49 30 999 88 77' }],
      },
    };
    await emit(page, 'input', { story: edited });
    await page.waitForFunction(
      () => document.querySelector('[data-furniture="action-bar"]')?.textContent?.includes('Live im Editor'),
      undefined,
      { timeout: 5000 },
    );
    expect(await page.textContent('[data-furniture="header"]')).toContain('+49 30 999 88 77');
    // The swapped navigation still wakes on interaction, with the props it came with.
    await page.focus('[data-main-navigation] li a');
    await page.waitForSelector('[data-island="main-navigation"][data-hydrated]', { state: 'attached' });
    expect(page.url()).toContain('_storyblok=');
  });
});

describe('an expired preview session', () => {
  /** Sends the page's live-preview requests with a token Storyblok issued over an hour ago, as time would. */
  async function expireToken(page: Page, id: number): Promise<void> {
    const expired = await editorQuery(id, HOUR + 60);
    await page.route('**/frontend-api/draft-render?**', (route) => {
      const url = new URL(route.request().url());
      url.search = expired.toString();
      return route.continue({ url: url.href });
    });
  }

  const noticeShown = (page: Page) =>
    page.waitForSelector('[data-editor-notice]:not([hidden])', { state: 'visible', timeout: 5000 });

  test('an input shows the notice with a reload button, in the page, and the draft stays', async () => {
    const { page, story } = await openHomeDraft();
    expect(await page.isVisible('[data-editor-notice]')).toBe(false);
    await expireToken(page, story.id);
    await emit(page, 'input', { story: withHeadline(story, 'Zu spät') });
    await noticeShown(page);
    const notice = page.locator('[data-editor-notice]');
    expect(await notice.textContent()).toContain('Die Vorschau-Sitzung ist abgelaufen');
    expect(await page.locator('[data-editor-reload]').isVisible()).toBe(true);
    expect(await page.locator('[data-editor-reload]').textContent()).toBe('Editor neu laden');
    // A fixed bar at the top of the viewport.
    const box = await notice.boundingBox();
    expect(box?.y).toBe(0);
    expect(await notice.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    expect(await regionText(page)).toContain('Mit Liebe gestaltet');
  });

  test('a save does not reload into the published page: the notice shows instead', async () => {
    const { page, story } = await openHomeDraft();
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    await expireToken(page, story.id);
    await emit(page, 'change', { storyId: story.id, reload: true });
    await noticeShown(page);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );
  });

  test('with a fresh token a save reloads the draft', async () => {
    const { page, story } = await openHomeDraft();
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    await Promise.all([page.waitForEvent('load'), emit(page, 'change', { storyId: story.id, reload: true })]);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      undefined,
    );
  });
});
