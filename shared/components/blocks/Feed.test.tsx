// Feed block: idea cards with localised links, images and optional text; rejected cards.
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { renderInPage } from '../../../test/fixtures/render';
import { Feed, FeedSchema } from './Feed';

const card = (title: string, path: string, text?: string) => ({
  component: 'FeedItem',
  title,
  image: { filename: `/demo-images/${path}.svg`, alt: title },
  link: { cached_url: `${path}/`, linktype: 'story' },
  ...(text ? { text } : {}),
});

const FIXTURE = {
  component: 'Feed',
  headline: 'Idées de cartes',
  items: [
    card('Faire-part de naissance', 'idees/naissance', 'Annoncez la bonne nouvelle.'),
    card('Cartes de Noël', 'idees/noel'),
  ],
};

const render = (input: unknown, url = 'http://kartenliebe.ch.localhost:8787/fr/') =>
  renderInPage(<Feed {...v.parse(FeedSchema, input)} />, url);

describe('Feed', () => {
  test('one card per item, linked with locale prefix and trailing slash', () => {
    const html = render(FIXTURE);
    expect(html.match(/<li/g)).toHaveLength(2);
    expect(html).toContain('href="/fr/idees/naissance/"');
    expect(html).toContain('href="/fr/idees/noel/"');
  });

  test('shows headline, titles, texts and resized images', () => {
    const html = render(FIXTURE);
    expect(html).toMatch(/<h2[^>]*>Idées de cartes<\/h2>/);
    expect(html).toContain('>Faire-part de naissance</span>');
    expect(html).toContain('>Annoncez la bonne nouvelle.</span>');
    expect(html).toContain(
      '/cdn-cgi/image/width=640,height=427,fit=cover,format=auto,quality=85/demo-images/idees/noel.svg',
    );
  });

  test('a card without text has no text line', () => {
    const html = render({ items: [card('Cartes de Noël', 'idees/noel')] });
    expect(html).not.toContain('mt-2 block text-muted');
  });

  test('an external link is refused and rendered as text', () => {
    const html = render({ items: [{ ...card('Partner', 'x'), link: { url: 'https://example.com/' } }] });
    expect(html).not.toContain('example.com');
  });

  test.each([
    ['a card without image', { items: [{ ...card('x', 'x'), image: undefined }] }],
    ['a card without title', { items: [{ ...card('x', 'x'), title: '' }] }],
    ['items that are not a list', { items: card('x', 'x') }],
  ])('rejects %s', (_name, bad) => {
    expect(v.safeParse(FeedSchema, bad).success).toBe(false);
  });
});
