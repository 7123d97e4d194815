// Public container block: headline, nested body handed to the injected renderer; rejected bodies.
import * as v from 'valibot';
import { describe, expect, test, vi } from 'vitest';
import { renderInPage } from '../../../test/fixtures/render';
import { PublicContainer, PublicContainerSchema } from './PublicContainer';

const BODY = [
  { component: 'Headline', _uid: 'a', text: 'Innen' },
  { component: 'Margin', _uid: 'b', size: 'small' },
];
const FIXTURE = { component: 'PublicContainer', headline: 'Für Firmen', body: BODY };

describe('PublicContainer', () => {
  test('hands its body to the injected renderer and shows what it returns under the headline', () => {
    const renderBlocks = vi.fn((blocks: unknown[]) => <p data-rendered={blocks.length}>nested</p>);
    const props = v.parse(PublicContainerSchema, FIXTURE);
    const html = renderInPage(<PublicContainer {...props} renderBlocks={renderBlocks} />);
    expect(renderBlocks).toHaveBeenCalledWith(BODY);
    expect(html).toMatch(/<h2[^>]*>Für Firmen<\/h2><p data-rendered="2">nested<\/p>/);
  });

  test('without a renderer it shows only the headline', () => {
    const html = renderInPage(<PublicContainer {...v.parse(PublicContainerSchema, FIXTURE)} />);
    expect(html).toContain('Für Firmen');
    expect(html).not.toContain('Innen');
  });

  test('an empty body is not rendered', () => {
    const renderBlocks = vi.fn(() => <p>nested</p>);
    const props = v.parse(PublicContainerSchema, { body: [] });
    renderInPage(<PublicContainer {...props} renderBlocks={renderBlocks} />);
    expect(renderBlocks).not.toHaveBeenCalled();
  });

  test.each([
    ['no body', { headline: 'x' }],
    ['a body that is not a list', { body: { component: 'Headline' } }],
    ['a headline that is not text', { headline: 3, body: [] }],
  ])('rejects %s', (_name, bad) => {
    expect(v.safeParse(PublicContainerSchema, bad).success).toBe(false);
  });
});
