// The burger menu's server render: the closed button only (the panel appears after hydration), and the
// secondary level's "All {item}" wording.
import { describe, expect, test } from 'vitest';
import { renderInPage } from '../../../test/fixtures/render';
import { BurgerMenu } from './BurgerMenu';
import { allOfText } from './BurgerPanelLevels';

describe('BurgerMenu', () => {
  test('renders closed: a labelled button, hidden from 1000 px, and no panel', () => {
    const html = renderInPage(<BurgerMenu />);
    expect(html).toContain('data-burger-button');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('aria-label="Menü öffnen"');
    expect(html).toContain('min-[1000px]:hidden');
    expect(html).not.toContain('data-burger-panel');
    expect(html).not.toContain('Karten');
  });
});

describe('allOfText', () => {
  test.each([
    ['All {item}', 'Posters', 'All Posters'],
    ['All {item}', 'All wall art', 'All wall art'],
    ['Alle {item}', 'Alle Produkte', 'Alle Produkte'],
    ['Alle {item}', 'Allerlei', 'Alle Allerlei'],
    ['Voir tout : {item}', 'Posters', 'Voir tout : Posters'],
  ])('%s with %s', (template, text, expected) => {
    expect(allOfText(template, text)).toBe(expected);
  });
});
