// The island marker on the server: the component's HTML inside a marker naming the island, its props collected
// for the one data script (never in an attribute), and props that break the schema refused.
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { PageContext, type PageState } from '../components/page-context';
import { TEXTS } from '../i18n/texts';
import { Island, IslandCollector, IslandCollectorContext } from './Island';
import { deserialize, serialize } from './protocol';

const PAGE = {
  site: { host: 'kartenliebe.de.localhost', textLocale: 'de-DE', locale: 'de-DE' },
  carried: {},
  texts: TEXTS['de-DE'],
  assets: { sprite: '/assets/icons.svg' },
} as unknown as PageState;

const HOSTILE = `"'></div><script>alert(1)</script><div a="`;

function render(
  headline: string,
  collector = new IslandCollector(),
): { html: string; collector: IslandCollector } {
  const html = renderToString(
    <IslandCollectorContext.Provider value={collector}>
      <PageContext.Provider value={PAGE}>
        <Island name="voucher" when="interaction" props={{ headline, code: 'WELCOME10', text: '' }} />
      </PageContext.Provider>
    </IslandCollectorContext.Provider>,
  );
  return { html, collector };
}

describe('Island', () => {
  test('wraps the rendered component in a marker with name, trigger and the index of its props', () => {
    const { html, collector } = render('Welcome');
    expect(html).toMatch(/^<div data-island="voucher" data-island-when="interaction" data-island-index="0">/);
    expect(html).toContain('data-voucher');
    expect(html).not.toContain('data-island-props');
    expect(collector.props).toEqual({ 0: { headline: 'Welcome', code: 'WELCOME10', text: '' } });
    expect([...collector.names]).toEqual(['voucher']);
  });

  test('each marker of one render gets the next index', () => {
    const collector = new IslandCollector();
    render('One', collector);
    const { html } = render('Two', collector);
    expect(html).toContain('data-island-index="1"');
    expect(Object.keys(collector.props)).toEqual(['0', '1']);
  });

  test('a part rendered on its own numbers its islands under its prefix, and a page adopts them', () => {
    const part = new IslandCollector({}, 'f');
    const { html } = render('Part', part);
    expect(html).toContain('data-island-index="f0"');
    const page = new IslandCollector();
    render('Page', page);
    page.adopt(part.collected());
    expect(Object.keys(page.props)).toEqual(['0']);
    expect(page.adopted.map((islands) => Object.keys(islands.props))).toEqual([['f0']]);
    expect(page.adopted[0]?.props).toMatchObject({ f0: { headline: 'Part' } });
    expect([...page.names]).toEqual(['voucher']);
  });

  test('hostile strings in props reach the data script escaped and come back unchanged', () => {
    const { html, collector } = render(HOSTILE);
    expect(html).not.toContain('<script>alert');
    const script = serialize({ props: collector.props });
    expect(script).not.toMatch(/[<>]/);
    expect((deserialize(script) as { props: Record<string, { headline: string }> }).props[0]?.headline).toBe(
      HOSTILE,
    );
  });

  test('props that break the island schema are refused on the server', () => {
    expect(() =>
      renderToString(
        <IslandCollectorContext.Provider value={new IslandCollector()}>
          <PageContext.Provider value={PAGE}>
            <Island name="voucher" props={{ headline: 7 } as never} />
          </PageContext.Provider>
        </IslandCollectorContext.Provider>,
      ),
    ).toThrow(/Island voucher: bad props/);
  });

  test('an island outside a document is an error, not a silent marker without props', () => {
    expect(() =>
      renderToString(
        <PageContext.Provider value={PAGE}>
          <Island name="voucher" props={{ headline: 'x', code: 'X', text: '' }} />
        </PageContext.Provider>,
      ),
    ).toThrow(/outside a document/);
  });
});
