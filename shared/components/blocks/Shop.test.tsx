// Shop block: cross-shop cards with external links allowed, internal ones localised; rejected shops.
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { renderInPage } from '../../../test/fixtures/render';
import { parseSkipping } from '../../../test/fixtures/skipped-fields';
import { Shop, ShopSchema } from './Shop';

const FIXTURE = {
  component: 'Shop',
  headline: 'Unsere Shops',
  shops: [
    {
      name: 'wandliebe',
      text: 'Wandbilder, Poster und Leinwände',
      link: { url: 'https://wandliebe.ch/', linktype: 'url' },
      image: { filename: '/demo-images/logo-poster.svg', alt: 'wandliebe Logo' },
    },
    { name: 'Geschäftskunden', text: '', link: { cached_url: 'business/', linktype: 'story' } },
  ],
};

const render = (input: unknown) =>
  renderInPage(<Shop {...v.parse(ShopSchema, input)} />, 'http://kartenliebe.ch.localhost:8787/fr/');

describe('Shop', () => {
  test('links to the other shop with noopener', () => {
    const html = render(FIXTURE);
    expect(html).toMatch(/<a [^>]*rel="noopener noreferrer" href="https:\/\/wandliebe\.ch\/"/);
  });

  test('an internal shop link gets locale prefix and trailing slash', () => {
    expect(render(FIXTURE)).toContain('href="/fr/business/"');
  });

  test('shows names, texts and the logo', () => {
    const html = render(FIXTURE);
    expect(html).toMatch(/<h2[^>]*>Unsere Shops<\/h2>/);
    expect(html).toContain('wandliebe<svg');
    expect(html).toContain('>Wandbilder, Poster und Leinwände</span>');
    expect(html).toContain('alt="wandliebe Logo" width="100" height="100"');
  });

  test('a script link is never a link', () => {
    const html = render({ shops: [{ name: 'x', link: { url: 'javascript:alert(1)' } }] });
    expect(html).not.toContain('<a ');
  });

  test.each([
    ['a shop without name', { shops: [{ name: '', link: {} }] }],
    ['a shop without link', { shops: [{ name: 'x' }] }],
  ])('rejects %s', (_name, bad) => {
    expect(v.safeParse(ShopSchema, bad).success).toBe(false);
  });

  test('skips a logo without filename, keeps the shop', () => {
    const { output, skipped } = parseSkipping(ShopSchema, {
      shops: [{ name: 'x', link: {}, image: { alt: 'x' } }],
    });
    expect((output.shops as unknown[])[0]).toMatchObject({
      name: 'x',
      image: undefined,
    });
    expect(skipped).toHaveLength(1);
  });
});
