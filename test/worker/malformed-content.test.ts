// Real spaces are messier than the demo: under `FAULTS=content-malformed` (broken and unknown blocks, images on
// unknown hosts, rich text with every node, a broken footer box, missing global configs) every page of both
// channels' sitemaps still answers 200, each block left out is logged once with its component, uid and story, and
// the rich text with every node renders whole.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { ALL_NODES_UID, MALFORMED_UID, UNKNOWN_IMAGE_HOST } from '../../worker/backends/malformed-content';
import { StoryCache } from '../../worker/content/story-cache';
import worker from '../../worker/index';
import { ISOLATE_CACHE } from '../../worker/isolate-cache';
import { DE, withTestVisitor } from './fetch';

const POSTER_DE = 'http://poster.de.localhost:8787';
/** A poster site whose content locale and its fallback have no global config under the fault. */
const POSTER_NL = 'http://poster.nl.localhost:8787';

type Line = {
  level: string;
  id: string;
  uid?: string;
  component?: string;
  story?: string;
  [key: string]: unknown;
};
let lines: Line[] = [];

const record = (level: string) => (line: unknown) => {
  try {
    lines.push({ ...(JSON.parse(String(line)) as Line), level });
  } catch {
    lines.push({ level, id: String(line) });
  }
};

beforeAll(async () => {
  await StoryCache.invalidate(env.CONTENT_CACHE, ISOLATE_CACHE);
});

beforeEach(() => {
  lines = [];
  vi.spyOn(console, 'info').mockImplementation(record('info'));
  vi.spyOn(console, 'warn').mockImplementation(record('warn'));
  vi.spyOn(console, 'error').mockImplementation(record('error'));
});
afterEach(() => vi.restoreAllMocks());

/** One request under the fault, with the log lines it wrote. */
async function send(url: string, faults = 'content-malformed') {
  const before = lines.length;
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(url, { redirect: 'manual', ...withTestVisitor() }),
    { ...env, FAULTS: faults } as typeof env,
    ctx,
  );
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, html, logged: lines.slice(before) };
}

const UNRESIZED = new RegExp(`<img [^>]*src="https://${UNKNOWN_IMAGE_HOST.replaceAll('.', '\\.')}/`, 'g');

async function sitemap(host: string): Promise<string[]> {
  const { response, html } = await send(`${host}/sitemap.xml`);
  expect(response.status).toBe(200);
  return [...html.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => (match[1] ?? '').replaceAll('&amp;', '&'));
}

describe('content-malformed', () => {
  test('every sitemap page of both channels answers 200 and logs each block it leaves out once', {
    timeout: 300_000,
  }, async () => {
    const pages = [...(await sitemap(DE)), ...(await sitemap(POSTER_DE))];
    expect(pages.length).toBeGreaterThan(40);
    const failed: string[] = [];
    const twice: string[] = [];
    const unnamed: Line[] = [];
    let storyPages = 0;
    let skipped = 0;
    let brokenBoxes = 0;
    let unresized = 0;
    let unknownHostLogs = 0;
    for (const page of pages) {
      const { response, html, logged } = await send(page);
      if (response.status !== 200) failed.push(`${page} ${response.status}`);
      // Images on an unknown host are shown unresized and logged; the site's own are still resized.
      unresized += html.match(UNRESIZED)?.length ?? 0;
      unknownHostLogs += logged.filter((line) => line.id === 'image-host-unknown').length;
      brokenBoxes += logged.filter((line) => line.block === 'footer.boxes.socialMedia.items').length;
      const named = logged.filter(
        (line) => typeof line.uid === 'string' && line.uid.startsWith(MALFORMED_UID),
      );
      const uids = named.map((line) => `${line.id} ${line.uid}`);
      for (const uid of new Set(uids))
        if (uids.indexOf(uid) !== uids.lastIndexOf(uid)) twice.push(`${page} ${uid}`);
      // A skipped or failed block names its component, uid and story.
      for (const line of logged) {
        if (!['hybrid-parse-error', 'hybrid-ssr-error', 'richtext-render-error'].includes(line.id)) continue;
        if (line.block !== undefined) continue; // a part of the global config, named by its place in it
        if (!line.component || !line.uid || !line.story) unnamed.push(line);
      }
      // No page fails as a whole.
      expect(logged.filter((line) => line.id === 'hybrid-ssr-error' && line.uid === undefined)).toEqual([]);
      if (html.includes('data-story-region')) {
        storyPages++;
        skipped += named.length;
        // The unknown component among the body's blocks: left out, named once.
        expect(named.filter((line) => line.uid?.startsWith(`${MALFORMED_UID}unknown-`)).length, page).toBe(1);
        // The rich text with every node renders whole: nothing of it is skipped.
        expect(
          logged.filter((line) => line.uid === ALL_NODES_UID),
          page,
        ).toEqual([]);
        for (const text of [
          'Alle Knoten',
          'Punkt',
          'Zitat',
          'const a = 1;',
          'Kopf',
          'Zelle',
          'Unbekannt',
          '😄',
        ]) {
          expect(html, `${page}: ${text}`).toContain(text);
        }
      }
    }
    expect(failed).toEqual([]);
    expect(twice).toEqual([]);
    expect(unnamed).toEqual([]);
    expect(storyPages).toBeGreaterThan(20);
    // Broken blocks besides the unknown ones were left out and named.
    expect(skipped).toBeGreaterThan(storyPages);
    expect(unresized).toBeGreaterThan(0);
    expect(unknownHostLogs).toBeGreaterThan(0);
    // Each channel's global config is read once: its broken footer box is named once.
    expect(brokenBoxes).toBe(2);
  });

  test('a broken footer box is left out alone: the other boxes show', async () => {
    const { html } = await send(`${POSTER_DE}/?visit=${crypto.randomUUID()}`);
    expect(html).toContain('data-footer-box-items="international"');
    expect(html).not.toContain('data-footer-box-items="socialMedia"');
  });

  test('a site without a global config renders with a minimal header and footer and says why', async () => {
    const { response, html, logged } = await send(`${POSTER_NL}/`);
    expect(response.status).toBe(200);
    expect(logged.map((line) => line.id)).toContain('empty-hybrid-layout');
    expect(html).toContain('data-copyright');
    expect(html).toContain('<header');
  });
});

describe('asset paths on the page route', () => {
  test.each(['/x.png', '/wp-login.php', '/fotokalender/bild.jpg', '/apple-touch-icon.png'])(
    '%s answers 404 without asking the space, and logs asset-load-on-slug',
    async (path) => {
      // The space is down: a lookup would answer 503.
      const { response, logged } = await send(`${DE}${path}`, 'content-down');
      expect(response.status).toBe(404);
      expect(logged.map((line) => line.id)).toEqual(['asset-load-on-slug']);
    },
  );
});
