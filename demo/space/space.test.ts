// Invariants of the demo content space: ids, slugs, relations, links, images, locales and drafts.
import { describe, expect, test } from 'vitest';
import { ICON_NAMES } from '../../shared/components/icons/icons';
import { buildStories } from './build';
import { DEMO_IMAGES, DEMO_SPACE, type SpaceStory } from './index';
import { TEXTS } from './texts';

const STORIES = DEMO_SPACE.stories;
const SLUG =
  /^(kartenliebe|poster)\/(de-ch|de-de|de-li|en-gb|en-us|es-es|fr-be|fr-fr|it-it|nl-nl)\/[a-z0-9/_-]+$/;
const LOCALES = ['de-ch', 'de-de', 'de-li', 'en-gb', 'en-us', 'es-es', 'fr-be', 'fr-fr', 'it-it', 'nl-nl'];
const APP_ROUTES =
  /^(themes\/\d+|products|configurator-(calendar|card|collage|photo-frame|photobook|photobox))\/$/;
const RELATION_FIELDS = ['productSnippet', 'person', 'items', 'frameTypes', 'accessoryTypes'] as const;
const WRAPPERS = new Set(['UspWrapper', 'ItemWrapper', 'ContainerWrapper']);

const byUuid = new Map(STORIES.map((story) => [story.uuid, story]));
const scopeOf = (story: SpaceStory) => story.full_slug.split('/').slice(0, 2).join('/');
const pathOf = (story: SpaceStory) => story.full_slug.split('/').slice(2).join('/');

type Node = Record<string, unknown>;

/** Every object inside a story's content (published and draft), depth first. */
function nodes(story: SpaceStory): Node[] {
  const found: Node[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      found.push(value as Node);
      Object.values(value).forEach(walk);
    }
  };
  walk(story.content);
  walk(story.draftContent);
  return found;
}

/** Relation uuids of a story: field name -> uuids. */
function relations(story: SpaceStory): [field: string, uuid: string][] {
  return nodes(story).flatMap((node) =>
    RELATION_FIELDS.flatMap((field) => {
      const value = node[field];
      if (field === 'items' && !WRAPPERS.has(String(node.component))) return [];
      if (field === 'productSnippet' && node.component !== 'Page') return [];
      const uuids = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
      return uuids.map((uuid): [string, string] => [`${String(node.component)}.${field}`, String(uuid)]);
    }),
  );
}

