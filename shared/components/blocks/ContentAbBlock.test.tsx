// Content A/B block: the request's treatment picks variant A or B on the server; control shows A.
import * as v from 'valibot';
import { describe, expect, test, vi } from 'vitest';
import { renderInPage } from '../../../test/fixtures/render';
import { treatmentOf } from '../../domain/flags';
import { parseRequestQuery } from '../../schemas/request-query';
import { ContentAbBlock, ContentAbBlockSchema } from './ContentAbBlock';
import { BlockList } from './registry';

const block = {
  component: 'ContentAbBlock',
  _uid: 'ab-1',
  feature: 'VOLL_1616',
  variantA: [{ component: 'Headline', _uid: 'a', text: 'Original headline' }],
  variantB: [{ component: 'Headline', _uid: 'b', text: 'Experiment headline' }],
};

/** Renders the block as the registry will: treatment from the request query, nested blocks by BlockList. */
function renderFor(query: string, raw: unknown = block) {
  const parsed = parseRequestQuery(new URLSearchParams(query));
  if (!parsed.ok) throw new Error(parsed.reason);
  const props = v.parse(ContentAbBlockSchema, raw);
  const onReport = vi.fn();
  const html = renderInPage(
    <ContentAbBlock
      {...props}
      treatment={treatmentOf(props.feature, parsed.query)}
      renderBlocks={(blocks) => <BlockList blocks={blocks} onReport={onReport} />}
    />,
  );
  return { html, onReport };
}

describe('ContentAbBlock', () => {
  test.each<[name: string, query: string, treatment: string, shown: string, hidden: string]>([
    [
      'override on shows variant B',
      'feature=VOLL_1616&treatment=on',
      'on',
      'Experiment headline',
      'Original headline',
    ],
    ['feature alone forces on', 'feature=VOLL_1616', 'on', 'Experiment headline', 'Original headline'],
    [
      'override off shows variant A',
      'feature=VOLL_1616&treatment=off',
      'off',
      'Original headline',
      'Experiment headline',
    ],
    ['no override is control: variant A', '', 'control', 'Original headline', 'Experiment headline'],
    [
      'an override of another flag is control',
      'feature=OTHER&treatment=on',
      'control',
      'Original headline',
      'Experiment headline',
    ],
    ['disabled flags are off: variant A', 'disabled=1', 'off', 'Original headline', 'Experiment headline'],
  ])('%s', (_name, query, treatment, shown, hidden) => {
    const { html } = renderFor(query);
    expect(html).toContain(shown);
    expect(html).not.toContain(hidden);
    expect(html).toContain(`data-treatment="${treatment}"`);
    expect(html).toContain('data-feature="VOLL_1616"');
  });

  test('nested blocks go through the block list: an unknown one is skipped and reported', () => {
    const raw = { ...block, variantB: [{ component: 'Nope', _uid: 'n' }, ...block.variantB] };
    const { html, onReport } = renderFor('feature=VOLL_1616', raw);
    expect(html).toContain('Experiment headline');
    expect(onReport).toHaveBeenCalledWith(
      expect.objectContaining({ component: 'Nope', reason: 'unknown block' }),
    );
  });

  test('without injected props it renders an empty marker (control) rather than failing', () => {
    const html = renderInPage(<ContentAbBlock {...v.parse(ContentAbBlockSchema, block)} />);
    expect(html).toBe(
      '<div class="contents" data-feature="VOLL_1616" data-treatment="control" data-variant="A"></div>',
    );
  });

  test.each<[name: string, raw: unknown]>([
    ['no feature', { ...block, feature: undefined }],
    ['a feature with spaces', { ...block, feature: 'VOLL 1616' }],
    ['a variant that is not a list', { ...block, variantB: 'Experiment' }],
  ])('refuses %s', (_name, raw) => {
    expect(v.safeParse(ContentAbBlockSchema, raw).success).toBe(false);
  });
});
