// Container wrapper: the contact page's resolved FAQ stories in a compact box; rejected input.
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { DEMO_SPACE } from '../../../demo/space/index';
import { demoBlocks, renderInPage } from '../../../test/fixtures/render';
import { ContainerWrapper, ContainerWrapperSchema } from './ContainerWrapper';
import { ItemSchema } from './ItemWrapper';

const story = (uuid: string) => DEMO_SPACE.stories.find((entry) => entry.uuid === uuid);
const DEMO = demoBlocks('ContainerWrapper')[0] ?? {};
const RESOLVED = { ...DEMO, items: (DEMO.items as string[]).map((uuid) => story(uuid) ?? uuid) };
const render = (input: unknown) =>
  renderInPage(<ContainerWrapper {...v.parse(ContainerWrapperSchema, input)} />);

describe('ContainerWrapper', () => {
  test('shows the demo headline over a compact accordion of the related questions', () => {
    const html = render(RESOLVED).replaceAll('&#x27;', "'");
    expect(html).toMatch(new RegExp(`<h2 class="font-head text-xl[^>]*>${String(DEMO.headline)}</h2>`));
    expect(html.match(/<details/g)).toHaveLength((DEMO.items as string[]).length);
    const first = v.parse(ItemSchema, story((DEMO.items as string[])[0] ?? '')?.content);
    expect(html).toContain(first.title);
    expect(html).toContain(
      'class="flex cursor-pointer items-center justify-between gap-4 font-semibold list-none py-3"',
    );
  });

  test('unresolved uuids are skipped', () => {
    expect(render(DEMO)).toBe('');
  });

  test.each([
    ['items that are not a list', { items: 'a' }],
    ['a headline that is not text', { headline: ['x'], items: [] }],
  ])('rejects %s', (_name, bad) => {
    expect(v.safeParse(ContainerWrapperSchema, bad).success).toBe(false);
  });
});
