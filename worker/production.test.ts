// The production bundle, as `wrangler deploy --env production` would upload it, against the local one: demo data and
// pictures, stand-ins, the embedded shop backend, the bench route and fault injection are in the local bundle and
// nowhere in the production one, which is minified and carries React's production build whatever NODE_ENV the
// deploying shell has. Neither carries React's string renderer or the panels and dialogs only the browser renders.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { wrangler, wranglerEnv } from '../scripts/wrangler';

/** Text only a local-only part brings into a bundle (string literals survive minification). */
const LOCAL_ONLY = [
  ['a demo story text', 'Karten und Fotogeschenke mit Liebe gestaltet'],
  ['a demo story text', 'Wandbilder mit deinen Fotos'],
  ["the demo pictures' drawing code", 'feDropShadow'],
  ["the demo pictures' route", "default-src 'none'; style-src 'unsafe-inline'"],
  ["the embedded space's cache version key", 'embedded-space:cv'],
  ["the embedded space's 404", 'This record could not be found'],
  ['the bench route', '_bench/bare'],
  ['a fault name', 'content-hostile'],
  ['a fault name', 'kv-down'],
  ["the hostile content's link", 'javascript:alert(8)'],
  ["the bot-check stand-in's token endpoint", '/bot-check/token'],
  ['the designer stand-in', 'data-designer-type'],
  ['the local image resizer', 'source not allowed'],
  ["the visual editor bridge's stand-in", '__emitBridge'],
  ["Google sign-in's stand-in", 'google-stand-in-credential'],
  ["Google sign-in's stand-in", '(local stand-in for Google)'],
  ['the outbox page', 'Outbox (development only)'],
  ["a card theme's demo picture", '/demo-images/theme-'],
  ["the embedded shop backend's wishlist table", 'FROM wishlist_items'],
  ["the embedded shop backend's customer table", 'FROM customers WHERE'],
  ["the tag manager stand-in's debug view", 'Reported by the local stand-in of'],
] as const;

/**
 * A path to one of the demo space's pictures (a file, or a template of one), which only the local bundle serves.
 * The shared table of path prefixes names the bare segment, which is no picture.
 */
const DEMO_PICTURE_PATH = /\/demo-images\/[\w$]/;

/** Markers of the panels and dialogs only the browser renders (`#browser-only/*`), which no bundle carries. */
const BROWSER_ONLY = [
  'data-burger-panel',
  'data-flyout',
  'data-help-panel',
  'data-consent-settings',
  'data-more-formats-list',
  'data-dialog-message',
];

/**
 * One text in each text locale (the shop's "not reachable"): German is in both bundles; every other text locale is a
 * file of the static assets the worker reads, in neither.
 */
const GERMAN_TEXT = 'Der Shop ist gerade nicht erreichbar.';
const OTHER_TEXTS = [
  'The shop API is not reachable.',
  'La tienda no está disponible en este momento.',
  "La boutique n'est pas joignable pour le moment.",
];

/** The demo space's tokens: vars of the local configuration, listed by the dry run with the bindings. */
const DEMO_TOKENS = ['demo-public-token', 'demo-preview-token'];

/** React's development build warns about this; the production build has no such text. */
const REACT_DEVELOPMENT = 'Each child in a list should have a unique';
/** The production build points at its error decoder instead. */
const REACT_PRODUCTION = 'Minified React error';
/** esbuild's comment naming each source file, which only an unminified bundle has. */
const UNMINIFIED = /^\/\/ worker\//m;

interface Bundle {
  code: string;
  /** What the dry run printed: sizes and bindings with their values. */
  output: string;
}

let dir = '';
let local: Bundle;
let production: Bundle;

async function dryRun(args: string[], nodeEnv: string, out: string): Promise<Bundle> {
  const output = await wrangler(['deploy', '--dry-run', '--outdir', out, ...args], {
    ...wranglerEnv(),
    NODE_ENV: nodeEnv,
  });
  const scripts = (await readdir(out)).filter((name) => name.endsWith('.js'));
  const code = (await Promise.all(scripts.map((name) => readFile(join(out, name), 'utf8')))).join('\n');
  return { code, output };
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bundles-'));
  // The local bundle as `npm start` makes it; the production one from a shell that says development.
  [local, production] = await Promise.all([
    dryRun([], 'production', join(dir, 'local')),
    dryRun(['--env', 'production'], 'development', join(dir, 'production')),
  ]);
}, 120_000);

afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the production bundle', () => {
  test.each(LOCAL_ONLY)('has nothing of %s (%s), which the local bundle has', (_what, marker) => {
    expect(local.code.includes(marker), 'in the local bundle').toBe(true);
    expect(production.code.includes(marker), 'in the production bundle').toBe(false);
  });

  test('names no demo picture, which the local bundle serves', () => {
    expect(DEMO_PICTURE_PATH.test(local.code), 'in the local bundle').toBe(true);
    expect(DEMO_PICTURE_PATH.exec(production.code)?.[0], 'in the production bundle').toBeUndefined();
  });

  test("carries no demo token, which the local configuration's vars have", () => {
    for (const token of DEMO_TOKENS) {
      expect(local.output).toContain(token);
      expect(production.output).not.toContain(token);
    }
  });

  test("is minified, as the local one is, with React's production build though the shell said development", () => {
    expect(UNMINIFIED.test(local.code), 'the local bundle unminified').toBe(false);
    expect(UNMINIFIED.test(production.code), 'the production bundle unminified').toBe(false);
    expect(production.code.includes(REACT_PRODUCTION), "React's production build").toBe(true);
    expect(production.code.includes(REACT_DEVELOPMENT), "React's development build").toBe(false);
  });

  test('carries the German texts alone, as the local one does: the other text locales are read from the assets', () => {
    expect(local.code.includes(GERMAN_TEXT), 'German in the local bundle').toBe(true);
    expect(production.code.includes(GERMAN_TEXT), 'German in the production bundle').toBe(true);
    for (const text of OTHER_TEXTS) {
      expect(local.code.includes(text), `${text} in the local bundle`).toBe(false);
      expect(production.code.includes(text), `${text} in the production bundle`).toBe(false);
    }
  });

  test('has none of the panels and dialogs only the browser renders, as the local one has none', () => {
    for (const marker of BROWSER_ONLY) {
      expect(local.code.includes(marker), `${marker} in the local bundle`).toBe(false);
      expect(production.code.includes(marker), `${marker} in the production bundle`).toBe(false);
    }
  });
});
