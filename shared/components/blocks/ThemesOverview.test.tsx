// Themes overview: demo themes linked to /themes/<id> in the site's locale; rejected ids and titles.
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { demoBlocks, renderInPage } from '../../../test/fixtures/render';
import { ThemesOverview, ThemesOverviewSchema } from './ThemesOverview';

const DEMO = demoBlocks('ThemesOverview')[0];
const render = (input: unknown, url?: string) =>
  renderInPage(<ThemesOverview {...v.parse(ThemesOverviewSchema, input)} />, url);

describe('ThemesOverview', () => {
  test('the demo block parses, with numeric ids as text', () => {
    const parsed = v.parse(ThemesOverviewSchema, DEMO);
    expect(parsed.themes.length).toBeGreaterThan(1);
    expect(parsed.themes[0]?.id).toBe('2101');
  });

  test('links each theme to its theme page with locale prefix and trailing slash', () => {
    const html = render(DEMO, 'http://kartenliebe.ch.localhost:8787/fr/');
    const parsed = v.parse(ThemesOverviewSchema, DEMO);
    for (const theme of parsed.themes) expect(html).toContain(`href="/fr/themes/${theme.id}/"`);
    expect(html.match(/href="\/fr\/themes\//g)).toHaveLength(parsed.themes.length);
  });

  test('without a language prefix, and without a slash on the poster channel', () => {
    expect(render(DEMO)).toContain('href="/themes/2101/"');
    expect(render(DEMO, 'http://poster.co.uk.localhost:8787/')).toContain('href="/themes/2101"');
  });

  test('shows the headline, titles and the theme images', () => {
    const html = render(DEMO);
    const parsed = v.parse(ThemesOverviewSchema, DEMO);
    expect(html).toMatch(new RegExp(`<h2[^>]*>${parsed.headline}</h2>`));
    expect(html).toContain(`>${parsed.themes[0]?.title}</span>`);
    expect(html).toContain('/demo-images/theme-2101.svg');
  });

  test.each([
    ['an id with a slash', { themes: [{ id: '21/01', title: 'x' }] }],
    ['an empty id', { themes: [{ id: '', title: 'x' }] }],
    ['a fractional id', { themes: [{ id: 1.5, title: 'x' }] }],
    ['no title', { themes: [{ id: 2101 }] }],
    ['themes that are not a list', { themes: 'wedding' }],
  ])('rejects %s', (_name, bad) => {
    expect(v.safeParse(ThemesOverviewSchema, bad).success).toBe(false);
  });
});
