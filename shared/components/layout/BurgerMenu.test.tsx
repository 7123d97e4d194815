// The burger menu's server render: the closed button only (the panel appears after hydration), and the
// secondary level's "All {item}" wording.
import { describe, expect, test } from 'vitest';
import { renderInPage } from '../../../test/fixtures/render';
import { BurgerMenu } from './BurgerMenu';
import { BurgerSecondaryList } from './BurgerPanelLevels';

describe('BurgerMenu', () => {
  test('renders closed: a labelled button, hidden from 1000 px, and no panel it could name', () => {
    const html = renderInPage(<BurgerMenu />);
    expect(html).toContain('data-burger-button');
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('aria-controls');
    expect(html).toContain('aria-label="Menü öffnen"');
    expect(html).toContain('min-[1000px]:hidden');
    expect(html).not.toContain('data-burger-panel');
    expect(html).not.toContain('Karten');
  });
});

describe('the secondary level’s link to the item itself', () => {
  const EN = 'http://poster.co.uk.localhost:8787/';
  const DE = 'http://kartenliebe.de.localhost:8787/';
  const FR = 'http://kartenliebe.ch.localhost:8787/fr/';

  test.each([
    [EN, 'Posters', 'All Posters'],
    [EN, 'All wall art', 'All wall art'],
    [DE, 'Alle Produkte', 'Alle Produkte'],
    [DE, 'Allerlei', 'Alle Allerlei'],
    [FR, 'Posters', 'Voir tout : Posters'],
  ])('in %s, %s reads %s', (url, text, expected) => {
    const item = {
      text,
      url: { cached_url: 'poster/', url: '' },
      icon: '',
      hasSubItems: false,
      subItems: [],
    };
    const html = renderInPage(<BurgerSecondaryList item={item} onBack={() => {}} />, url);
    expect(/data-burger-all="true"[^>]*><span class="flex-1">(.*?)<\/span>/.exec(html)?.[1]).toBe(expected);
  });
});
