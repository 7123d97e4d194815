// A flag the page comes to show in the browser is reported once, with consent, under the page's own base path: the
// endpoint evaluates the impression for the site it is posted under (a locale prefix, the app's platform).
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { exposeFlag, reportShownFlags } from './exposure';

const posted = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

function setConsent(value: string | null): void {
  vi.stubGlobal('document', { cookie: value ? `consent=${value}` : '' });
}

beforeEach(() => {
  posted.mockReset();
  posted.mockResolvedValue(new Response(null, { status: 202 }));
  vi.stubGlobal('fetch', posted);
  vi.stubGlobal('navigator', {});
  setConsent('granted');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const FLAGS = { flagsDisabled: false, seen: ['HOME_HERO_AB'] };
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

describe('reportShownFlags', () => {
  test('a prerendered page shown reports its markup’s flags under its base path', () => {
    reportShownFlags(FLAGS, '/d/fr');
    expect(exposures()).toEqual([['/d/fr/frontend-api/track', ['HOME_HERO_AB']]]);
  });
});
