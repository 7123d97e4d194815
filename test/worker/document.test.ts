// The document shell: the first paint waits for the parser to reach the footer, so nothing paints half-parsed.
import { describe, expect, test } from 'vitest';
import { DE, POSTER_GB, page } from './fetch';

describe('document', () => {
  test.each([`${DE}/`, `${DE}/fotokalender/`, `${POSTER_GB}/`])(
    '%s blocks rendering until the footer, which is there',
    async (url) => {
      const { html } = await page(url);
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain('<link rel="expect" href="#site-footer" blocking="render"/>');
      expect(html).toMatch(/<footer id="site-footer"/);
    },
  );
});
