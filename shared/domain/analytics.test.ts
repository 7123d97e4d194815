// Analytics rules: the container id, the first-party origin, the init payload and event names.
import { describe, expect, test } from 'vitest';
import {
  analyticsEventName,
  analyticsInit,
  analyticsOrigin,
  checkContainerId,
  tagManagerScript,
} from './analytics';

describe('container id', () => {
  test.each(['GTM-ABC123', 'G-7XYZ', 'GTM-0'])('%s is a container id', (id) => {
    expect(checkContainerId(id)).toBe(id);
  });
  test.each(['', 'GTM-', 'gtm-ABC', 'GTM-abc', 'UA-1234-1', 'GTM-AB C', 'X-GTM-1', 'G-ABC<script>'])(
    '%s is refused with the rule',
    (id) => {
      expect(() => checkContainerId(id)).toThrow(
        /must be GTM- or G- followed by upper-case letters or digits/,
      );
    },
  );
});

test('the tag manager loads from the shop’s first-party subdomain', () => {
  expect(analyticsOrigin(new URL('https://www.kartenliebe.de/karten/'), 'metrics')).toBe(
    'https://metrics.kartenliebe.de',
  );
  expect(tagManagerScript('https://metrics.kartenliebe.de', 'GTM-ABC')).toBe(
    'https://metrics.kartenliebe.de/gtm.js?id=GTM-ABC',
  );
  expect(tagManagerScript('https://metrics.wandliebe.ch', 'G-ABC')).toBe(
    'https://metrics.wandliebe.ch/gtag/js?id=G-ABC',
  );
});

test('the init payload', () => {
  const site = {
    channel: 'poster',
    country: 'CH',
    currency: 'chf',
    language: 'fr',
    locale: 'fr-CH',
    platform: 'w',
  } as const;
  expect(analyticsInit(site, '/fr/toiles/')).toEqual({
    ...site,
    event: 'init',
    page: { uniqueIdentifier: '/fr/toiles/' },
  });
  expect(Object.keys(analyticsInit(site, '/')).sort()).toEqual([
    'channel',
    'country',
    'currency',
    'event',
    'language',
    'locale',
    'page',
    'platform',
  ]);
});

test.each([
  ['add_to_cart', 'add_to_cart'],
  ['--calculator.design', 'calculator_design'],
  ['wishlist:add item', 'wishlist_add_item'],
  ['__', ''],
  [`x${'y'.repeat(100)}`, `x${'y'.repeat(79)}`],
])('the event name %s is sent as %s', (name, sent) => {
  expect(analyticsEventName(name)).toBe(sent);
});
