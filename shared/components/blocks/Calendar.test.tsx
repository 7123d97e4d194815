// Calendar block: configurator link per locale and channel, teaser content, and the schema's refusals.
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { renderInPage } from '../../../test/fixtures/render';
import { expectFieldSkipped } from '../../../test/fixtures/skipped-fields';
import { Calendar, CalendarSchema } from './Calendar';

const block = {
  component: 'Calendar',
  _uid: 'cal-1',
  calendarType: 'wandkalender',
  title: 'Dein Wandkalender',
  text: 'Zwölf Monate, zwölf Lieblingsfotos.',
  image: { filename: '/demo-images/calendar-1.svg', alt: 'Ein Wandkalender' },
};

const render = (raw: unknown, url?: string) =>
  renderInPage(<Calendar {...v.parse(CalendarSchema, raw)} />, url);
const hrefs = (html: string) =>
  [...html.matchAll(/href="([^"]*)"/g)].map((m) => (m[1] ?? '').replaceAll('&amp;', '&'));

describe('Calendar', () => {
  test.each<[url: string, href: string]>([
    ['http://kartenliebe.de.localhost:8787/', '/configurator-calendar/?calendarType=wandkalender'],
    ['http://kartenliebe.ch.localhost:8787/fr/', '/fr/configurator-calendar/?calendarType=wandkalender'],
    ['http://kartenliebe.be.localhost:8787/fr/', '/fr/configurator-calendar/?calendarType=wandkalender'],
    ['http://poster.de.localhost:8787/', '/configurator-calendar?calendarType=wandkalender'],
  ])('on %s links to %s', (url, href) => {
    expect(hrefs(render(block, url))).toEqual([href]);
  });

  test('format and mounting travel to the configurator', () => {
    const html = render({ ...block, formatType: 'a3-hoch', mountingType: 'spirale' });
    expect(hrefs(html)).toEqual([
      '/configurator-calendar/?calendarType=wandkalender&formatType=a3-hoch&mountingType=spirale',
    ]);
  });

  test('shows title, text, image and the call to action in the site language', () => {
    const html = render(block);
    expect(html).toContain('Dein Wandkalender');
    expect(html).toContain('Zwölf Monate, zwölf Lieblingsfotos.');
    expect(html).toContain('alt="Ein Wandkalender"');
    expect(html).toContain('/cdn-cgi/image/');
    expect(html).toContain('Jetzt gestalten');
    expect(render(block, 'http://kartenliebe.fr.localhost:8787/')).toContain('Créer maintenant');
  });

  test.each<[name: string, raw: unknown]>([
    ['unknown calendar type', { ...block, calendarType: 'mondkalender' }],
    ['empty title', { ...block, title: '' }],
    ['missing image', { ...block, image: undefined }],
    ['script URL image', { ...block, image: { filename: 'javascript:alert(1)' } }],
  ])('refuses %s', (_name, raw) => {
    expect(v.safeParse(CalendarSchema, raw).success).toBe(false);
  });

  // An optional option the shop does not know is left out and reported; the calendar still shows.
  test.each<[name: string, patch: Record<string, unknown>]>([
    ['unknown mounting', { mountingType: 'klebeband' }],
    ['unknown format', { formatType: 'a9-hoch' }],
  ])('skips %s, keeps the block', (_name, patch) => {
    expectFieldSkipped(CalendarSchema, block, patch);
    expect(hrefs(render({ ...block, ...patch }))).toEqual([
      '/configurator-calendar/?calendarType=wandkalender',
    ]);
  });
});
