// Recommended sub-teaser tile on its own: image, link and label; the Label schema's colour rule.
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { renderInPage } from '../../../test/fixtures/render';
import { RecommendedSubTeaserTile, RecommendedSubTeaserTileSchema } from './RecommendedSubTeaserTile';

const FIXTURE = {
  component: 'RecommendedSubTeaserTile',
  title: 'Acrylic print',
  image: { filename: '/demo-images/acrylic-1-square.svg', alt: 'Acrylic print' },
  link: { cached_url: 'wall-art/acrylic/', linktype: 'story' },
  label: { labelText: 'Bestseller', labelBackgroundColor: '#111214', labelTextColor: '#fff' },
};

const render = (input: unknown) =>
  renderInPage(
    <RecommendedSubTeaserTile {...v.parse(RecommendedSubTeaserTileSchema, input)} />,
    'http://poster.co.uk.localhost:8787/',
  );

describe('RecommendedSubTeaserTile', () => {
  test('links to the page (poster channel: no trailing slash) with the square tile image', () => {
    const html = render(FIXTURE);
    expect(html).toContain('href="/wall-art/acrylic"');
    expect(html).toContain('alt="Acrylic print" width="400" height="400"');
    expect(html).toContain('>Acrylic print</span>');
  });

  test('shows the label in its colours', () => {
    expect(render(FIXTURE)).toMatch(/style="background-color:#111214;color:#fff">Bestseller<\/span>/);
  });

  test('a label without colours falls back to the accent tokens', () => {
    const html = render({ ...FIXTURE, label: { labelText: 'Neu' } });
    expect(html).toMatch(/<span data-label="" class="[^"]*bg-accent[^"]*text-accent-ink[^"]*">Neu<\/span>/);
  });

  test.each([
    [{ labelText: 'x', labelBackgroundColor: '111214' }],
    [{ labelText: 'x', labelTextColor: '#ggg' }],
  ])('a label colour %o that is not #hex is skipped, the tile kept', (bad) => {
    const parsed = v.parse(RecommendedSubTeaserTileSchema, { ...FIXTURE, label: bad });
    expect(parsed.label).toMatchObject({
      labelText: 'x',
      labelBackgroundColor: undefined,
      labelTextColor: undefined,
    });
  });

  test.each([[{ labelText: 5 }]])('a tile with the label %o is refused', (bad) => {
    expect(v.safeParse(RecommendedSubTeaserTileSchema, FIXTURE).success).toBe(true);
    expect(v.safeParse(RecommendedSubTeaserTileSchema, { ...FIXTURE, label: bad }).success).toBe(false);
  });
});
