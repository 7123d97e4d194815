// SEO text (footer override): rich text with headline; rejected text.
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { richText } from '../../../demo/space/blocks';
import { renderInPage } from '../../../test/fixtures/render';
import { SeoText, SeoTextSchema } from './SeoText';

const FIXTURE = {
  component: 'SeoText',
  headline: 'Fotokalender selbst gestalten',
  text: richText('Ein **Fotokalender** begleitet dich das ganze Jahr.\n\nWähle aus vielen Formaten.'),
};

const render = (input: unknown) => renderInPage(<SeoText {...v.parse(SeoTextSchema, input)} />);

describe('SeoText', () => {
  test('renders the headline and the rich text paragraphs with marks', () => {
    const html = render(FIXTURE);
    expect(html).toMatch(/<h2[^>]*>Fotokalender selbst gestalten<\/h2>/);
    expect(html.match(/<p /g)).toHaveLength(2);
    expect(html).toContain('<strong>Fotokalender</strong>');
    expect(html).toContain('Wähle aus vielen Formaten.');
  });

  test('without a headline there is no heading', () => {
    expect(render({ text: FIXTURE.text })).not.toContain('<h2');
  });

  test.each([
    ['plain text', { text: 'Fotokalender' }],
    ['a rich text whose content is not a list', { text: { type: 'doc', content: { type: 'table' } } }],
    ['no text', { headline: 'x' }],
  ])('rejects %s', (_name, bad) => {
    expect(v.safeParse(SeoTextSchema, bad).success).toBe(false);
  });

  test('a text with a table renders in full, the table included', () => {
    const text = { type: 'doc', content: [{ type: 'table', content: [] }, ...FIXTURE.text.content] };
    const html = render({ text });
    expect(html).toContain('<table');
    expect(html).toContain('<strong>Fotokalender</strong>');
  });
});
