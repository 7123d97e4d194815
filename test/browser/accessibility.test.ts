// WCAG 2.1 AA with axe-core: a category page and a product page of each channel, and a page with the newsletter
// form's notice, as a visitor first sees them (consent banner included); any violation fails with its rule and the
// elements it found.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test } from 'vitest';
import { browserFixture, shopUrl } from './browser';

const chromium = browserFixture({ viewport: { width: 1280, height: 800 } });
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

test.each([
  ['kartenliebe.de.localhost', '/fotokalender/'],
  ['kartenliebe.de.localhost', '/karten/hochzeitskarten/'],
  // The newsletter form's return, with its status notice.
  ['kartenliebe.de.localhost', '/karten/?newsletter=pending'],
  ['poster.co.uk.localhost', '/canvas-prints'],
  ['poster.co.uk.localhost', '/canvas-prints/canvas-classic'],
])('%s%s has no WCAG 2.1 AA violation', async (host, path) => {
  const page = await chromium.newPage();
  await page.goto(shopUrl(path, host), { waitUntil: 'load' });
  // Evaluated through the debugging protocol: the shop's CSP rightly refuses an injected script tag.
  await page.evaluate(AXE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: unknown) => Promise<{ violations: Violation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  });
  expect(violations).toEqual([]);
});