describe('demo space', () => {
  test('ids, uuids, full slugs and block uids are unique', () => {
    for (const key of ['id', 'uuid', 'full_slug'] as const) {
      expect(new Set(STORIES.map((story) => story[key])).size).toBe(STORIES.length);
    }
    const uids = STORIES.flatMap((story) =>
      nodes({ ...story, draftContent: undefined }).map((node) => node._uid),
    );
    expect(new Set(uids.filter(Boolean)).size).toBe(uids.filter(Boolean).length);
  });

  test('slugs follow the channel/locale/path scheme and dates are fixed 2026 values', () => {
    for (const story of STORIES) {
      expect(story.full_slug).toMatch(SLUG);
      expect(story.slug).toBe(story.full_slug.split('/').pop());
      expect(story.created_at.startsWith('2026-')).toBe(true);
      expect(typeof story.content._uid).toBe('string');
    }
  });

  test('the build is deterministic', () => {
    expect(buildStories()).toEqual(STORIES);
  });

  test('a group holds one story per channel and locale', () => {
    const seen = new Set<string>();
    for (const story of STORIES) {
      const key = `${scopeOf(story)}|${story.group_id}`;
      expect(seen.has(key), story.full_slug).toBe(false);
      seen.add(key);
    }
    const home = STORIES.filter((story) => story.full_slug.startsWith('poster/') && pathOf(story) === 'home');
    expect(new Set(home.map((story) => story.group_id)).size).toBe(1);
  });

  test('every channel and locale has home and global-config', () => {
    for (const channel of ['kartenliebe', 'poster']) {
      for (const locale of LOCALES) {
        const home = STORIES.find((story) => story.full_slug === `${channel}/${locale}/home`);
        const config = STORIES.find((story) => story.full_slug === `${channel}/${locale}/global-config`);
        expect(home?.content.component).toBe('Page');
        expect(config?.content.component).toBe('GlobalConfig');
      }
    }
  });

  test('every relation uuid points to a story of the same channel and locale', () => {
    for (const story of STORIES) {
      for (const [field, uuid] of relations(story)) {
        const target = byUuid.get(uuid);
        expect(target, `${story.full_slug} ${field} ${uuid}`).toBeDefined();
        expect(target && scopeOf(target)).toBe(scopeOf(story));
      }
    }
  });

  test('each relation is used in kartenliebe de-de and poster en-gb', () => {
    const fields = [
      'Page.productSnippet',
      'ContactForm.person',
      'UspWrapper.items',
      'ItemWrapper.items',
      'ContainerWrapper.items',
      'Frame.frameTypes',
      'Accessory.accessoryTypes',
    ];
    for (const scope of ['kartenliebe/de-de', 'poster/en-gb']) {
      const used = new Set(
        STORIES.filter((story) => scopeOf(story) === scope).flatMap((story) =>
          relations(story).map(([field]) => field),
        ),
      );
      for (const field of fields) expect(used.has(field), `${scope} ${field}`).toBe(true);
    }
  });

  test('one page references more than 100 related stories (chunked lookup)', () => {
    const big = STORIES.filter((story) => new Set(relations(story).map(([, uuid]) => uuid)).size > 100);
    expect(big.map((story) => story.full_slug)).toEqual(['kartenliebe/de-de/versand']);
  });

  test('story links point to stories of the same channel or to app routes', () => {
    const paths = new Map<string, Set<string>>();
    for (const story of STORIES) {
      const channel = story.full_slug.split('/')[0] ?? '';
      paths.set(channel, (paths.get(channel) ?? new Set()).add(`${pathOf(story)}/`));
    }
    let checked = 0;
    for (const story of STORIES) {
      const channel = story.full_slug.split('/')[0] ?? '';
      for (const node of nodes(story)) {
        if (node.linktype !== 'story') continue;
        const target = String(node.cached_url);
        checked += 1;
        expect(
          paths.get(channel)?.has(target) || APP_ROUTES.test(target),
          `${story.full_slug} -> ${target}`,
        ).toBe(true);
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  test('every image exists in DEMO_IMAGES and is an SVG document', () => {
    const names = new Set<string>();
    for (const story of STORIES) {
      for (const node of nodes(story)) {
        const file = node.filename;
        if (typeof file === 'string' && file.endsWith('.svg'))
          names.add(file.replace(/^\/demo-images\/|\.svg$/g, ''));
      }
    }
    expect(names.size).toBeGreaterThan(40);
    for (const name of names)
      expect(DEMO_IMAGES[name], name).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });

  test('every icon name exists in the icon sprite', () => {
    const known = new Set<string>(ICON_NAMES);
    for (const story of STORIES) {
      for (const node of nodes(story)) {
        const icon = node.icon;
        const name = typeof icon === 'string' ? icon : (icon as { name?: unknown } | undefined)?.name;
        if (typeof name === 'string') expect(known.has(name), `${story.full_slug}: ${name}`).toBe(true);
      }
    }
  });

  test('the photo book category carries the overview title in every language', () => {
    const pages = STORIES.filter((story) =>
      /\/(fotobuch|photo-books|fotolibro|livre-photo|fotoboek)$/.test(story.full_slug),
    );
    expect(pages.length).toBeGreaterThanOrEqual(9);
    for (const page of pages) {
      const locale = page.full_slug.split('/')[1] ?? '';
      const title = page.content.title;
      if (locale.startsWith('en')) expect(title).toBe('Design your own photo books with love');
      else expect(title).toBe(TEXTS[locale.slice(0, 2) as 'de'].familyTitle.photobook.replace('ß', 'ss'));
    }
  });

  test('exactly one draft-only story and one story with a differing draft', () => {
    const unpublished = STORIES.filter((story) => !story.published);
    expect(unpublished.map((story) => story.full_slug)).toEqual(['kartenliebe/de-de/preview-only']);
    expect(unpublished[0]?.published_at).toBeNull();
    const drafts = STORIES.filter((story) => story.draftContent);
    expect(drafts.map((story) => story.full_slug)).toEqual(['kartenliebe/de-de/home']);
    expect(JSON.stringify(drafts[0]?.draftContent)).toContain('"text":"Draft: ');
    expect(drafts[0]?.draftContent).not.toEqual(drafts[0]?.content);
  });

  test('redirects, a non-Page story and the error page exist', () => {
    const redirects = STORIES.filter((story) => story.content.component === 'Redirect');
    // Storyblok's option field sends the status as text; the target is a link field (or, in older content, text).
    const target = (story: SpaceStory) => {
      const value = story.content.target;
      if (typeof value === 'string') return value;
      const link = (value ?? {}) as { url?: string; cached_url?: string };
      return link.url || link.cached_url || '';
    };
    const storyLink = (story: SpaceStory) =>
      (story.content.target as { linktype?: string } | undefined)?.linktype;
    expect(redirects.some((story) => story.content.status === '301' && storyLink(story) === 'story')).toBe(
      true,
    );
    expect(
      redirects.some((story) => story.content.status === '302' && target(story) === 'https://example.com/'),
    ).toBe(true);
    expect(STORIES.some((story) => story.content.component === 'ProductSnippet')).toBe(true);
    expect(STORIES.find((story) => story.full_slug === 'kartenliebe/de-de/error')?.content.component).toBe(
      'Page',
    );
  });

  test('locale touches: Swiss spelling and francs, US inches, prices per currency', () => {
    const content = (slug: string) => STORIES.find((story) => story.full_slug === slug)?.content;
    const text = (slug: string) => JSON.stringify(content(slug));
    /** Reader-facing text only: no link targets or file names. */
    const words = (slug: string) =>
      JSON.stringify(content(slug), (key, value) =>
        ['cached_url', 'url', 'filename'].includes(key) ? undefined : value,
      );
    expect(text('kartenliebe/de-ch/home')).not.toContain('ß');
    expect(text('kartenliebe/de-ch/home')).toContain('CHF');
    expect(text('kartenliebe/de-de/home')).toContain('ß');
    expect(text('poster/en-us/canvas-prints/canvas-classic')).toContain('in"');
    expect(words('poster/en-us/home')).not.toMatch(/colour|personalised|aluminium/i);
    expect(words('poster/en-us/home')).toMatch(/Aluminum/);
    expect(words('poster/en-gb/home')).toMatch(/Aluminium/);
    expect(words('kartenliebe/fr-be/home')).toContain('de Bruxelles à Liège');
    expect(words('kartenliebe/fr-fr/home')).not.toContain('Bruxelles');
    // A number field's value comes as text ("39.99"), the one-block sku field as a list.
    const price = (slug: string) => {
      const value = ((content(slug)?.sku ?? []) as { priceCurrent?: string | number }[])[0]?.priceCurrent;
      return value === undefined ? undefined : Number(value);
    };
    expect(price('poster/de-de/leinwanddruck/leinwand-classic')).toBe(39.99);
    expect(price('poster/de-ch/leinwanddruck/leinwand-classic')).toBe(43.9);
    expect(price('poster/en-gb/canvas-prints/canvas-classic')).toBe(34.99);
  });
});
