// Image URLs for both providers, srcset, sizes for every breakpoint, presets, ratios, placeholder, errors.
import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  type Breakpoint,
  densitySrcset,
  ImageConfigError,
  imageUrl,
  isLocalHost,
  parseRatio,
  placeholderUrl,
  preset,
  providerOf,
  resizingProvider,
  STORYBLOK_ASSET_HOSTS,
  showableImage,
  sizesFor,
  unresizedUrl,
} from './images';

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

describe('densitySrcset', () => {
  test.each([
    [SITE, 'demo-images/canvas-1.svg'],
    [STORYBLOK, STORYBLOK],
  ])('densities 1 and 2 of %s as width descriptors', (source, path) => {
    expect(densitySrcset(source, { width: 400, height: 300 })).toBe(
      `/cdn-cgi/image/width=400,height=300,fit=cover,format=auto,quality=85/${path} 400w, ` +
        `/cdn-cgi/image/width=800,height=600,fit=cover,format=auto,quality=85/${path} 800w`,
    );
  });

  test('an empty densities list throws', () => {
    expect(() => densitySrcset(SITE, { width: 400 }, [])).toThrow(
      new ImageConfigError(`Image ${SITE} needs at least one density`),
    );
  });
});

describe('sizesFor', () => {
  test.each<[Breakpoint, number]>([
    ['xxs', 319],
    ['xs', 479],
    ['sm', 575],
    ['md', 767],
    ['lg', 899],
    ['xl', 1023],
    ['xxl', 1299],
    ['2xl', 1536],
    ['xxxl', 1599],
  ])('full width up to %s (%ipx)', (name, px) => {
    expect(sizesFor(400, name)).toBe(`(max-width: ${px}px) 100vw, 400px`);
  });

  test('defaults to full width up to xs', () => {
    expect(sizesFor(1200.4)).toBe('(max-width: 479px) 100vw, 1200px');
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
  ])('placeholder of %s is 10x10, quality 50, blur 3', (source, path) => {
    expect(placeholderUrl(source)).toBe(
      `/cdn-cgi/image/width=10,height=10,fit=cover,format=auto,quality=50,blur=3/${path}`,
    );
    expect(placeholderUrl(source, { local: true, provider: providerOf(source) })).toBe(
      `/_local/cdn-cgi/image/width=10,height=10,fit=cover,format=auto,quality=50,blur=3/${path}`,
    );
  });
});
