// Debian's Chromium driven by playwright-core, and the shop's local host names for the test server.
import { type Browser, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
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
