// Chromium (see scripts/chromium.ts for which one) driven by playwright-core, and the shop's local host names.
import { type Browser, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { findChromium } from '../../scripts/chromium';

export async function launch(): Promise<Browser> {
  const { executablePath, args } = await findChromium();
  return chromium.launch({ executablePath, args });
}

/** A URL on the test server under a shop host name (`*.localhost` resolves to loopback in Chromium). */
export function shopUrl(path: string, host = 'kartenliebe.de.localhost'): string {
  return `http://${host}:${inject('port')}${path}`;
}

/** Collects what a page reports as errors (uncaught exceptions, console errors) into `errors`. */
export function collectErrors(page: Page, errors: string[]): Page {
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return page;
}

/** Waits until the boot script has wired the server HTML (action bar, back-to-top, footer, consent, sub-navigation). */
export function bootReady(page: Page): Promise<unknown> {
  return page.waitForSelector('html[data-boot-ready]', { state: 'attached', timeout: 10_000 });
}
