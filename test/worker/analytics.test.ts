// Analytics on the page: with a container configured, the loader's script URL on the first-party subdomain, the
// Consent Mode setting (basic unless configured), its default (all denied) and the data layer's init payload, and
// a CSP allowing exactly that origin in either mode; none with tracking=0; a container id of the wrong shape or an
// unknown Consent Mode setting is a configuration error, and no page is served with it.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, test, vi } from 'vitest';
import worker from '../../worker/index';
import { DE, withTestVisitor } from './fetch';

async function visit(
  url: string,
  containerId: string,
  init: RequestInit = {},
  vars: { CONSENT_MODE?: string } = {},
) {
  const ctx = createExecutionContext();
  const request = new Request(url, { redirect: 'manual', ...withTestVisitor(init) });
  const bindings = { ...env, ANALYTICS_CONTAINER_ID: containerId, ...vars };
  const response = await worker.fetch(request, bindings, ctx);
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, html };
}

const initOf = (html: string) => {
  const match =
    /<script type="application\/json" id="analytics-init" data-src="([^"]+)" data-consent-mode="([^"]+)">(.*?)<\/script>/.exec(
      html,
    );
  return match ? { src: match[1], mode: match[2], ...JSON.parse(match[3] ?? '{}') } : undefined;
};

const DENIED = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  wait_for_update: 500,
};

describe('analytics', () => {
  test('the page carries the loader’s script and the init payload; its CSP allows that origin', async () => {
    const { response, html } = await visit(`${DE}/karten/?a=${crypto.randomUUID()}`, 'GTM-ABC123');
    expect(initOf(html)).toEqual({
      src: 'http://metrics.kartenliebe.de.localhost:8787/gtm.js?id=GTM-ABC123',
      mode: 'basic',
      consent: DENIED,
      init: {
        event: 'init',
        channel: 'kartenliebe',
        country: 'DE',
        currency: 'eur',
        language: 'de',
        locale: 'de-DE',
        platform: 'w',
        page: { uniqueIdentifier: '/karten/' },
      },
    });
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' http://metrics.kartenliebe.de.localhost:8787");
    expect(csp).toContain("connect-src 'self' http://metrics.kartenliebe.de.localhost:8787");
  });

  test.each(['', 'consent=custom:analytics', 'consent=granted', 'consent=declined'])(
    'the data layer starts with the default, all denied, whatever the visitor chose (%s): the page may be shared',
    async (cookie) => {
      const url = `${DE}/karten/?a=${crypto.randomUUID()}`;
      const { response, html } = await visit(url, 'GTM-ABC123', { headers: cookie ? { cookie } : {} });
      expect(initOf(html)?.consent).toEqual(DENIED);
      // No choice of the visitor in the HTML: the browser reads it from the cookie.
      expect(html).not.toContain('"update"');
      expect(response.headers.get('cache-control')).toMatch(/^public, /);
    },
  );

  test('the demo container of the local configuration loads from the first-party subdomain', async () => {
    expect(env.ANALYTICS_CONTAINER_ID).toBe('GTM-DEMO0001');
    const { html } = await visit(`${DE}/karten/?a=${crypto.randomUUID()}`, 'GTM-DEMO0001');
    expect(initOf(html)?.src).toBe('http://metrics.kartenliebe.de.localhost:8787/gtm.js?id=GTM-DEMO0001');
  });

  test('with tracking=0 nothing loads and the CSP stays closed', async () => {
    const { response, html } = await visit(`${DE}/karten/?tracking=0&a=${crypto.randomUUID()}`, 'GTM-ABC123');
    expect(initOf(html)).toBeUndefined();
    expect(response.headers.get('content-security-policy')).not.toContain('metrics.');
  });

  test('without a container nothing loads', async () => {
    expect(initOf((await visit(`${DE}/karten/?a=${crypto.randomUUID()}`, '')).html)).toBeUndefined();
  });

  test.each(['UA-12345-1', 'gtm-abc', 'GTM-'])(
    'the container id %s is a configuration error: no page',
    async (id) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { response, html } = await visit(`${DE}/karten/?a=${crypto.randomUUID()}`, id);
      expect(response.status).toBe(500);
      expect(initOf(html)).toBeUndefined();
      expect(error.mock.calls.map(([line]) => String(line)).join('\n')).toContain('must be GTM- or G-');
    },
  );

  test('the local configuration is basic Consent Mode', () => {
    expect(env.CONSENT_MODE).toBe('basic');
  });

  test.each(['basic', 'advanced', ''])(
    'Consent Mode "%s": the page says which, starts all denied, and its CSP allows the tag manager',
    async (mode) => {
      const url = `${DE}/karten/?a=${crypto.randomUUID()}`;
      const { response, html } = await visit(url, 'GTM-ABC123', {}, { CONSENT_MODE: mode });
      expect(initOf(html)).toMatchObject({ mode: mode || 'basic', consent: DENIED });
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self' http://metrics.kartenliebe.de.localhost:8787");
    },
  );

  test('advanced Consent Mode with tracking=0: nothing loads and the CSP stays closed', async () => {
    const url = `${DE}/karten/?tracking=0&a=${crypto.randomUUID()}`;
    const { response, html } = await visit(url, 'GTM-ABC123', {}, { CONSENT_MODE: 'advanced' });
    expect(html).not.toContain('analytics-init');
    expect(response.headers.get('content-security-policy')).not.toContain('metrics.');
  });

  test.each([
    ['Advanced', ''],
    ['strict', ''],
    ['on', 'tracking=0&'],
  ])('the Consent Mode setting "%s" is a configuration error: no page (%s)', async (mode, query) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const url = `${DE}/karten/?${query}a=${crypto.randomUUID()}`;
    const { response, html } = await visit(url, 'GTM-ABC123', {}, { CONSENT_MODE: mode });
    expect(response.status).toBe(500);
    expect(initOf(html)).toBeUndefined();
    const logged = error.mock.calls.map(([line]) => String(line)).join('\n');
    expect(logged).toContain(`CONSENT_MODE \\"${mode}\\" must be basic or advanced`);
  });
});
