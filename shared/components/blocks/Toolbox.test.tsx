// The toolbox as the server renders it: tool choice, file input, the start button.
import { describe, expect, test } from 'vitest';
import { renderInPage } from '../../../test/fixtures/render';
import { Toolbox } from './Toolbox';

const UK = 'http://kartenliebe.co.uk.localhost:8787/';

describe('Toolbox', () => {
  test('several tools: one radio each, the first chosen, a start button', () => {
    const html = renderInPage(<Toolbox headline="Tools" tools={['convert-pdf', 'optimize-image']} />, UK);
    expect(html).toContain('>Tools</h2>');
    const radios = html.match(/<input type="radio"[^>]*\/>[^<]+/g) ?? [];
    expect(radios).toHaveLength(2);
    expect(radios[0]).toMatch(/checked="" value="convert-pdf"\/>Convert PDF$/);
    expect(radios[1]).toMatch(/value="optimize-image"\/>Optimise image$/);
    const file = /<input [^>]*type="file"[^>]*>/.exec(html)?.[0] ?? '';
    expect(file).toContain('name="file"');
    expect(file).toContain('required=""');
    expect(html).toMatch(/<button type="submit"[^>]*>Start<\/button>/);
  });

  test('one tool: no choice, the button names the tool, the picker offers images for the optimiser', () => {
    const html = renderInPage(<Toolbox headline="" tools={['optimize-image']} />);
    expect(html).not.toContain('type="radio"');
    expect(html).toContain('accept="image/*"');
    expect(html).toMatch(/<button type="submit"[^>]*>Bild optimieren<\/button>/);
    expect(html).not.toContain('data-toolbox-result');
  });
});
