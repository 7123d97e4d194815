// Information block: headline, rich text, variant look and icon; rejected variants, icons and text.
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { richText } from '../../../demo/space/blocks';
import { renderInPage } from '../../../test/fixtures/render';
import { parseSkipping } from '../../../test/fixtures/skipped-fields';
import { Information, InformationSchema } from './Information';

const FIXTURE = {
  component: 'Information',
  headline: 'Lieferung vor Weihnachten',
  text: richText('Bestelle bis zum **18. Dezember**.\n\nDanach liefern wir im neuen Jahr.'),
  variant: 'warning',
};

const render = (input: unknown) => renderInPage(<Information {...v.parse(InformationSchema, input)} />);

describe('Information', () => {
  test('shows the headline and the rich text with its marks', () => {
    const html = render(FIXTURE);
    expect(html).toContain('<h2 class="font-head text-xl font-semibold mb-2">Lieferung vor Weihnachten</h2>');
    expect(html).toContain('<strong>18. Dezember</strong>');
    expect(html).toContain('Danach liefern wir im neuen Jahr.');
  });

  test.each([
    ['info', 'info', 'border-line'],
    ['warning', 'warning', 'border-sale'],
    ['success', 'check', 'border-secondary'],
  ])('variant %s shows the %s icon and its border', (variant, icon, border) => {
    const html = render({ ...FIXTURE, variant });
    expect(html).toContain(`data-variant="${variant}"`);
    expect(html).toContain(`href="/assets/icons.svg#${icon}"`);
    expect(html).toContain(border);
  });

  test('an icon set by the editor wins over the variant icon', () => {
    const html = render({ ...FIXTURE, icon: 'truck' });
    expect(html).toContain('href="/assets/icons.svg#truck"');
    expect(html).not.toContain('#warning"');
  });

  test('the variant defaults to info', () => {
    expect(render({ ...FIXTURE, variant: undefined })).toContain('data-variant="info"');
  });

  test.each([
    ['plain text instead of rich text', { ...FIXTURE, text: 'Hallo' }],
    ['a rich text that is not a doc', { ...FIXTURE, text: { type: 'paragraph', content: [] } }],
    ['no text', { headline: 'x' }],
  ])('rejects %s', (_name, bad) => {
    expect(v.safeParse(InformationSchema, bad).success).toBe(false);
  });

  // An option the shop does not know is left out and reported: the variant reads as info, the icon as none.
  test.each<[name: string, patch: Record<string, unknown>, read: Record<string, unknown>]>([
    ['an unknown variant', { variant: 'danger' }, { variant: 'info' }],
    ['an unknown icon', { icon: 'rocket' }, { icon: undefined }],
  ])('skips %s, keeps the block', (_name, patch, read) => {
    const { output, skipped } = parseSkipping(InformationSchema, { ...FIXTURE, ...patch });
    expect(output).toMatchObject(read);
    expect(skipped).toHaveLength(1);
    expect(render({ ...FIXTURE, ...patch })).toContain('Lieferung vor Weihnachten');
  });
});
