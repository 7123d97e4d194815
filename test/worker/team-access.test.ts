// The team's tools in production: `_debug`, flag overrides, the flags switch and tester keys work for a signed team
// cookie (from `/frontend-api/team`) or on a team host; anyone else gets the normal page, the edge HTML cache's
// copy of it included, and the attempt is logged. Locally everything stays open (flags.test.ts).
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { DEMO_KEYS, HOME_AB_FLAG } from '../../demo/flags';
import { CONSENT_COOKIE } from '../../shared/domain/consent';
import { FLAG_KEY_COOKIE } from '../../shared/domain/flag-key';
import { HTML_CACHE_HEADER } from '../../shared/domain/html-cache';
import { pageToken } from '../../worker/flags/page-token';
import { TEAM_COOKIE, teamCookieValue } from '../../worker/flags/team-cookie';
import worker from '../../worker/index';
import { DE, islandData, issuedKey, withTestVisitor } from './fetch';

type Vars = Partial<Record<keyof typeof env, string>>;

const PRODUCTION: Vars = { ENVIRONMENT: 'production' };
const TEAM_PATH = `${DE}/frontend-api/team`;

let warned: string[] = [];

beforeEach(() => {
  warned = [];
  vi.spyOn(console, 'warn').mockImplementation((line: unknown) => {
    warned.push(String(line));
  });
});

afterEach(() => vi.restoreAllMocks());

/** One request to the worker under the given configuration, its `waitUntil` work (cache writes) awaited. */
async function send(url: string, init: RequestInit = {}, vars: Vars = PRODUCTION) {
  const ctx = createExecutionContext();
  const request = new Request(url, { redirect: 'manual', ...withTestVisitor(init) });
  const response = await worker.fetch(request, { ...env, ...vars } as typeof env, ctx);
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, html, cache: response.headers.get(HTML_CACHE_HEADER) };
}

const cookies = (...pairs: string[]) => ({ headers: { cookie: pairs.join('; ') } });
const keyCookie = (key: string) => `${FLAG_KEY_COOKIE}=${key}`;
/** A visitor key no definition names: a visitor's own. */
const ownKey = () => issuedKey();
const fresh = () => `${DE}/?visit=${crypto.randomUUID()}`;
const variant = (html: string) =>
  /data-feature="HOME_HERO_AB" data-treatment="(\w+)" data-variant="(\w)"/.exec(html)?.[1];
const evaluated = (html: string) =>
  (islandData(html).state as { flags: { evaluated: Record<string, string> } }).flags.evaluated;
const loggedAs = (id: string) => warned.filter((line) => line.includes(`"id":"${id}"`));

/** A team cookie as the endpoint sets it, read from its Set-Cookie line. */
async function joinTeam(vars: Vars = PRODUCTION): Promise<string> {
  const { response } = await send(
    TEAM_PATH,
    { method: 'POST', headers: { authorization: `Bearer ${env.TEAM_SECRET}` } },
    vars,
  );
  expect(response.status).toBe(200);
  const line = response.headers.getSetCookie().find((entry) => entry.startsWith(`${TEAM_COOKIE}=`)) ?? '';
  return line.split(';')[0] ?? '';
}

