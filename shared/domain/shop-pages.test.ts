import { describe, expect, test } from 'vitest';
import { BASKET_PATH, returnPath, shopPageHref } from './shop-pages';

const KL = { basePath: '', trailingSlash: true, host: 'kartenliebe.de' };
const KL_FR = { basePath: '/fr', trailingSlash: true, host: 'kartenliebe.ch' };
const POSTER = { basePath: '', trailingSlash: false, host: 'wandliebe.co.uk' };
const url = (target: string) => ({ cached_url: target, url: target, linktype: 'url' });

describe('shopPageHref', () => {
  test.each([
    ['the CMS path, localised', url('/basket'), KL_FR, {}, '/fr/basket/'],
    ['the slash rule of the channel', url('/basket'), POSTER, {}, '/basket'],
    ['a story link', { cached_url: 'warenkorb', url: '', linktype: 'story' }, KL, {}, '/warenkorb/'],
    ['carried parameters', url('/basket'), KL, { _ab: '1' }, '/basket/?_ab=1'],
    ['no CMS link: the fallback', undefined, KL_FR, { _ab: '1' }, '/fr/basket/?_ab=1'],
    ['an empty CMS link: the fallback', url(''), POSTER, {}, '/basket'],
    ['an external shop', url('https://shop.example.com/cart'), KL, {}, 'https://shop.example.com/cart'],
    ['a script link: the fallback', url('javascript:alert(1)'), KL, {}, '/basket/'],
  ])('%s', (_name, link, site, carried, expected) => {
    expect(shopPageHref(link, BASKET_PATH, site, carried)).toBe(expected);
  });
});

describe('returnPath', () => {
  const origin = 'https://kartenliebe.de';
  test.each([
    ['https://kartenliebe.de/fotokalender/?a=1', '/fotokalender/?a=1'],
    ['https://kartenliebe.de/', '/'],
    ['https://evil.example/fotokalender/', null],
    ['http://kartenliebe.de/', null],
    ['not a url', null],
    [undefined, null],
  ])('%s -> %s', (referer, expected) => {
    expect(returnPath(referer, origin)).toBe(expected);
  });
});
