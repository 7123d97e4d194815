// The document shell: nothing holds the first paint, the page shows whole once its main content is parsed, the
// critical region ends after the lead teaser, and every inline script the page runs is allowed by its hash.
import { describe, expect, test } from 'vitest';
import { DE, POSTER_GB, page } from './fetch';

/** The inline scripts of a page that the browser runs or applies: not the JSON data blocks. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/type="application\/json"/.test(attributes ?? ''))
    .map(([, , text]) => text ?? '');
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return `sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`;
}

describe('document', () => {
  test.each([`${DE}/`, `${DE}/fotokalender/`, `${POSTER_GB}/`])(
    '%s: no render-blocking link, every inline script allowed by its hash',
    async (url) => {
      const { response, html } = await page(url);
      const head = html.slice(0, html.indexOf('</head>'));
      // A render-blocking `expect` link made Chromium hold the first frame, painted and committed, until something
      // else asked for a frame (a second, the countdown's tick).
      expect(head).not.toContain('blocking=');
      // Nor a stylesheet: the full one is linked at the body's end.
      expect(head).not.toContain('rel="stylesheet"');
      // The boot script loads through the inline loader, after the largest paint: no script tag asks for it.
      expect(head).not.toMatch(/<script[^>]*src="\/assets\/boot-/);
      const scripts = inlineScripts(html);
      expect(scripts.some((text) => /import\("\/assets\/boot-[\w-]+\.js"\)/.test(text))).toBe(true);
      expect(head).toContain('<script type="speculationrules">');
      const scriptSrc = /script-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
      expect(scriptSrc).not.toContain('unsafe-inline');
      for (const text of scripts) expect(scriptSrc).toContain(`'${await sha256(text)}'`);
    },
  );

  test.each([`${DE}/`, `${POSTER_GB}/canvas-prints`])(
    '%s: the body shows once the marker right after the main content is parsed',
    async (url) => {
      const { html } = await page(url);
      expect(html).toMatch(/<body [^>]*data-paint-whole=""/);
      expect(html).toContain('[data-paint-whole]:not(:has(>[data-paint-end])){visibility:hidden}');
      expect(html).toContain('</main><span hidden="" data-paint-end=""></span>');
      // The fallback for a layout without a marker of its own: the body's end.
      expect(html.match(/data-paint-end=""/g)).toHaveLength(2);
    },
  );

  test.each([`${DE}/`, `${POSTER_GB}/canvas-prints`])(
    '%s: the critical region ends right after the lead teaser, once',
    async (url) => {
      const { html } = await page(url);
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      expect(main.match(/data-critical-end=""/g)).toHaveLength(1);
      // The lead teaser (the page's h1 and the largest paint) comes before the marker, nothing of the rest.
      const [lead = '', rest = ''] = main.split('<span hidden="" data-critical-end=""></span>');
      expect(lead).toContain('<h1');
      expect(lead).toContain('fetchPriority="high"');
      expect(rest).not.toContain('fetchPriority="high"');
      expect(rest.length).toBeGreaterThan(lead.length);
    },
  );
});
