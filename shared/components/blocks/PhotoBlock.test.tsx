// Photo block: resized image in the chosen ratio, caption, ratio warning; rejected images.
import * as v from 'valibot';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderInPage } from '../../../test/fixtures/render';
import { PhotoBlock, PhotoBlockSchema } from './PhotoBlock';

const FIXTURE = {
  component: 'PhotoBlock',
  image: { filename: '/demo-images/polaroids-1.svg', alt: 'Polaroids auf dem Tisch' },
  caption: 'Unsere Lieblingsmomente',
  ratio: '16/9',
};

const render = (input: unknown) => renderInPage(<PhotoBlock {...v.parse(PhotoBlockSchema, input)} />);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('PhotoBlock', () => {
  test('renders the photo resized to the ratio, with alt text and caption', () => {
    const html = render(FIXTURE);
    expect(html).toContain('alt="Polaroids auf dem Tisch"');
    expect(html).toContain('width="1200" height="675"');
    expect(html).toContain(
      '/cdn-cgi/image/width=1200,height=675,fit=cover,format=auto,quality=85/demo-images/polaroids-1.svg"',
    );
    expect(html).toContain(
      '<figcaption class="mt-3 text-sm text-muted">Unsere Lieblingsmomente</figcaption>',
    );
    expect(html).toContain('loading="lazy"');
  });

  test('without a ratio the photo is 3/2', () => {
    expect(render({ ...FIXTURE, ratio: '' })).toContain('width="1200" height="800"');
  });

  test('without a caption there is no figcaption', () => {
    expect(render({ ...FIXTURE, caption: '' })).not.toContain('<figcaption');
  });

  test('a ratio that is not number/number warns and leaves the height to the photo', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = render({ ...FIXTURE, ratio: 'wide' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"wide"'));
    expect(html).not.toContain(' height="');
    expect(html).toContain('/cdn-cgi/image/width=1200,format=auto,quality=85/demo-images/polaroids-1.svg"');
  });

  test.each([
    ['no image', { caption: 'x' }],
    ['an image without filename', { image: { filename: '', alt: '' } }],
    ['a numeric ratio', { ...FIXTURE, ratio: 1.5 }],
  ])('rejects %s', (_name, bad) => {
    expect(v.safeParse(PhotoBlockSchema, bad).success).toBe(false);
  });
});
