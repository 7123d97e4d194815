// Link box (footer override): demo footer link lists with localised links; rejected lists.
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { DEMO_SPACE } from '../../../demo/space/index';
import { renderInPage } from '../../../test/fixtures/render';
import { LinkBox, LinkBoxSchema } from './LinkBox';

/** The demo's global link box of kartenliebe in French (fr-fr), as a page would override it. */
const config = DEMO_SPACE.stories.find((story) => story.full_slug === 'kartenliebe/fr-fr/global-config');
/** The footer and its link box are one-block fields: Storyblok sends each as a list of one block. */
const footer = (config?.content as { footer?: { linkBox?: object[] }[] } | undefined)?.footer?.[0];
const DEMO = { component: 'LinkBox', ...(footer?.linkBox?.[0] ?? {}) };
const render = (input: unknown, url = 'http://kartenliebe.ch.localhost:8787/fr/') =>
  renderInPage(<LinkBox {...v.parse(LinkBoxSchema, input)} />, url);

describe('LinkBox', () => {
  test('renders every list under its headline, every link localised with trailing slash', () => {
    const parsed = v.parse(LinkBoxSchema, DEMO);
    const html = render(DEMO).replaceAll('&#x27;', "'");
    expect(parsed.linkLists.length).toBeGreaterThan(1);
    for (const list of parsed.linkLists) {
      expect(html).toContain(`<h3 class="font-semibold mb-3">${list.headline}</h3>`);
      for (const entry of list.links) {
        expect(html).toContain(`href="/fr/${entry.link.cached_url}">${entry.text}</a>`);
      }
    }
  });

  test('names the navigation by its headline', () => {
    const html = render({ headline: 'Liens utiles', linkLists: [] });
    expect(html).toContain('<nav class="my-10" aria-label="Liens utiles"');
  });

  test('an external link is allowed and opened safely', () => {
    const list = {
      headline: 'Partner',
      links: [{ text: 'Blog', link: { url: 'https://blog.example.com/' } }],
    };
    const html = render({ linkLists: [list] });
    expect(html).toMatch(/rel="noopener noreferrer" href="https:\/\/blog\.example\.com\/"/);
  });

  test.each([
    ['link lists that are not a list', { linkLists: {} }],
    ['a link without text', { linkLists: [{ headline: 'x', links: [{ text: '', link: {} }] }] }],
    ['a link list without links', { linkLists: [{ headline: 'x' }] }],
  ])('rejects %s', (_name, bad) => {
    expect(v.safeParse(LinkBoxSchema, bad).success).toBe(false);
  });
});
