// Customer picture block: resized customer photos with alt text and a localised photographer credit.
import * as v from 'valibot';
import { expect, test } from 'vitest';
import { renderInPage } from '../../../test/fixtures/render';
import { CustomerPictureBlock, CustomerPictureBlockSchema } from './CustomerPictureBlock';

const block = {
  headline: 'Eure schönsten Momente',
  images: [
    { filename: '/demo-images/canvas-1.svg', alt: 'Leinwand im Wohnzimmer', author: 'Lena M.' },
    { filename: 'https://a.storyblok.com/f/1000/poster.jpg', alt: 'Poster im Flur' },
  ],
};

const render = (raw: unknown, url?: string) =>
  renderInPage(<CustomerPictureBlock {...v.parse(CustomerPictureBlockSchema, raw)} />, url);

test('shows the headline and every photo resized, with alt text', () => {
  const html = render(block);
  expect(html).toContain('Eure schönsten Momente');
  expect(html.match(/<figure/g)).toHaveLength(2);
  expect(html).toContain('alt="Leinwand im Wohnzimmer"');
  expect(html).toContain('/cdn-cgi/image/width=400,height=400');
  expect(html).toContain('https://a.storyblok.com/f/1000/poster.jpg');
});

test.each<[url: string, credit: string]>([
  ['http://kartenliebe.de.localhost:8787/', 'Foto: Lena M.'],
  ['http://kartenliebe.fr.localhost:8787/', 'Photo : Lena M.'],
  ['http://poster.co.uk.localhost:8787/', 'Photo: Lena M.'],
])('credits the photographer on %s as %s, only where one is named', (url, credit) => {
  const html = render(block, url);
  expect(html).toContain(credit);
  expect(html.match(/<figcaption/g)).toHaveLength(1);
});

test.each<[name: string, raw: unknown]>([
  ['no images', { ...block, images: [] }],
  ['an image without filename', { images: [{ alt: 'x' }] }],
  ['an image that is a script URL', { images: [{ filename: 'javascript:alert(1)' }] }],
  ['an author that is not text', { images: [{ filename: '/demo-images/x.svg', author: 7 }] }],
])('refuses %s', (_name, raw) => {
  expect(v.safeParse(CustomerPictureBlockSchema, raw).success).toBe(false);
});
