// Image URLs for both providers, slots (sizes, srcset widths, fallback), presets, ratios, placeholder, errors.
import { afterEach, describe, expect, test, vi } from 'vitest';
import unoConfig from '../../uno.config';
import {
  columnSlot,
  fallbackWidth,
  PAGE_COLUMN,
  PAGE_CONTAINER,
  slotSizes,
  slotWidth,
  slotWidths,
} from './image-slots';
import {
  BREAKPOINTS,
  DENSITIES,
  fixedSlot,
  ImageConfigError,
  imageUrl,
  isLocalHost,
  parseRatio,
  preset,
  providerOf,
  resizingProvider,
  SMALLEST_VIEWPORT,
  STORYBLOK_ASSET_HOSTS,
  showableImage,
  slotSources,
  unresizedUrl,
} from './images';
import { placeholderOf } from './placeholder';

const SITE = '/demo-images/canvas-1.svg';
const STORYBLOK = 'https://a.storyblok.com/f/1000/1200x800/abc/canvas.jpg';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('imageUrl', () => {
  test.each([
    ['cloudflare', SITE, 'demo-images/canvas-1.svg'],
    ['storyblok', STORYBLOK, STORYBLOK],
    ['storyblok', '//a.storyblok.com/f/1/x.png', 'https://a.storyblok.com/f/1/x.png'],
    // Every region's asset hosts.
    ...STORYBLOK_ASSET_HOSTS.map((host): [string, string, string] => [
      'storyblok',
      `https://${host}/f/1/x.png`,
      `https://${host}/f/1/x.png`,
    ]),
    ['storyblok', '//a-us.storyblok.com/f/1/x.png', 'https://a-us.storyblok.com/f/1/x.png'],
  ])('%s source %s', (provider, source, path) => {
    expect(providerOf(source)).toBe(provider);
    expect(imageUrl(source, { width: 400 })).toBe(`/cdn-cgi/image/width=400,format=auto,quality=85/${path}`);
    expect(imageUrl(source, { width: 400, height: 300, provider })).toBe(
      `/cdn-cgi/image/width=400,height=300,fit=cover,format=auto,quality=85/${path}`,
    );
  });

  test("local hosts use the worker's stand-in path", () => {
    expect(imageUrl(SITE, { width: 40, local: true })).toBe(
      '/_local/cdn-cgi/image/width=40,format=auto,quality=85/demo-images/canvas-1.svg',
    );
  });

  test.each([
    ['localhost', true],
    ['localhost:8787', true],
    ['kartenliebe.de.localhost:8787', true],
    ['poster.co.uk.localhost', true],
    ['kartenliebe.de', false],
    ['wandliebe.co.uk', false],
    ['notlocalhost.com', false],
  ])('%s is local: %s', (host, local) => {
    expect(isLocalHost(host)).toBe(local);
  });

  test.each(['jpg', 'png', 'webp'] as const)('format %s and quality are carried', (format) => {
    expect(imageUrl(SITE, { width: 10.4, format, quality: 60 })).toBe(
      `/cdn-cgi/image/width=10,format=${format},quality=60/demo-images/canvas-1.svg`,
    );
  });

  test.each([
    [
      { width: 400, provider: 'imgix' },
      SITE,
      'Unknown image provider "imgix" (known: cloudflare, storyblok)',
    ],
    [{ width: 0 }, SITE, `Image ${SITE} needs a width of at least 1, got 0`],
    [{ width: 400 }, 'https://evil.example/x.jpg', 'site path or a content-space asset URL'],
    [{ width: 400 }, '//evil.example/x.jpg', 'site path or a content-space asset URL'],
    [{ width: 400 }, 'relative/x.jpg', 'site path or a content-space asset URL'],
  ])('%o for %s throws a clear message', (options, source, message) => {
    expect(() => imageUrl(source, options)).toThrow(ImageConfigError);
    expect(() => imageUrl(source, options)).toThrow(message);
  });
});

describe('sources no provider resizes', () => {
  test.each([
    ['https://images.example.net/x.jpg', 'https://images.example.net/x.jpg'],
    ['http://images.example.net/x.jpg', 'https://images.example.net/x.jpg'],
    ['//images.example.net/x.jpg', 'https://images.example.net/x.jpg'],
    ['https://a.storyblok.com.evil.example/f/1/x.png', 'https://a.storyblok.com.evil.example/f/1/x.png'],
  ])('%s is shown as it is, from %s', (source, url) => {
    expect(resizingProvider(source)).toBeNull();
    expect(unresizedUrl(source)).toBe(url);
    expect(showableImage(source)).toBe(true);
  });

  test.each([
    'javascript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'relative/x.jpg',
    'https://user:pw@images.example.net/x.jpg',
    'ftp://images.example.net/x.jpg',
    '',
  ])('%s is not shown at all', (source) => {
    expect(resizingProvider(source)).toBeNull();
    expect(unresizedUrl(source)).toBeNull();
    expect(showableImage(source)).toBe(false);
  });
});

