// CMS link fields as Storyblok sends them (every linktype, anchors, resolved stories, older e-mail links): the href
// each gives in a site, and what a block renders of it. The link shapes are Storyblok's (test/fixtures/storyblok/).
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { renderInPage, siteOf } from '../../test/fixtures/render';
import LINKS from '../../test/fixtures/storyblok/multilinks.json';
import { Shop, ShopSchema } from '../components/blocks/Shop';
import { cmsLinkHref } from '../domain/links';
import { localizePath } from '../domain/site';
import { CmsLinkSchema } from './cms';

type LinkName = keyof typeof LINKS;
const DE = 'http://kartenliebe.de.localhost:8787/';
const CH_FR = 'http://kartenliebe.ch.localhost:8787/fr/';

const hrefIn = (url: string, name: LinkName) => {
  const site = siteOf(url);
  return cmsLinkHref(v.parse(CmsLinkSchema, LINKS[name]), (path) => localizePath(site, path));
};

describe('the href of each linktype', () => {
  test.each<[name: LinkName, de: string, chFr: string]>([
    ['story', '/fotokalender/', '/fr/fotokalender/'],
    ['storyWithAnchor', '/fotokalender/#preise', '/fr/fotokalender/#preise'],
    ['storyHome', '/', '/fr/'],
    // Resolved links name the story as it is now, not as it was when the link was saved.
    ['storyResolved', '/fotobuch/', '/fr/fotobuch/'],
    ['url', 'https://www.storyblok.com/', 'https://www.storyblok.com/'],
    ['email', 'mailto:service@kartenliebe.de', 'mailto:service@kartenliebe.de'],
    ['emailWithPrefix', 'mailto:service@kartenliebe.de', 'mailto:service@kartenliebe.de'],
    [
      'asset',
      'https://a.storyblok.com/f/286701504322473/x/3cc0705569/agb.pdf',
      'https://a.storyblok.com/f/286701504322473/x/3cc0705569/agb.pdf',
    ],
    ['empty', '/', '/fr/'],
  ])('%s -> %s (%s in fr-CH)', (name, de, chFr) => {
    expect(hrefIn(DE, name)).toBe(de);
    expect(hrefIn(CH_FR, name)).toBe(chFr);
  });

  test.each<[link: Record<string, unknown>, href: string]>([
    [{ linktype: 'story', cached_url: 'poster/en-gb/wall-art/', anchor: '#frames' }, '/wall-art/#frames'],
    [{ linktype: 'story', cached_url: 'karten/' }, '/karten/'],
    [{ linktype: 'url', url: '/karten/?a=1' }, '/karten/?a=1'],
    [{ linktype: 'url', url: '#oben' }, '#oben'],
    [{ linktype: 'email', email: 'MAILTO:a@b.de' }, 'mailto:a@b.de'],
    [{ url: 'https://example.com/' }, 'https://example.com/'],
  ])('%o -> %s', (link, href) => {
    expect(cmsLinkHref(v.parse(CmsLinkSchema, link), (path) => path)).toBe(href);
  });
});

describe('what a block renders of a link', () => {
  const render = (name: LinkName) =>
    renderInPage(
      <Shop
        {...v.parse(ShopSchema, {
          component: 'Shop',
          headline: 'Links',
          shops: [{ name: 'Ziel', text: '', link: LINKS[name] }],
        })}
      />,
      DE,
    );

  test('a script URL never becomes an href: the link is text', () => {
    const html = render('unsafeUrl');
    expect(html).not.toContain('<a ');
    expect(html).not.toContain('javascript:');
  });

  test('an external URL and an asset keep noopener; an e-mail link is a mailto link', () => {
    expect(render('url')).toMatch(/<a [^>]*rel="noopener noreferrer" href="https:\/\/www\.storyblok\.com\/"/);
    expect(render('asset')).toMatch(/<a [^>]*rel="noopener noreferrer" href="https:\/\/a\.storyblok\.com\//);
    expect(render('email')).toMatch(/<a [^>]*href="mailto:service@kartenliebe\.de"/);
    expect(render('email')).not.toContain('noopener');
  });

  test('a story link with an anchor links into the page', () => {
    expect(render('storyWithAnchor')).toMatch(/<a [^>]*href="\/fotokalender\/#preise"/);
  });

  test('an e-mail link without an address is text', () => {
    const html = renderInPage(
      <Shop
        {...v.parse(ShopSchema, {
          component: 'Shop',
          headline: 'Links',
          shops: [{ name: 'Ziel', text: '', link: { linktype: 'email', email: '', fieldtype: 'multilink' } }],
        })}
      />,
      DE,
    );
    expect(html).not.toContain('<a ');
  });
});

describe('link fields never fail a block', () => {
  test.each<[name: string, link: Record<string, unknown>]>([
    ['null url', { linktype: 'url', url: null, cached_url: null }],
    ['a numeric anchor', { linktype: 'story', cached_url: 'karten/', anchor: 7 }],
    ['a story that is a uuid string', { linktype: 'story', cached_url: 'karten/', story: 'e4733f3c' }],
    ['no fields at all', {}],
  ])('%s parses', (_name, link) => {
    expect(v.safeParse(CmsLinkSchema, link).success).toBe(true);
  });
});
