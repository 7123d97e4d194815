// What every answer tells browsers and caches: the backend-for-frontend's answers always name a cache policy
// (never shared from a draft), video sources are allowed by the CSP, and the action bar's CMS text may bring
// paragraphs without nesting them in one of its own.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { ActionBar } from '../../shared/components/layout/ActionBar';
import { PageContext, type PageState } from '../../shared/components/page-context';
import { actionBarProps } from '../../shared/domain/action-bar';
import { TEXTS } from '../../shared/i18n/texts';
import { DE, editorQuery, get } from './fetch';

describe('backend-for-frontend cache policy', () => {
  test.each(['/frontend-api/mp/storyblok?slug=home', '/frontend-api/breadcrumb?path=/fotokalender/'])(
    '%s names a shared policy when published and private, no-store from the draft',
    async (path) => {
      const published = await get(`${DE}${path}`);
      expect(published.status).toBe(200);
      expect(published.headers.get('cache-control')).toMatch(/^public, /);
      await published.body?.cancel();
      const draft = await get(`${DE}${path}&${await editorQuery()}`);
      expect(draft.status).toBe(200);
      expect(draft.headers.get('cache-control')).toBe('private, no-store');
      await draft.body?.cancel();
    },
  );
});

describe('page policy', () => {
  test('the CSP lets video blocks play the content space’s files', async () => {
    const response = await get(`${DE}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("media-src 'self' https://a.storyblok.com");
    await response.body?.cancel();
  });

  test('the action bar’s paragraphs are not nested in a paragraph of its own', () => {
    const props = actionBarProps({ id: 'p', text: '<p>Only today</p><p>10 % off</p>' } as never, Date.now());
    if (!props) throw new Error('the bar is shown');
    const page = {
      texts: TEXTS['de-DE'],
      site: { locale: 'de-DE' },
      assets: { sprite: '' },
    } as unknown as PageState;
    const html = renderToString(
      createElement(PageContext.Provider, { value: page }, createElement(ActionBar, props)),
    );
    expect(html).toContain('<p>Only today</p>');
    // No <p> opens before the CMS's first one closes.
    expect(html.slice(0, html.indexOf('<p>Only today'))).not.toMatch(/<p[\s>]/);
  });
});