describe('a stranger in production', () => {
  test('asking for the debug view, an override and the switch gets the cached normal page, logged', async () => {
    const url = fresh();
    const key = keyCookie(ownKey());
    const normal = await send(url, cookies(key));
    expect(normal.cache).toBe('miss');
    const other = variant(normal.html) === 'on' ? 'off' : 'on';
    const asked = await send(
      `${url}&_debug=1&feature=${HOME_AB_FLAG}&treatment=${other}&disabled=1`,
      cookies(key),
    );
    expect(asked.response.status).toBe(200);
    expect(asked.cache).toBe('hit');
    expect(asked.html).toBe(normal.html);
    expect(asked.html).not.toContain('data-flag-debug');
    const [line] = loggedAs('team-parameter-ignored');
    expect(line).toContain('"parameters":"feature,treatment,disabled,_debug"');
    expect(line).toContain('"team":"none"');
  });

  test('a stranger’s `_debug` on a fresh page is not carried onto its links, and fills the normal copy', async () => {
    const url = fresh();
    const key = keyCookie(ownKey());
    const asked = await send(`${url}&_debug`, cookies(key));
    expect(asked.cache).toBe('miss');
    expect(asked.html).not.toContain('_debug');
    const normal = await send(url, cookies(key));
    expect([normal.cache, normal.html]).toEqual(['hit', asked.html]);
  });

  test('a stranger’s `logging=0` silences nothing, and is logged; the team’s silences its request', async () => {
    const missing = () => `${DE}/nothing-${crypto.randomUUID()}/?logging=0`;
    const stranger = await send(missing());
    expect(stranger.response.status).toBe(404);
    expect(loggedAs('team-parameter-ignored')[0]).toContain('"parameters":"logging"');
    const notFound = warned.filter((line) => /"id":"(cms|storyblok)-page-not-found"/.test(line)).length;
    expect(notFound).toBeGreaterThan(0);
    const team = await send(missing(), cookies(await joinTeam()));
    expect(team.response.status).toBe(404);
    expect(warned.filter((line) => /"id":"(cms|storyblok)-page-not-found"/.test(line))).toHaveLength(
      notFound,
    );
  });

  test('an error page shows no details for a stranger’s `_debug`', async () => {
    const { response, html } = await send(`${DE}/nothing-${crypto.randomUUID()}/?_debug`);
    expect(response.status).toBe(404);
    expect(html).not.toContain('data-error-details');
    expect(loggedAs('team-parameter-ignored')).toHaveLength(1);
  });

  test('a tester key is ignored and logged: the visitor gets a key of their own and the normal treatments', async () => {
    const { response, html } = await send(fresh(), cookies(keyCookie(DEMO_KEYS.on)));
    // The flyout experiment is on for its testers alone.
    expect(evaluated(html).VOLL_1616).toBe('off');
    const set = response.headers.getSetCookie().find((line) => line.startsWith(`${FLAG_KEY_COOKIE}=`));
    expect(set).toMatch(/^splitIoUserKey=[0-9a-f-]{36};/);
    expect(loggedAs('tester-key-ignored')[0]).toContain('"team":"none"');
  });

  test.each([
    [
      'forged',
      async () => `${TEAM_COOKIE}=${Math.floor(Date.now() / 1000) + 3600}.${'A'.repeat(43)}`,
      'invalid',
    ],
    [
      'signed with another secret',
      async () => `${TEAM_COOKIE}=${await teamCookieValue('another-secret', Date.now())}`,
      'invalid',
    ],
    [
      'expired',
      async () =>
        `${TEAM_COOKIE}=${await teamCookieValue(env.TEAM_SECRET ?? '', Date.now() - 13 * 3600_000)}`,
      'expired',
    ],
  ])('a %s team cookie is ignored', async (_what, cookie, state) => {
    const { html } = await send(`${fresh()}&_debug`, cookies(await cookie(), keyCookie(DEMO_KEYS.on)));
    expect(html).not.toContain('data-flag-debug');
    expect(evaluated(html).VOLL_1616).toBe('off');
    expect(loggedAs('team-parameter-ignored')[0]).toContain(`"team":"${state}"`);
    expect(loggedAs('tester-key-ignored')[0]).toContain(`"team":"${state}"`);
  });
});

describe('a tester key reporting from the browser', () => {
  const report = (...pairs: string[]) =>
    send(`${DE}/frontend-api/track`, {
      method: 'POST',
      headers: {
        cookie: [...pairs, `${CONSENT_COOKIE}=granted`].join('; '),
        origin: DE,
        'content-type': 'text/plain;charset=UTF-8',
      },
      body: JSON.stringify({
        events: [],
        exposures: ['VOLL_1616'],
        token: pageToken(env.FLAG_SIGNING_SECRET ?? '', ['VOLL_1616'], Date.now()),
      }),
    });

  test('a stranger’s counts nothing and is logged; the team’s counts', async () => {
    const stranger = await report(keyCookie(DEMO_KEYS.on));
    expect(stranger.response.status).toBe(403);
    expect(JSON.parse(stranger.html)).toEqual({ error: 'splitIoUserKey: not a key this shop issued' });
    expect(loggedAs('tester-key-ignored')).toHaveLength(1);
    const team = await report(keyCookie(DEMO_KEYS.on), await joinTeam());
    expect(JSON.parse(team.html)).toEqual({ queued: 0, consent: 'granted', exposures: 1 });
    // A visitor's own key is no tester key: counted as ever.
    const own = await report(keyCookie(ownKey()));
    expect(JSON.parse(own.html)).toEqual({ queued: 0, consent: 'granted', exposures: 1 });
  });
});

