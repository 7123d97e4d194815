// Smartbanner rules: channels with apps, the deep link's campaign parameters, the dismissal cookie.
import { describe, expect, test } from 'vitest';
import type { Channel, Platform } from './markets';
import {
  SMARTBANNER_COOKIE,
  SMARTBANNER_COOKIE_MAX_AGE,
  smartbannerHref,
  smartbannerSite,
} from './smartbanner';

describe('smartbannerSite', () => {
  test.each<[Channel, string, Platform, boolean]>([
    ['poster', 'en-GB', 'w', true],
    ['poster', 'en-GB', 'd', false],
    ['poster', 'en-US', 'w', false],
    ['kartenliebe', 'de-DE', 'w', false],
  ])('%s %s %s: %s', (channel, locale, platform, shows) => {
    expect(smartbannerSite({ channel, locale, platform })).toBe(shows);
  });
});

describe('the campaign of a page path', () => {
  const campaign = (path: string) =>
    new URL(smartbannerHref('https://apps.example.com/app', path)).searchParams.get('utm_campaign');

  test.each([
    ['/', 'home'],
    ['', 'home'],
    ['/karten/hochzeit/', 'karten'],
    ['/Poster', 'poster'],
    ['//leinwand//', 'leinwand'],
    ['/fotob%C3%BCcher/', 'fotobücher'],
    ['/?x=1', 'home'],
    ['/sale#top', 'sale'],
    ['/%ff', '%ff'],
    ['/%', '%'],
    ['/%E0%A4%A/', '%e0%a4%a'],
    ['/%c0%ae%c0%ae/', '%c0%ae%c0%ae'],
    ['/sitemap.xml%FF', 'sitemap.xml%ff'],
  ])('%s -> %s', (path, expected) => {
    expect(campaign(path)).toBe(expected);
  });
});

describe('smartbannerHref', () => {
  test.each([
    [
      'the home page',
      'https://apps.example.com/wandliebe',
      '/',
      'https://apps.example.com/wandliebe?utm_source=smartbanner&utm_medium=web&utm_campaign=home',
    ],
    [
      'a category page',
      'https://apps.example.com/wandliebe',
      '/poster/kunst/',
      'https://apps.example.com/wandliebe?utm_source=smartbanner&utm_medium=web&utm_campaign=poster',
    ],
    [
      'existing parameters stay, utm ones are replaced',
      'https://apps.example.com/app?id=7&utm_source=cms',
      '/leinwand',
      'https://apps.example.com/app?id=7&utm_source=smartbanner&utm_medium=web&utm_campaign=leinwand',
    ],
    [
      'a segment that needs encoding',
      'https://apps.example.com/app',
      '/a b/',
      'https://apps.example.com/app?utm_source=smartbanner&utm_medium=web&utm_campaign=a+b',
    ],
  ])('%s', (_name, link, path, href) => {
    expect(smartbannerHref(link, path)).toBe(href);
  });

  test.each(['/app/', 'javascript:alert(1)', 'not a url', ''])('%s is returned unchanged', (link) => {
    expect(smartbannerHref(link, '/poster/')).toBe(link);
  });
});

describe('dismissal cookie', () => {
  test('is smartbannerDisabled, kept three times 30 days', () => {
    expect(SMARTBANNER_COOKIE).toBe('smartbannerDisabled');
    expect(SMARTBANNER_COOKIE_MAX_AGE).toBe(3 * 30 * 24 * 60 * 60);
  });
});
