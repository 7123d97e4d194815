// One h1 per page: a teaser leads, else the first level-1 headline, else a hidden title; the rest step down.
import { describe, expect, test } from 'vitest';
import { pageOutline } from './outline';

const h = (text: string, level?: number) => ({ component: 'Headline', text, ...(level ? { level } : {}) });
const teaser = { component: 'Teaser', headline: 'Wall calendars' };

describe('pageOutline', () => {
  test('a teaser leads: every level-1 headline of the body steps down', () => {
    const outline = pageOutline({ teaser: [teaser], body: [h('A', 1), h('B', 2), h('C', 1)] });
    expect(outline.leadTeaser).toBe(true);
    expect(outline.body).toEqual([h('A', 2), h('B', 2), h('C', 2)]);
    expect(outline.hiddenTitle).toBe(false);
  });

  test('without a teaser the first level-1 headline leads and later ones step down', () => {
    const outline = pageOutline({ teaser: [], body: [h('A', 2), h('B', 1), h('C', 1)] });
    expect(outline.leadTeaser).toBe(false);
    expect(outline.body).toEqual([h('A', 2), h('B', 1), h('C', 2)]);
    expect(outline.hiddenTitle).toBe(false);
  });

  test('with neither, the title is the hidden h1; other blocks pass unchanged', () => {
    const other = { component: 'Text', text: 'x' };
    const outline = pageOutline({ teaser: [], body: [h('A'), other] });
    expect(outline.body).toEqual([h('A'), other]);
    expect(outline.hiddenTitle).toBe(true);
  });

  test("a level as Storyblok's number field sends it (text) counts as level 1", () => {
    const outline = pageOutline({
      teaser: [],
      body: [
        { ...h('A'), level: '1' },
        { ...h('B'), level: '1' },
      ],
    });
    expect(outline.body).toEqual([
      { ...h('A'), level: '1' },
      { ...h('B'), level: 2 },
    ]);
    expect(outline.hiddenTitle).toBe(false);
  });
});