/** The px width a `sizes` value states at a viewport width: the first matching min-width condition's length. */
function sizesAt(sizes: string, viewport: number): number {
  for (const entry of sizes.split(', ')) {
    const match = /^(?:\(min-width: (\d+)px\) )?(.+)$/.exec(entry);
    if (!match || Number(match[1] ?? 0) > viewport) continue;
    const length = match[2] ?? '';
    if (/^\d+px$/.test(length)) return Number.parseInt(length, 10);
    const fluid = /^(?:calc\()?\(?100vw(?: - (\d+)px)?\)?(?: \/ (\d+))?(?: - (\d+)px)?\)?$/.exec(length);
    if (!fluid) throw new Error(`unexpected length ${length}`);
    const [, outer = '0', columns = '1', inner = '0'] = fluid;
    return (viewport - Number(outer)) / Number(columns) - Number(inner);
  }
  throw new Error(`no length in "${sizes}" for ${viewport}px`);
}

const TEASER = columnSlot({ md: { columns: 2, gap: 32 } });
const TILES = columnSlot({
  base: { columns: 2, gap: 16, cellPadding: 12 },
  md: { columns: 3 },
  xl: { columns: 4 },
});
const CAPPED = columnSlot({ base: { padding: 16 }, sm: { max: 380 } });
const RICH = columnSlot({ base: { max: 720 } });
const RICH_NARROW = columnSlot({ base: { max: 300 } });
const SLOTS = { TEASER, TILES, CAPPED, RICH, RICH_NARROW, PAGE_COLUMN, fixed: fixedSlot(73) };

describe('image slots', () => {
  test("the breakpoints are UnoCSS's, the page container is max-w-screen-xl", () => {
    const breakpoints = Object.fromEntries(
      Object.entries(BREAKPOINTS).map(([name, px]) => [name, `${px}px`]),
    );
    expect(breakpoints).toEqual(unoConfig.theme.breakpoint);
    expect(`${PAGE_CONTAINER.max}px`).toBe(unoConfig.theme.breakpoint.xl);
  });

  test.each([
    [TEASER, '(min-width: 1024px) 480px, (min-width: 768px) calc((100vw - 64px) / 2), calc(100vw - 32px)'],
    [
      TILES,
      '(min-width: 1024px) 212px, (min-width: 768px) calc((100vw - 64px) / 3 - 24px), calc((100vw - 48px) / 2 - 24px)',
    ],
    [CAPPED, '(min-width: 576px) 380px, calc(100vw - 64px)'],
    [RICH, '(min-width: 752px) 720px, calc(100vw - 32px)'],
    [RICH_NARROW, '(min-width: 332px) 300px, calc(100vw - 32px)'],
    [columnSlot({ base: { max: 100 } }), '100px'],
    [
      columnSlot({ base: { columns: 2, gap: 20 }, md: { max: 300 } }, { max: 1024, padding: 0 }),
      '(min-width: 768px) 300px, calc((100vw - 20px) / 2)',
    ],
    [
      columnSlot({ base: { columns: 2, gap: 20 }, lg: { max: 300 } }),
      '(min-width: 900px) 300px, calc((100vw - 52px) / 2)',
    ],
    [PAGE_COLUMN, '(min-width: 1024px) 992px, calc(100vw - 32px)'],
    [columnSlot({}, { max: 1600, padding: 0 }), '(min-width: 1600px) 1600px, 100vw'],
    [fixedSlot(72.6), '73px'],
  ])('sizes of %o: %s', (slot, sizes) => {
    expect(slotSizes(slot)).toBe(sizes);
  });

  test.each([
    [375, 343],
    [768, 352],
    [1440, 480],
  ])('a teaser at %i px is %i px wide', (viewport, width) => {
    expect(slotWidth(TEASER, viewport)).toBe(width);
  });

  test.each(Object.entries(SLOTS))('%s: at every viewport, sizes states the slot width', (_name, slot) => {
    const sizes = slotSizes(slot);
    for (let viewport = SMALLEST_VIEWPORT; viewport <= 2000; viewport += 1) {
      const width = slotWidth(slot, viewport);
      const stated = sizesAt(sizes, viewport);
      expect(stated, `${viewport}px`).toBeCloseTo(width, 0);
    }
  });

  test.each(Object.entries(SLOTS))(
    '%s: at density 1 and 2 every viewport has a candidate at most 1.5x what it needs',
    (_name, slot) => {
      const widths = slotWidths(slot);
      for (let viewport = SMALLEST_VIEWPORT; viewport <= 2000; viewport += 1) {
        for (const density of DENSITIES) {
          const needed = slotWidth(slot, viewport) * density;
          const chosen = widths.find((width) => width >= needed - 0.5);
          expect(chosen, `${viewport}px at ${density}x`).toBeDefined();
          expect(chosen, `${viewport}px at ${density}x`).toBeLessThanOrEqual(Math.max(needed * 1.5, 160));
        }
      }
    },
  );

  test.each([
    [TEASER, [320, 400, 480, 640, 800, 960, 1200, 1600], 800],
    [TILES, [160, 240, 320, 400, 480, 640, 800], 400],
    [PAGE_COLUMN, [320, 400, 480, 640, 800, 960, 1200, 1600, 2000], 1200],
    [fixedSlot(73), [73, 146], 73],
    [columnSlot({ base: { max: 100 } }), [100, 200], 100],
  ])('widths of %o: %o, the fallback %i', (slot, widths, fallback) => {
    expect(slotWidths(slot)).toEqual(widths);
    expect(fallbackWidth(slot)).toBe(fallback);
  });

  test.each([
    [SITE, 'demo-images/canvas-1.svg'],
    [STORYBLOK, STORYBLOK],
  ])('sources of %s: every candidate keeps the aspect ratio, src covers the slot at 1x', (source, path) => {
    const url = (width: number, height: number) =>
      `/cdn-cgi/image/width=${width},height=${height},fit=cover,format=auto,quality=85/${path}`;
    expect(slotSources(source, fixedSlot(400), { width: 400, height: 300 })).toEqual({
      src: url(400, 300),
      srcSet: `${url(400, 300)} 400w, ${url(800, 600)} 800w`,
      sizes: '400px',
    });
    const fluid = slotSources(source, CAPPED, { width: 380, height: 285 });
    expect(fluid.src).toBe(url(640, 480));
    expect(fluid.srcSet).toBe(
      [320, 400, 480, 640, 800, 960, 1200].map((width) => `${url(width, width * 0.75)} ${width}w`).join(', '),
    );
  });

  test('without a height the candidates have none either', () => {
    expect(slotSources(SITE, fixedSlot(100), { width: 100 }).srcSet).toBe(
      '/cdn-cgi/image/width=100,format=auto,quality=85/demo-images/canvas-1.svg 100w, ' +
        '/cdn-cgi/image/width=200,format=auto,quality=85/demo-images/canvas-1.svg 200w',
    );
  });

  test.each([
    [() => fixedSlot(0), 'A fixed image slot needs a width of at least 1, got 0'],
    [() => columnSlot({ md: { columns: 0 } }), 'An image slot needs a whole number of columns, got 0'],
    [() => columnSlot({ base: { columns: 1.5 } }), 'An image slot needs a whole number of columns, got 1.5'],
  ])('%s throws', (make, message) => {
    expect(make).toThrow(new ImageConfigError(message));
  });
});

