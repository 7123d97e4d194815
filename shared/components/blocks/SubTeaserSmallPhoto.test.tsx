// Sub-teaser with a small photo: the 380 px photo beside the text, localised link; rejected fields.
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { renderInPage } from '../../../test/fixtures/render';
import { SubTeaserSmallPhoto, SubTeaserSmallPhotoSchema } from './SubTeaserSmallPhoto';

const FIXTURE = {
  component: 'SubTeaserSmallPhoto',
  headline: 'Fotokalender 2027',
  text: 'Zwölf Monate voller Erinnerungen.',
  image: { filename: 'https://a.storyblok.com/f/1000/calendar.jpg', alt: 'Kalender an der Wand' },
  link: { cached_url: 'fotokalender/', linktype: 'story' },
  cta: 'Jetzt gestalten',
};

const render = (input: unknown, url?: string) =>
  renderInPage(<SubTeaserSmallPhoto {...v.parse(SubTeaserSmallPhotoSchema, input)} />, url);

describe('SubTeaserSmallPhoto', () => {
  test('shows the photo at the sub-teaser size of 380 px from the content space', () => {
    const html = render(FIXTURE);
    expect(html).toContain('alt="Kalender an der Wand" width="380" height="285"');
    expect(html).toContain(
      '/cdn-cgi/image/width=400,height=300,fit=cover,format=auto,quality=85/https://a.storyblok.com/f/1000/calendar.jpg 400w',
    );
  });

  test('links the whole card to the localised page', () => {
    expect(render(FIXTURE)).toContain('href="/fotokalender/"');
    expect(render(FIXTURE, 'http://kartenliebe.ch.localhost:8787/fr/')).toContain('href="/fr/fotokalender/"');
  });

  test('shows headline, text and call to action', () => {
    const html = render(FIXTURE);
    expect(html).toMatch(/<h2[^>]*>Fotokalender 2027<\/h2>/);
    expect(html).toContain('Zwölf Monate voller Erinnerungen.');
    expect(html).toMatch(/>Jetzt gestalten<\/span>/);
  });

  test.each([
    ['an empty headline', { ...FIXTURE, headline: '' }],
    ['an image without filename', { ...FIXTURE, image: { alt: 'x' } }],
    ['a link that is a string', { ...FIXTURE, link: 'fotokalender' }],
  ])('rejects %s', (_name, bad) => {
    expect(v.safeParse(SubTeaserSmallPhotoSchema, bad).success).toBe(false);
  });
});
