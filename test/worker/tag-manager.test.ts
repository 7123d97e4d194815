// The tag manager's local stand-in under the local configuration: its script on the first-party analytics
// subdomain, its reports of the data layer and of its tags kept per visitor key (the last 50), refused from another
// site, and listed by the `_debug` view.
import { describe, expect, test } from 'vitest';
import { FLAG_KEY_COOKIE } from '../../shared/domain/flag-key';
import { TAG_MANAGER_EVENTS_PATH } from '../../shared/domain/tag-manager-events';
import { DE, get, issuedKey, page } from './fetch';

const METRICS = 'http://metrics.kartenliebe.de.localhost:8787';

const visitor = () => `${FLAG_KEY_COOKIE}=${issuedKey()}`;

function report(cookie: string, entries: unknown[], headers: Record<string, string> = {}) {
  return get(`${DE}${TAG_MANAGER_EVENTS_PATH}`, {
    method: 'POST',
    headers: {
      cookie,
      'content-type': 'text/plain;charset=UTF-8',
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
    body: JSON.stringify(entries),
  });
}

/** The events the debug view lists: name and detail. */
async function listed(cookie: string): Promise<Array<[string, string]>> {
  const { html } = await page(`${DE}/?_debug=1`, { headers: { cookie } });
  const rows = html.matchAll(/data-tag-manager-event="([^"]*)"[^>]*>.*?<code[^>]*>(.*?)<\/code>/g);
  return [...rows].map((row) => [row[1] ?? '', (row[2] ?? '').replaceAll('&quot;', '"')]);
}

describe('the tag manager stand-in', () => {
  test('serves the demo container’s script on the analytics subdomain, reading the data layer', async () => {
    const response = await get(`${METRICS}/gtm.js?id=GTM-DEMO0001`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('javascript');
    const script = await response.text();
    expect(script).toContain('window.dataLayer');
    expect(script).toContain(`sendBeacon('${TAG_MANAGER_EVENTS_PATH}'`);
    // Nothing leaves the shop: no other origin in the script.
    expect(script).not.toMatch(/https?:\/\//);
  });

  test('answers nothing on the shop’s own host nor for a malformed id', async () => {
    expect((await get(`${DE}/gtm.js?id=GTM-DEMO0001`)).headers.get('content-type')).not.toContain(
      'javascript',
    );
    expect((await get(`${METRICS}/gtm.js?id=UA-1`)).headers.get('content-type')).not.toContain('javascript');
  });

  test('keeps the reported entries per visitor and the debug view lists them', async () => {
    const cookie = visitor();
    const consent = ['consent', 'default', { analytics_storage: 'denied' }];
    expect((await report(cookie, [consent, { event: 'gtm.js' }])).status).toBe(204);
    expect(await listed(cookie)).toEqual([
      ['consent default', JSON.stringify(consent)],
      ['gtm.js', '{"event":"gtm.js"}'],
    ]);
    // Another visitor sees none of them.
    expect(await listed(visitor())).toEqual([]);
  });

  test('its script checks each tag’s consent signal, and the debug view lists which tags ran or only pinged', async () => {
    const script = await (await get(`${METRICS}/gtm.js?id=GTM-DEMO0001`)).text();
    expect(script).toContain('{"analytics":"analytics_storage","ads":"ad_storage"}');
    const cookie = visitor();
    await report(cookie, [{ event: 'gtm.js' }, ['tag', 'ads'], ['ping', 'analytics']]);
    expect((await listed(cookie)).map(([name]) => name)).toEqual(['gtm.js', 'tag ads', 'ping analytics']);
  });

  test('keeps the last 50 entries of a visitor', async () => {
    const cookie = visitor();
    const events = Array.from({ length: 60 }, (_, index) => ({ event: `e${index}` }));
    await report(cookie, events.slice(0, 30));
    await report(cookie, events.slice(30));
    const names = (await listed(cookie)).map(([name]) => name);
    expect(names).toHaveLength(50);
    expect(names[0]).toBe('e10');
    expect(names.at(-1)).toBe('e59');
  });

  test('refuses a report from another site, without a visitor key or unreadable', async () => {
    expect((await report(visitor(), [], { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    const anonymous = await fetchWithoutKey();
    expect(anonymous.status).toBe(403);
    const cookie = visitor();
    const broken = await get(`${DE}${TAG_MANAGER_EVENTS_PATH}`, {
      method: 'POST',
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
      body: '{not json',
    });
    expect(broken.status).toBe(400);
  });
});

/** A report without the visitor key cookie (the test helper adds one unless the cookie names one). */
function fetchWithoutKey(): Promise<Response> {
  return get(`${DE}${TAG_MANAGER_EVENTS_PATH}`, {
    method: 'POST',
    headers: { cookie: `${FLAG_KEY_COOKIE}=`, 'sec-fetch-site': 'same-origin' },
    body: '[]',
  });
}
