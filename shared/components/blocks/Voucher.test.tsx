// The voucher as the server renders it: headline, text, the code and its two actions.
import { describe, expect, test } from 'vitest';
import { renderInPage } from '../../../test/fixtures/render';
import { Voucher } from './Voucher';

describe('Voucher', () => {
  test('shows headline, text and code, with copy and apply buttons in the page language', () => {
    const html = renderInPage(
      <Voucher
        headline="Dein Willkommensgeschenk"
        code="WELCOME10"
        text="10 % Rabatt auf deine erste Bestellung."
      />,
    );
    expect(html).toContain('>Dein Willkommensgeschenk</h2>');
    expect(html).toContain('>10 % Rabatt auf deine erste Bestellung.</p>');
    expect(html).toMatch(/<code[^>]*data-voucher-code="true">WELCOME10<\/code>/);
    expect(html).toMatch(/data-voucher-copy="true">.*Code kopieren<\/button>/);
    expect(html).toMatch(/data-voucher-apply="true">Gutschein einlösen<\/button>/);
    expect(html).not.toContain('role="alert"');
  });

  test('an empty headline or text is left out', () => {
    const html = renderInPage(<Voucher headline="" code="A1" text="" />);
    expect(html).not.toContain('<h2');
    expect(html).not.toContain('text-muted mb-4');
  });
});
