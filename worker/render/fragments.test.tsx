// What keeps a kept fragment from reading what its key does not hold, and the page slots that bring it its page.
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { PageContext, PagePathContext, sharedSite, usePagePath } from '../../shared/components/page-context';
import { PageSlot } from '../../shared/components/page-slot';
import { pageOf, siteOf } from '../../test/fixtures/render';
import { withFragments } from './fragments';
import { strictFacts } from './strict-facts';

const URL = 'http://kartenliebe.ch.localhost:8787/fr/';

function PathReader() {
  return <p>{usePagePath()}</p>;
}

describe('a fragment has no page path', () => {
  test('usePagePath() throws outside a page render, and answers inside one', () => {
    const page = pageOf(URL);
    expect(() =>
      renderToString(
        <PageContext.Provider value={page}>
          <PathReader />
        </PageContext.Provider>,
      ),
    ).toThrow(/kept fragment has no page path/);
    const html = renderToString(
      <PageContext.Provider value={page}>
        <PagePathContext value="/calendrier-photo/">
          <PathReader />
        </PagePathContext>
      </PageContext.Provider>,
    );
    expect(html).toBe('<p>/calendrier-photo/</p>');
  });

  test('a strict fragment state throws on a fact it does not hold, and reads the ones it holds', () => {
    const site = strictFacts(sharedSite(siteOf(URL)), 'site');
    expect(site.locale).toBe('fr-CH');
    expect(site.basePath).toBe('/fr');
    expect(() => (site as unknown as { path: string }).path).toThrow(
      /read site\.path, which its key does not hold/,
    );
    expect(JSON.stringify(site)).not.toContain('"path"');
  });
});

describe('page slots', () => {
  test.each(['/calendrier-photo/', '/a"b&c<d>\'e/', '/ü ß/'])(
    'a slot filled in for %s is byte for byte what the page renders in place',
    (path) => {
      const page = pageOf(URL);
      const inPlace = renderToString(
        <PageContext.Provider value={page}>
          <PagePathContext value={path}>
            <form>
              <PageSlot name="newsletter-page" />
            </form>
          </PagePathContext>
        </PageContext.Provider>,
      );
      const fragment = renderToString(
        <PageContext.Provider value={page}>
          <form>
            <PageSlot name="newsletter-page" />
          </form>
        </PageContext.Provider>,
      );
      expect(fragment).toBe('<form><template data-page-slot="newsletter-page"></template></form>');
      expect(withFragments(fragment, null, { basePath: '/fr', path })).toBe(inPlace);
      expect(inPlace).toContain('name="uniqueIdentifier"');
    },
  );

  test('one pass fills a list in, with its own slots, and the slots the layout parts left', () => {
    const slot = '<template data-page-slot="newsletter-page"></template>';
    const list = {
      html: `<form>${slot}</form>`,
      head: '',
      islands: { props: {}, names: [] },
      flags: [],
      seen: [],
      slots: true,
    };
    const html = `<main><template data-story-list="body"></template><template data-story-list="usp"></template></main><footer>${slot}</footer>`;
    const filled = withFragments(html, new Map([['body', list]]), { basePath: '/fr', path: '/x/' });
    const input = '<input type="hidden" name="uniqueIdentifier" value="/fr/x/"/>';
    expect(filled).toBe(
      `<main><form>${input}</form><template data-story-list="usp"></template></main><footer>${input}</footer>`,
    );
  });

  test("the fragments' head resources go into the head once each, after the viewport, in the same pass", () => {
    const part = (head: string) => ({
      html: '',
      head,
      islands: { props: {}, names: [] },
      flags: [],
      seen: [],
      slots: false,
    });
    const preload = '<link rel="preload" as="image" href="/a.svg"/>';
    const other = '<link rel="preload" as="image" href="/b.svg"/>';
    const parts = [part(preload), part(''), part(other), part(preload)];
    const viewport = '<meta name="viewport" content="width=device-width"/>';
    const html = `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${viewport}<title>t</title></head><body><template data-story-list="body"></template></body></html>`;
    const list = { ...part(''), html: '<p>list</p>' };
    expect(withFragments(html, new Map([['body', list]]), { basePath: '', path: '/' }, parts)).toBe(
      `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${viewport}${preload}${other}<title>t</title></head><body><p>list</p></body></html>`,
    );
    // Without the anchor they open the head; without resources the document is only filled in.
    expect(
      withFragments('<html><head><title>t</title></head></html>', null, { basePath: '', path: '/' }, parts),
    ).toBe(`<html><head>${preload}${other}<title>t</title></head></html>`);
    expect(withFragments(html, null, { basePath: '', path: '/' }, [part('')])).toBe(html);
  });

  test('an unknown slot name is left as it is', () => {
    const html = '<template data-page-slot="unknown"></template>';
    expect(withFragments(html, null, { basePath: '', path: '/' })).toBe(html);
  });
});
