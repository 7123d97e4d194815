// Sub-teaser with a large photo: localised link, photo, texts and call to action; rejected fields.
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { renderInPage } from '../../../test/fixtures/render';
import { SubTeaserLargePhoto, SubTeaserLargePhotoSchema } from './SubTeaserLargePhoto';

const SUB_TEASER = {
  component: 'SubTeaserLargePhoto',
  headline: 'Faire-part de mariage',
  text: 'Des cartes pour le plus beau jour.',
  image: { filename: '/demo-images/wedding-1.svg', alt: 'Carte de mariage' },
  link: { cached_url: 'cartes/faire-part-de-mariage/', linktype: 'story' },
  cta: 'Découvrir',
};

const FR_CH = 'http://kartenliebe.ch.localhost:8787/fr/';
const render = (input: unknown, url = FR_CH) =>
  renderInPage(<SubTeaserLargePhoto {...v.parse(SubTeaserLargePhotoSchema, input)} />, url);

describe('SubTeaserLargePhoto', () => {
  test('links the card with the locale prefix and trailing slash', () => {
    expect(render(SUB_TEASER)).toContain('href="/fr/cartes/faire-part-de-mariage/"');
  });

  test('on the poster channel the link has no trailing slash', () => {
    const html = render(SUB_TEASER, 'http://poster.co.uk.localhost:8787/');
    expect(html).toContain('href="/cartes/faire-part-de-mariage"');
  });

  test('shows headline, text, call to action and the large photo', () => {
    const html = render(SUB_TEASER);
    expect(html).toMatch(/<h2[^>]*>Faire-part de mariage<\/h2>/);
    expect(html).toContain('Des cartes pour le plus beau jour.');
    expect(html).toMatch(/<span class="mt-4[^"]*bg-accent[^"]*">Découvrir<\/span>/);
    expect(html).toContain('alt="Carte de mariage" width="720" height="480"');
  });

  test('without a call to action there is no button', () => {
    expect(render({ ...SUB_TEASER, cta: undefined })).not.toContain('bg-accent');
  });

  test.each([
    ['an empty headline', { ...SUB_TEASER, headline: '' }],
    ['no image', { ...SUB_TEASER, image: undefined }],
    ['no link', { ...SUB_TEASER, link: undefined }],
    ['a cta that is not text', { ...SUB_TEASER, cta: [{ text: 'x' }] }],
  ])('rejects %s', (_name, bad) => {
    expect(v.safeParse(SubTeaserLargePhotoSchema, bad).success).toBe(false);
  });
});
