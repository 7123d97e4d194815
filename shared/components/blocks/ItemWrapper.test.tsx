// Item wrapper: resolved demo FAQ stories as a native accordion; unresolved uuids skipped; rejected input.
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { DEMO_SPACE } from '../../../demo/space/index';
import { demoBlocks, renderInPage } from '../../../test/fixtures/render';
import { ItemSchema, ItemWrapper, ItemWrapperSchema } from './ItemWrapper';

const story = (uuid: string) => DEMO_SPACE.stories.find((entry) => entry.uuid === uuid);
/** What the content client does: each uuid becomes the full story when it can be found. */
const resolve = (block: Record<string, unknown>) => ({
  ...block,
  items: (block.items as string[]).map((uuid) => story(uuid) ?? uuid),
});

const DEMO = demoBlocks('ItemWrapper')[0] ?? {};
const render = (input: unknown) => renderInPage(<ItemWrapper {...v.parse(ItemWrapperSchema, input)} />);
const readable = (html: string) => html.replaceAll('&#x27;', "'").replaceAll('&quot;', '"');

describe('ItemWrapper', () => {
  test('each FAQ story is a details element: question as summary, rich-text answer inside', () => {
    const html = readable(render(resolve(DEMO)));
    const uuids = DEMO.items as string[];
    expect(html.match(/<details/g)).toHaveLength(uuids.length);
    for (const uuid of uuids) {
      const content = v.parse(ItemSchema, story(uuid)?.content);
      const answer =
        typeof content.text === 'string' ? content.text : content.text.content?.[0]?.content?.[0]?.text;
      expect(html).toMatch(new RegExp(`<summary[^>]*>${content.title.replace(/[?.()]/g, '\\$&')}<span`));
      expect(answer).toBeTruthy();
      expect(html).toContain(answer);
    }
    expect(html).not.toContain('<script');
  });

  test('unresolved uuids are skipped, a story with another component too', () => {
    const resolved = resolve(DEMO).items as unknown[];
    const usp = { uuid: 'u-1', content: { component: 'UspItem', text: 'Gratis Versand' } };
    const html = render({ items: [(DEMO.items as string[])[0], resolved[1], usp] });
    expect(html.match(/<details/g)).toHaveLength(1);
    expect(html).not.toContain('Gratis Versand');
  });

  test('a plain-text answer is shown as paragraphs', () => {
    const item = {
      uuid: 'u-2',
      content: { component: 'Item', title: 'Wie lange?', text: 'Zwei Tage.\n\nManchmal drei.' },
    };
    const html = render({ headline: 'FAQ', items: [item] });
    expect(html).toMatch(/<h2[^>]*>FAQ<\/h2>/);
    expect(html).toContain('>Zwei Tage.</p>');
    expect(html).toContain('>Manchmal drei.</p>');
  });

  test('nothing resolved renders nothing', () => {
    expect(render(DEMO)).toBe('');
  });

  test.each([
    ['items that are not a list', { items: {} }],
    ['an item that is null', { items: [null] }],
  ])('rejects %s', (_name, bad) => {
    expect(v.safeParse(ItemWrapperSchema, bad).success).toBe(false);
  });
});
