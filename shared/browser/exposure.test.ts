// A flag the page comes to show in the browser is reported once, with consent, under the page's own base path: the
// endpoint evaluates the impression for the site it is posted under (a locale prefix, the app's platform). Before
// the visitor's choice a report waits on the page: accepted, it goes; declined, it is dropped.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { COOKIE_WRITTEN_EVENT } from './cookies';
import { countPageView, exposeFlag } from './exposure';

const posted = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

const listeners: ((event: Event) => void)[] = [];
const page = {
  cookie: '',
  addEventListener: (_type: string, listener: (event: Event) => void) => listeners.push(listener),
};

function setConsent(value: string | null): void {
  page.cookie = value ? `consent=${value}` : '';
}

/** The visitor chooses on this page: the cookie is written and the page's listeners hear of it. */
function choose(value: string): void {
  setConsent(value);
  const event = { type: COOKIE_WRITTEN_EVENT, detail: { name: 'consent', value } } as unknown as Event;
  for (const listener of listeners) listener(event);
}

beforeEach(() => {
  posted.mockReset();
  posted.mockResolvedValue(new Response(null, { status: 202 }));
  vi.stubGlobal('fetch', posted);
  vi.stubGlobal('navigator', {});
  vi.stubGlobal('document', page);
  setConsent('granted');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const FLAGS = { flagsDisabled: false, seen: ['HOME_HERO_AB'], token: '1~HOME_HERO_AB~00' };
const exposures = () =>
  posted.mock.calls.map(([url, init]) => [
    url,
    (JSON.parse(String(init.body)) as { exposures: string[] }).exposures,
  ]);

describe('exposeFlag', () => {
  test('posts under the page’s base path, once per page view', () => {
    exposeFlag('VOLL_1616', FLAGS, '/fr');
    exposeFlag('VOLL_1616', FLAGS, '/fr');
    expect(exposures()).toEqual([['/fr/frontend-api/track', ['VOLL_1616']]]);
  });

  test('the default site posts at the root', () => {
    exposeFlag('ROOT_FLAG', FLAGS, '');
    expect(exposures()).toEqual([['/frontend-api/track', ['ROOT_FLAG']]]);
  });

  test('nothing without consent, nothing for a page view that records none', () => {
    setConsent('declined');
    exposeFlag('DECLINED_FLAG', FLAGS, '/d');
    setConsent('granted');
    exposeFlag('UNRECORDED_FLAG', { ...FLAGS, unrecorded: true }, '/d');
    expect(posted).not.toHaveBeenCalled();
  });
});

describe('countPageView', () => {
  test('a page loaded ahead, now shown, reports its markup’s flags under its base path, with its token', () => {
    countPageView(FLAGS, '/d/fr');
    expect(exposures()).toEqual([['/d/fr/frontend-api/track', ['HOME_HERO_AB']]]);
    expect(JSON.parse(String(posted.mock.calls[0]?.[1].body))).toMatchObject({ token: FLAGS.token });
  });

  test('before a choice the view waits: counted once when the visitor accepts on the page', () => {
    setConsent(null);
    const flags = { ...FLAGS, seen: ['WAITING_FLAG'] };
    countPageView(flags, '');
    exposeFlag('ISLAND_FLAG', flags, '');
    expect(posted).not.toHaveBeenCalled();
    choose('granted');
    choose('granted');
    expect(exposures()).toEqual([['/frontend-api/track', ['WAITING_FLAG', 'ISLAND_FLAG']]]);
  });

  test('a page without a token reports nothing', () => {
    countPageView({ flagsDisabled: false, seen: ['NO_TOKEN_FLAG'] }, '');
    expect(posted).not.toHaveBeenCalled();
  });
});
