// Proof-of-concept wrapper: renders resolved Item stories like the container wrapper; rejected input.
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { renderInPage } from '../../../test/fixtures/render';
import { PocWrapper, PocWrapperSchema } from './PocWrapper';

const ITEMS = [
  { uuid: 'a', content: { component: 'Item', title: 'Kann ich stornieren?', text: 'Ja, bis zum Druck.' } },
  'b8f1c0de-0000-4000-8000-000000000000',
  { uuid: 'c', content: { component: 'Item', title: 'Gibt es Rabatte?', text: 'Für Firmen ab 50 Karten.' } },
];

const render = (input: unknown) => renderInPage(<PocWrapper {...v.parse(PocWrapperSchema, input)} />);

describe('PocWrapper', () => {
  test('shows the resolved questions in a compact box and skips the unresolved uuid', () => {
    const html = render({ component: 'PocWrapper', headline: 'Test', items: ITEMS });
    expect(html).toContain('data-container-wrapper=""');
    expect(html.match(/<details/g)).toHaveLength(2);
    expect(html).toContain('Kann ich stornieren?');
    expect(html).toContain('>Für Firmen ab 50 Karten.</p>');
  });

  test.each([
    ['items that are not a list', { items: ITEMS[0] }],
    ['an item that is a boolean', { items: [true] }],
  ])('rejects %s', (_name, bad) => {
    expect(v.safeParse(PocWrapperSchema, bad).success).toBe(false);
  });
});
