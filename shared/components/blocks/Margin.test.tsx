// Margin block: one height per size, rejected sizes.
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { renderInPage } from '../../../test/fixtures/render';
import { parseSkipping } from '../../../test/fixtures/skipped-fields';
import { Margin, MarginSchema } from './Margin';

const render = (input: unknown) => renderInPage(<Margin {...v.parse(MarginSchema, input)} />);

describe('Margin', () => {
  test.each([
    ['small', 'h-4'],
    ['medium', 'h-10'],
    ['large', 'h-20'],
  ])('size %s renders as %s', (size, height) => {
    const html = render({ component: 'Margin', size });
    expect(html).toContain(`data-margin="${size}"`);
    expect(html).toMatch(new RegExp(`class="${height} `));
    expect(html).toContain('aria-hidden="true"');
  });

  test('sizes differ from each other', () => {
    expect(render({ size: 'small' })).not.toEqual(render({ size: 'large' }));
  });

  test('without a size it is medium', () => {
    expect(render({})).toContain('data-margin="medium"');
  });

  // A size the shop does not know is skipped (and reported): the margin is medium. A blank size is no skip.
  test.each<[input: { size: unknown }, reported: number]>([
    [{ size: 'huge' }, 1],
    [{ size: 3 }, 1],
    [{ size: null }, 0],
  ])('skips %o, keeps a medium margin', (input, reported) => {
    const { output, skipped } = parseSkipping(MarginSchema, input);
    expect(output).toMatchObject({ size: 'medium' });
    expect(skipped).toHaveLength(reported);
    expect(render(input)).toContain('data-margin="medium"');
  });
});
