// The header's customer, loaded once per request from the session cookie: logged in is personal, anonymous
// stays shareable, a garbage cookie is anonymous.
import { describe, expect, test } from 'vitest';
import { customerSession } from './accounts';
import { DE, islandData, islandProps, page, revealed } from './fetch';

const sessionOfNewCustomer = () => customerSession(`header-${crypto.randomUUID()}@example.com`);

const pageState = (html: string) => islandData(html).state;

describe('the customer in the header', () => {
  test('a valid session renders the name, in the account island props too, and is private, no-store', async () => {
    const cookie = await sessionOfNewCustomer();
    const { response, html } = await page(`${DE}/`, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(html).toMatch(/data-account-item="logged-in"/);
    expect(html).toContain('>Ada Lovelace</span>');
    expect(islandProps(html, 'account').customer).toEqual({
      isLoggedIn: true,
      fullName: 'Ada Lovelace',
      cartArticlesAmount: 0,
      isWhitelabelCustomer: false,
    });
  });

  test('without the cookie the page is anonymous and shareable', async () => {
    const { response, html } = await page(`${DE}/`, { headers: { cookie: 'other=1' } });
    expect(response.headers.get('cache-control')).toMatch(/^public, /);
    expect(html).toMatch(/data-account-item="anonymous"/);
    expect(html).toContain('>Anmelden</span>');
    expect(islandProps(html, 'account').customer).toBeUndefined();
    expect(pageState(html).customer).toBeUndefined();
    // The login, sign-up and reset dialogs come with the account island, loaded on the first interaction (in the
    // chunk of the page furniture's islands).
    expect(html).toContain('data-island="account"');
    expect(islandData(html).chunks.account).toMatch(/^\/assets\/islands\/furniture-/);
  });

  test.each(['shop_session=garbage', `shop_session=${'A'.repeat(43)}`])(
    'a bad session cookie (%s) renders anonymous',
    async (cookie) => {
      const { response, html } = await page(`${DE}/`, { headers: { cookie } });
      expect(response.status).toBe(200);
      expect(html).toMatch(/data-account-item="anonymous"/);
      expect(html).not.toContain('data-account-name');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    },
  );
});

/** Inline scripts that run (not JSON data or speculation rules), with their attributes. */
const runnableScripts = (html: string) =>
  [...html.matchAll(/<script([^>]*)>/g)]
    .map((match) => match[1] ?? '')
    .filter((attributes) => !/type="(application\/json|speculationrules|module)"/.test(attributes));

describe('deferred parts', () => {
  test('a session page streams the customer after the shell; its reveal scripts carry the CSP nonce', async () => {
    const cookie = await sessionOfNewCustomer();
    const { response, html } = await page(`${DE}/fotokalender/`, { headers: { cookie } });
    const nonce = /script-src 'self' [^;]*'nonce-([A-Za-z0-9+/=]+)'/.exec(
      response.headers.get('content-security-policy') ?? '',
    )?.[1];
    expect(nonce).toBeDefined();
    // The anonymous item holds the place until the customer arrives.
    expect(html.indexOf('data-account-item="anonymous"')).toBeLessThan(html.indexOf('>Ada Lovelace</span>'));
    const scripts = runnableScripts(html);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
    // With a nonce in the policy, Chromium no longer applies inline speculation rules without it.
    expect(html).toContain(`<script type="speculationrules" nonce="${nonce}">`);
    expect(revealed(html)).not.toContain('data-account-item="anonymous"');
  });

  test('a shared page is rendered whole: no reveal script, no nonce, every part in place', async () => {
    const { response, html } = await page(`${DE}/fotokalender/wandkalender/`);
    expect(response.headers.get('content-security-policy')).not.toContain('nonce-');
    expect(runnableScripts(html)).toEqual([]);
    expect(html).not.toContain('<template id="B:');
    expect(html).toContain('data-breadcrumb=""');
  });

  test('a crawler gets the complete document even with a session', async () => {
    const cookie = await sessionOfNewCustomer();
    const { html } = await page(`${DE}/fotokalender/`, {
      headers: { cookie, 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' },
    });
    expect(runnableScripts(html)).toEqual([]);
    expect(html).toContain('>Ada Lovelace</span>');
    expect(html).not.toContain('data-account-item="anonymous"');
  });
});
