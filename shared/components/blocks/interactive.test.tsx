// The CMS blocks rendered as islands: demo blocks become markers with small props; a missing contact person
// is reported for the log, not sent to the browser.
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { demoBlocks, renderWithIslands } from '../../../test/fixtures/render';
import { INTERACTIVE_BLOCKS } from './interactive';

function render(component: string, block: unknown) {
  const entry = INTERACTIVE_BLOCKS[component];
  if (!entry) throw new Error(`no entry for ${component}`);
  const output = v.parse(entry.schema, block);
  const Component = entry.Component as (props: unknown) => React.ReactNode;
  const { html, props: collected } = renderWithIslands(<Component {...(output as object)} />);
  const marker = /^<div data-island="([^"]+)" data-island-when="([^"]+)" data-island-index="(\d+)">/.exec(
    html,
  );
  const props = collected[Number(marker?.[3])];
  return { html, island: marker?.[1], when: marker?.[2], props, notice: entry.notice?.(output) };
}

const TOOLBOX = { component: 'Toolbox', headline: 'Tools', tools: ['convert-pdf', 'optimize-image'] };

describe('INTERACTIVE_BLOCKS', () => {
  test.each([
    ['Reviews', 'reviews-carousel', 'interaction', demoBlocks('Reviews')[0]],
    ['ContactForm', 'contact-form', 'interaction', demoBlocks('ContactForm')[0]],
    ['Voucher', 'voucher', 'interaction', demoBlocks('Voucher')[0]],
    ['VideoBlock', 'video-block', 'interaction', demoBlocks('VideoBlock')[0]],
    ['Toolbox', 'toolbox', 'interaction', TOOLBOX],
  ])('%s renders the %s island, hydrated when %s', (component, island, when, block) => {
    const rendered = render(component, block);
    expect(rendered.island).toBe(island);
    expect(rendered.when).toBe(when);
    expect(JSON.stringify(rendered.props)).not.toMatch(/_uid|"component"/);
  });

  test('the reviews island gets the reviews with their links, not the block', () => {
    const { props } = render('Reviews', demoBlocks('Reviews')[0]);
    expect(Object.keys(props as object).sort()).toEqual(
      [
        'companyLink',
        'infinite',
        'reviews',
        'stars',
        'subtitle',
        'title',
        'totalReviews',
        'trustScore',
      ].sort(),
    );
  });

  test('an unresolved contact person: the form renders without a card, the notice names the uuid', () => {
    const block = demoBlocks('ContactForm')[0] ?? {};
    const rendered = render('ContactForm', block);
    expect(rendered.props).toEqual({ headline: block.headline });
    expect(rendered.html).not.toContain('data-contact-person');
    expect(rendered.html).toContain('name="message"');
    expect(rendered.notice).toEqual({
      logId: 'contact-form-person-not-found',
      details: { person: block.person },
    });
  });

  test('a resolved contact person goes to the island as a card, with no notice', () => {
    const person = {
      uuid: 'p-1',
      content: { component: 'Person', name: 'Anna Weiß', role: 'Service', email: 'a@example.de', phone: '1' },
    };
    const rendered = render('ContactForm', { headline: 'Write', person });
    expect(rendered.props).toEqual({
      headline: 'Write',
      person: { name: 'Anna Weiß', role: 'Service', email: 'a@example.de', phone: '1' },
    });
    expect(rendered.html).toContain('data-contact-person');
    expect(rendered.notice).toBeUndefined();
  });

  test.each(['Reviews', 'Voucher', 'VideoBlock', 'Toolbox'])('%s has no notice', (component) => {
    expect(INTERACTIVE_BLOCKS[component]?.notice).toBeUndefined();
  });
});
