// The Image component on the server: src, srcset and sizes from its slot, intrinsic size, loading and priority,
// placeholder;
// the hero teaser's first image follows the channel's lazy-first-image setting.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { columnSlot } from '../domain/image-slots';
import { placeholderOf } from '../domain/placeholder';
import { resolveSite } from '../domain/site';
import { TEXTS } from '../i18n/texts';
import { Teaser } from './blocks/Teaser';
import { Image } from './Image';
import { PageContext, type PageState } from './page-context';

function pageFor(host: string): PageState {
  const resolved = resolveSite(new URL(`http://${host}/`), { posterShopName: 'wandliebe' });
  if (resolved.kind !== 'site') throw new Error(`no site for ${host}`);
  return {
    site: resolved.site,
    carried: {},
    texts: TEXTS['de-DE'],
    assets: { sprite: '/assets/icons.svg' },
    flags: { flagsDisabled: false },
    navigation: '/frontend-api/navigation/?cv=1',
  };
}

/** The attributes of the first `<img>` rendered, names lower-cased, entities decoded. */
function img(node: ReactNode, host = 'kartenliebe.de'): Record<string, string> {
  const html = renderToString(<PageContext.Provider value={pageFor(host)}>{node}</PageContext.Provider>);
  const tag = /<img [^>]*>/.exec(html)?.[0] ?? '';
  const pairs = [...tag.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)];
  return Object.fromEntries(
    pairs.map(([, name, value]) => [(name ?? '').toLowerCase(), (value ?? '').replaceAll('&quot;', '"')]),
  );
}

const SITE = '/demo-images/canvas-1.svg';
const STORYBLOK = 'https://a.storyblok.com/f/1000/1200x800/abc/canvas.jpg';
const url = (options: string, path: string) => `/cdn-cgi/image/${options},format=auto,quality=85/${path}`;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Image', () => {
  test.each([
    [SITE, 'demo-images/canvas-1.svg'],
    [STORYBLOK, STORYBLOK],
  ])(
    'tile preset of %s without a slot: 1/1 box, shown at its width at densities 1 and 2, lazy',
    (src, path) => {
      const attributes = img(<Image src={src} alt="Canvas" preset="tile" />);
      expect(attributes).toMatchObject({
        src: url('width=400,height=400,fit=cover', path),
        srcset: `${url('width=400,height=400,fit=cover', path)} 400w, ${url('width=800,height=800,fit=cover', path)} 800w`,
        sizes: '400px',
        alt: 'Canvas',
        width: '400',
        height: '400',
        loading: 'lazy',
        decoding: 'async',
      });
      expect(attributes.fetchpriority).toBeUndefined();
      // A lazy image's placeholder waits for the boot script, which sets it once the image nears the viewport.
      expect(attributes.style).toBeUndefined();
      // The page carries the mark alone; the URL is the image's own with the placeholder's options.
      expect(attributes['data-placeholder']).toBe('');
      expect(placeholderOf(attributes.src ?? '')).toBe(
        `/cdn-cgi/image/width=10,height=10,fit=cover,format=auto,quality=50,blur=3/${path}`,
      );
    },
  );

  test("on a local host every URL uses the worker's local resizing path", () => {
    const attributes = img(<Image src={SITE} alt="" preset="tile" />, 'kartenliebe.de.localhost:8787');
    expect(attributes.src).toBe(
      `/_local${url('width=400,height=400,fit=cover', 'demo-images/canvas-1.svg')}`,
    );
    expect(attributes.srcset?.match(/\/_local\/cdn-cgi\/image\//g)).toHaveLength(2);
    expect(placeholderOf(attributes.src ?? '')).toContain('/_local/cdn-cgi/image/width=10,height=10,');
  });

  test('priority: eager, high fetch priority, no placeholder to fetch beside it', () => {
    const attributes = img(<Image src={SITE} alt="" preset="hero" priority />);
    expect(attributes).toMatchObject({
      width: '1200',
      height: '800',
      loading: 'eager',
      fetchpriority: 'high',
    });
    expect(attributes.style).toBeUndefined();
    expect(attributes['data-placeholder']).toBeUndefined();
  });

  test.each([
    [{ width: 300, ratio: '3/1' }, '300', '100'],
    [{ width: 300, height: 120 }, '300', '120'],
    [{ preset: 'teaser', height: 100 }, '720', '100'],
    [{ preset: 'teaser', ratio: '1/1' }, '720', '720'],
  ])('%o gives width %s and height %s', (props, width, height) => {
    expect(img(<Image src={SITE} alt="" {...props} />)).toMatchObject({ width, height });
  });

  test('a slot gives sizes and srcset widths; every candidate keeps the ratio', () => {
    const slot = columnSlot({ base: { columns: 2, gap: 16 }, md: { columns: 3 } });
    const attributes = img(<Image src={SITE} alt="" preset="tile" slot={slot} />);
    expect(attributes.sizes).toBe(
      '(min-width: 1024px) 320px, (min-width: 768px) calc((100vw - 64px) / 3), calc((100vw - 48px) / 2)',
    );
    const candidates = (attributes.srcset ?? '').split(', ').map((candidate) => {
      const [, width, height, descriptor] = /width=(\d+),height=(\d+),.* (\d+)w$/.exec(candidate) ?? [];
      return [Number(width), Number(height), Number(descriptor)];
    });
    expect(candidates.map(([, , descriptor]) => descriptor)).toEqual([160, 240, 320, 400, 480, 640, 800]);
    for (const [width, height, descriptor] of candidates)
      expect([height, descriptor]).toEqual([width, width]);
    expect(attributes.src).toBe(url('width=400,height=400,fit=cover', 'demo-images/canvas-1.svg'));
    expect(attributes).toMatchObject({ width: '400', height: '400' });
  });

  test('a ratio that is not number/number warns and falls back to the height', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(img(<Image src={SITE} alt="" width={300} ratio="wide" height={90} />).height).toBe('90');
    expect(warn).toHaveBeenCalledWith('Image aspect ratio must be number/number, got "wide"');
  });

  test('without height or ratio it warns that the box may shift', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(img(<Image src={SITE} alt="" preset="subteaser" />).height).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      `Image ${SITE} has neither a height nor an aspect ratio: its box may shift`,
    );
  });

  test.each([
    [{ preset: 'banner' }, /Unknown image preset "banner"/],
    [{ width: 100, height: 50, provider: 'imgix' }, /Unknown image provider "imgix"/],
    [{}, /needs a width or a preset/],
  ])('%o throws at render time', (props, message) => {
    expect(() => img(<Image src={SITE} alt="" {...props} />)).toThrow(message);
  });
});

describe('hero teaser', () => {
  const hero = (
    <Teaser
      headline="Hi"
      subline=""
      text=""
      cta={[]}
      variant="hero"
      image={{ filename: SITE, alt: 'Hero' }}
    />
  );

  test('a hero teaser alone is lazy: the page decides its largest paint, not the block type', () => {
    const attributes = img(hero, 'wandliebe.co.uk');
    expect(attributes).toMatchObject({ loading: 'lazy', width: '1200', height: '800' });
    expect(attributes.fetchpriority).toBeUndefined();
  });

  test('a default teaser is lazy with the teaser preset', () => {
    const teaser = (
      <Teaser
        headline="Hi"
        subline=""
        text=""
        cta={[]}
        variant="default"
        image={{ filename: SITE, alt: '' }}
      />
    );
    expect(img(teaser)).toMatchObject({ loading: 'lazy', width: '720', height: '480' });
  });
});
