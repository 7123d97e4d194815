// The island marker on the server: props serialised so that no string closes the attribute or the markup.
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { PageContext, type PageState } from '../components/page-context';
import { TEXTS } from '../i18n/texts';
import { Island } from './Island';
import { deserialize } from './protocol';

const PAGE = {
  site: { host: 'kartenliebe.de.localhost', textLocale: 'de-DE' },
  carried: {},
  texts: TEXTS['de-DE'],
  assets: { sprite: '/assets/icons.svg' },
} as unknown as PageState;

const HOSTILE = `"'></div><script>alert(1)</script><div a="`;

function render(before: string): string {
  return renderToString(
    <PageContext.Provider value={PAGE}>
      <Island
        name="action-bar"
        when="interaction"
        props={{
          id: 'bar-1',
          before,
          after: '',
          renderedAt: 0,
          color: undefined,
          backgroundColor: undefined,
        }}
      />
    </PageContext.Provider>,
  );
}

describe('Island', () => {
  test('wraps the rendered component in a marker with name, trigger and props', () => {
    const html = render('<b>Sale</b>');
    expect(html).toMatch(/^<div data-island="action-bar" data-island-when="interaction" data-island-props="/);
    expect(html).toContain('data-action-bar="bar-1"');
  });

  test('hostile strings in props cannot leave the attribute', () => {
    const html = render(HOSTILE);
    const attribute = /data-island-props="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(attribute).not.toContain('<');
    expect(attribute).not.toContain('>');
    const decoded = attribute.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&amp;', '&');
    expect((deserialize(decoded) as { before: string }).before).toBe(HOSTILE);
  });

  test('props that break the island schema are refused on the server', () => {
    expect(() =>
      renderToString(
        <PageContext.Provider value={PAGE}>
          <Island name="action-bar" props={{ id: 7 } as never} />
        </PageContext.Provider>,
      ),
    ).toThrow(/Island action-bar: bad props/);
  });
});
