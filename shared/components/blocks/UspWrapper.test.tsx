// USP wrapper: resolved demo UspItem stories as an icon list; unresolved uuids skipped; rejected input.
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { DEMO_SPACE } from '../../../demo/space/index';
import { demoBlocks, renderInPage } from '../../../test/fixtures/render';
import { UspWrapper, UspWrapperSchema } from './UspWrapper';

/** What the content client does: each uuid becomes the full story when it can be found. */
const resolve = (block: Record<string, unknown>) => ({
  ...block,
  items: (block.items as string[]).map(
    (uuid) => DEMO_SPACE.stories.find((story) => story.uuid === uuid) ?? uuid,
  ),
});

const DEMO = demoBlocks('UspWrapper')[0] ?? {};
const render = (input: unknown) => renderInPage(<UspWrapper {...v.parse(UspWrapperSchema, input)} />);

describe('UspWrapper', () => {
  test('renders each resolved USP story with its text and icon', () => {
    const { items } = v.parse(UspWrapperSchema, resolve(DEMO));
    const html = render(resolve(DEMO));
    expect(html.match(/<li/g)).toHaveLength(3);
    expect(items).toHaveLength(3);
    for (const { content } of items) {
      expect(html).toContain(`>${content.text.replaceAll("'", '&#x27;')}</span>`);
      expect(html).toContain(`#${content.icon}"`);
    }
  });

  test('unresolved uuids and stories of other components are skipped', () => {
    const resolved = resolve(DEMO).items as unknown[];
    const other = { uuid: 'u-1', content: { component: 'Item', title: 'Frage', text: 'Antwort' } };
    const html = render({ items: ['0c2a0ede-857b-45a7-b74b-3a19368e12fa', resolved[0], other] });
    expect(html.match(/<li/g)).toHaveLength(1);
    expect(html).not.toContain('Frage');
  });

  test('a USP with a title shows it bold above the text; the icon defaults to check', () => {
    const item = { uuid: 'u-2', content: { component: 'UspItem', title: 'Schnell', text: 'In 2 Tagen da' } };
    const html = render({ headline: 'Versand', items: [item] });
    expect(html).toMatch(/<h2[^>]*>Versand<\/h2>/);
    expect(html).toContain('<strong class="block font-semibold">Schnell</strong>');
    expect(html).toContain('#check"');
  });

  test('nothing resolved renders nothing', () => {
    expect(render(DEMO)).toBe('');
  });

  test.each([
    ['items that are not a list', { items: 'uuid' }],
    ['an item that is a number', { items: [3] }],
    ['no items', {}],
  ])('rejects %s', (_name, bad) => {
    expect(v.safeParse(UspWrapperSchema, bad).success).toBe(false);
  });
});
