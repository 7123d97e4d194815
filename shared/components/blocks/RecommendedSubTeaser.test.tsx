// Recommended sub-teaser: tiles with localised links and labels in the editor's colours; rejected fields.
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { renderInPage } from '../../../test/fixtures/render';
import { RecommendedSubTeaser, RecommendedSubTeaserSchema } from './RecommendedSubTeaser';

const tile = (title: string, path: string, label?: object) => ({
  component: 'RecommendedSubTeaserTile',
  title,
  image: { filename: `/demo-images/${path}-1-square.svg`, alt: title },
  link: { cached_url: `${path}/`, linktype: 'story' },
  ...(label ? { label } : {}),
});

const FIXTURE = {
  component: 'RecommendedSubTeaser',
  headline: 'Nos recommandations',
  tiles: [
    tile('Calendrier mural', 'calendrier-photo', {
      labelText: 'Nouveau',
      labelBackgroundColor: '#4a6352',
      labelTextColor: '#ffffff',
    }),
    tile('Livre photo', 'livre-photo', { labelText: '-20 %', labelBackgroundColor: { color: '#c62828' } }),
    tile('Cartes', 'cartes'),
  ],
};

const FR_CH = 'http://kartenliebe.ch.localhost:8787/fr/';
const render = (input: unknown) =>
  renderInPage(<RecommendedSubTeaser {...v.parse(RecommendedSubTeaserSchema, input)} />, FR_CH);

describe('RecommendedSubTeaser', () => {
  test('shows the headline and one linked tile per entry, localised with trailing slash', () => {
    const html = render(FIXTURE);
    expect(html).toMatch(/<h2[^>]*>Nos recommandations<\/h2>/);
    expect(html.match(/<li/g)).toHaveLength(3);
    expect(html).toContain('href="/fr/calendrier-photo/"');
    expect(html).toContain('href="/fr/livre-photo/"');
    expect(html).toContain('href="/fr/cartes/"');
    expect(html).toContain('>Calendrier mural</span>');
  });

  test('labels carry the text in the editor colours, also from the colour picker', () => {
    const html = render(FIXTURE);
    expect(html).toMatch(
      /<span data-label=""[^>]*style="background-color:#4a6352;color:#ffffff">Nouveau<\/span>/,
    );
    expect(html).toMatch(
      /<span data-label=""[^>]*style="background-color:#c62828;color:#ffffff">-20 %<\/span>/,
    );
  });

  test('editor colours below AA contrast give way to the accent', () => {
    const html = render({
      ...FIXTURE,
      tiles: [tile('Cartes', 'cartes', { labelText: 'Bestseller', labelBackgroundColor: '#d9546b' })],
    });
    expect(html).toMatch(/<span data-label="" class="[^"]*bg-accent[^"]*">Bestseller<\/span>/);
    expect(html).not.toContain('#d9546b');
  });

  test('a tile without a label (or with an empty label text) has no label', () => {
    const html = render({ ...FIXTURE, tiles: [tile('Cartes', 'cartes', { labelText: ' ' })] });
    expect(html).not.toContain('data-label');
  });

  test.each([
    ['a label colour that is not #hex', { labelText: 'Neu', labelBackgroundColor: 'red' }],
    ['a label colour picker without #hex', { labelText: 'Neu', labelTextColor: { color: 'rgb(0,0,0)' } }],
    ['a five-digit hex colour', { labelText: 'Neu', labelTextColor: '#12345' }],
  ])('skips %s: the label shows in the accent colours', (_name, label) => {
    const bad = { ...FIXTURE, tiles: [tile('Cartes', 'cartes', label)] };
    expect(v.safeParse(RecommendedSubTeaserSchema, bad).success).toBe(true);
    expect(render(bad)).toMatch(/<span data-label="" class="[^"]*bg-accent[^"]*">Neu<\/span>/);
  });

  test.each([
    ['no tiles', { ...FIXTURE, tiles: [] }],
    ['a tile without title', { ...FIXTURE, tiles: [{ ...tile('', 'cartes') }] }],
    ['a tile without image', { ...FIXTURE, tiles: [{ ...tile('Cartes', 'cartes'), image: undefined }] }],
  ])('rejects %s', (_name, bad) => {
    expect(v.safeParse(RecommendedSubTeaserSchema, bad).success).toBe(false);
  });
});