describe('presets and ratios', () => {
  test.each<[name: string, hint: { width: number; ratio?: string }]>([
    ['paymentMethod', { width: 73 }],
    ['contactForm', { width: 200 }],
    ['subteaser', { width: 380 }],
    ['tile', { width: 400, ratio: '1/1' }],
    ['teaser', { width: 720, ratio: '3/2' }],
    ['hero', { width: 1200, ratio: '3/2' }],
    ['footerApp', { width: 94, ratio: '94/26' }],
    ['footerAward', { width: 40, ratio: '40/25' }],
    ['footerSocial', { width: 32, ratio: '1/1' }],
    ['footerDefault', { width: 100 }],
  ])('preset %s', (name, hint) => {
    expect(preset(name)).toEqual(hint);
    if (hint.ratio) expect(parseRatio(hint.ratio)).toBeGreaterThan(0);
  });

  test('an unknown preset throws and names the known ones', () => {
    expect(() => preset('banner')).toThrow(ImageConfigError);
    expect(() => preset('banner')).toThrow(/Unknown image preset "banner" \(known: paymentMethod, /);
    expect(() => preset('toString')).toThrow(ImageConfigError);
  });

  test.each([
    ['3/2', 1.5],
    [' 16 / 9 ', 16 / 9],
    ['1.5/1', 1.5],
    [undefined, undefined],
  ])('ratio %s is %s without a warning', (ratio, value) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseRatio(ratio)).toBe(value);
    expect(warn).not.toHaveBeenCalled();
  });

  test.each(['1.5', '3:2', '3/0', '0/2', 'a/b', '3/2/1', ''])(
    'ratio "%s" warns and gives undefined',
    (ratio) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      expect(parseRatio(ratio)).toBeUndefined();
      expect(warn).toHaveBeenCalledWith(`Image aspect ratio must be number/number, got "${ratio}"`);
    },
  );
});

describe('placeholder and first image', () => {
  test.each([
    [SITE, 'demo-images/canvas-1.svg'],
    [STORYBLOK, STORYBLOK],
  ])("placeholder of %s is 10x10, quality 50, blur 3, whatever the image's size", (source, path) => {
    for (const size of [{ width: 400, height: 400 }, { width: 1200, height: 800 }, { width: 76 }]) {
      expect(placeholderOf(imageUrl(source, size))).toBe(
        `/cdn-cgi/image/width=10,height=10,fit=cover,format=auto,quality=50,blur=3/${path}`,
      );
      expect(placeholderOf(imageUrl(source, { ...size, local: true, provider: providerOf(source) }))).toBe(
        `/_local/cdn-cgi/image/width=10,height=10,fit=cover,format=auto,quality=50,blur=3/${path}`,
      );
    }
  });

  test.each(['https://cdn.example.com/a.jpg', '/demo-images/a.svg', ''])(
    '%o is no resized image: no placeholder',
    (src) => {
      expect(placeholderOf(src)).toBeNull();
    },
  );
});