describe('the team in production', () => {
  test('with the team cookie the debug view, an override and a tester key work, never from the cache', async () => {
    const team = await joinTeam();
    const url = `${fresh()}&_debug&feature=${HOME_AB_FLAG}&treatment=off`;
    const { html, cache } = await send(url, cookies(team, keyCookie(DEMO_KEYS.on)));
    expect(cache).toBe('bypass');
    expect(html).toContain(`data-flag-debug-key="">${DEMO_KEYS.on}<`);
    // The tester's own treatments, and the override over one of them.
    expect(evaluated(html)).toMatchObject({ [HOME_AB_FLAG]: 'on', VOLL_1616: 'on' });
    expect(variant(html)).toBe('off');
    expect(loggedAs('team-parameter-ignored')).toEqual([]);
    expect(loggedAs('tester-key-ignored')).toEqual([]);
  });

  test('on a team host the team’s tools work without the cookie', async () => {
    const vars = { ...PRODUCTION, TEAM_HOSTS: 'staging.example, kartenliebe.de.localhost' };
    const { html } = await send(`${fresh()}&_debug`, cookies(keyCookie(DEMO_KEYS.on)), vars);
    expect(html).toContain('data-flag-debug');
    expect(evaluated(html).VOLL_1616).toBe('on');
  });
});

describe('the team cookie’s endpoint', () => {
  test('the team secret sets a signed cookie for 12 hours, on this host only, out of scripts’ reach', async () => {
    const team = await joinTeam();
    expect(team).toMatch(new RegExp(`^${TEAM_COOKIE}=\\d{10}\\.[\\w-]{43}$`));
    const { response } = await send(TEAM_PATH, {
      method: 'POST',
      headers: { authorization: `Bearer ${env.TEAM_SECRET}` },
    });
    const line = response.headers.getSetCookie()[0] ?? '';
    expect(line).toMatch(/; Max-Age=43200; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  test.each([
    ['no Authorization', {}, 401],
    ['another scheme', { authorization: `Basic ${btoa(`team:${env.TEAM_SECRET}`)}` }, 401],
    ['a wrong secret', { authorization: 'Bearer not-the-secret' }, 403],
    ['the secret with more after it', { authorization: `Bearer ${env.TEAM_SECRET}x` }, 403],
  ])('%s is refused and logged, with no cookie', async (_what, headers, status) => {
    const { response } = await send(TEAM_PATH, { method: 'POST', headers });
    expect(response.status).toBe(status);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(loggedAs('team-secret-refused')).toHaveLength(1);
  });

  test('DELETE or `?leave` clears the cookie', async () => {
    for (const [url, method] of [
      [TEAM_PATH, 'DELETE'],
      [`${TEAM_PATH}?leave`, 'GET'],
    ] as const) {
      const { response } = await send(url, { method, ...cookies(await joinTeam()) });
      expect(response.status).toBe(200);
      expect(response.headers.getSetCookie()[0]).toMatch(new RegExp(`^${TEAM_COOKIE}=; Max-Age=0;`));
    }
  });

  test('without a configured secret there is no endpoint, and no cookie counts', async () => {
    const team = await joinTeam();
    const vars = { ...PRODUCTION, TEAM_SECRET: '' };
    const { response } = await send(
      TEAM_PATH,
      { method: 'POST', headers: { authorization: `Bearer ${env.TEAM_SECRET}` } },
      vars,
    );
    expect(response.status).toBe(404);
    expect((await send(`${fresh()}&_debug`, cookies(team), vars)).html).not.toContain('data-flag-debug');
  });
});

test('locally the team’s tools are open to everyone', async () => {
  const { html } = await send(`${fresh()}&_debug`, cookies(keyCookie(DEMO_KEYS.on)), {});
  expect(html).toContain('data-flag-debug');
  expect(evaluated(html).VOLL_1616).toBe('on');
  expect(loggedAs('team-parameter-ignored')).toEqual([]);
});
