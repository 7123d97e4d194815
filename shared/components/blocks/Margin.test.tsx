// Margin block: one height per size, rejected sizes.
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { renderInPage } from '../../../test/fixtures/render';
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

  test.each([{ size: 'huge' }, { size: 3 }, { size: null }])('rejects %o', (bad) => {
    expect(v.safeParse(MarginSchema, bad).success).toBe(false);
  });
});
