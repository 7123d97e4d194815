import { describe, expect, test } from 'vitest';
import { bridgeOrigin, bridgeUrl, DEFAULT_BRIDGE_URL } from './live-preview';

const PAGE = 'https://kartenliebe.de/karten/?_storyblok=1';

describe('the bridge', () => {
  test.each([
    [undefined, DEFAULT_BRIDGE_URL],
    ['', DEFAULT_BRIDGE_URL],
    ['  ', DEFAULT_BRIDGE_URL],
    ['/_local/storyblok-bridge.js', '/_local/storyblok-bridge.js'],
  ])('configured %j loads %s', (configured, url) => {
    expect(bridgeUrl(configured)).toBe(url);
  });

  test.each([
    [undefined, 'https://app.storyblok.com'],
    ['https://bridge.example.com:8443/b.js', 'https://bridge.example.com:8443'],
    ['/_local/storyblok-bridge.js', undefined],
    ['https://kartenliebe.de/bridge.js', undefined],
    ['javascript:alert(1)', undefined],
    ['data:text/javascript,1', undefined],
  ])('configured %j: the CSP allows %s', (configured, origin) => {
    expect(bridgeOrigin(configured, PAGE)).toBe(origin);
  });
});
