// The photo quantity text on a page: in the site's language and unit, nothing for other products, and a shop name
// or value with markup shown as text.
import { describe, expect, test } from 'vitest';
import { renderInPage } from '../../../test/fixtures/render';
import { PhotoQuantity } from './PhotoQuantity';

const BOX = { photoboxType: 'small', photoboxFormat: '15x10', photoboxQuantityMax: 50 };
const PRINTS = { photoboxType: 'photoprint', photoboxFormat: '13x9', paper: 'matt' };

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '|')
    .split('|')
    .filter(Boolean);

describe('PhotoQuantity', () => {
  test.each<[string, Record<string, unknown>, string[]]>([
    [
      'http://kartenliebe.de.localhost:8787/',
      BOX,
      ['50 Fotos im Format 15 × 10 cm', 'Gedruckt und verpackt von kartenliebe'],
    ],
    [
      'http://kartenliebe.com.localhost:8787/',
      BOX,
      ['50 photos in format 6 × 4 in', 'Printed and packed by kartenliebe'],
    ],
    [
      'http://kartenliebe.com.localhost:8787/',
      PRINTS,
      ['1 photo in format 5 × 3.5 in', 'Printed and packed by kartenliebe'],
    ],
    [
      'http://kartenliebe.ch.localhost:8787/fr/',
      PRINTS,
      ['1 photo au format 13 × 9 cm', 'Imprimé et emballé par kartenliebe'],
    ],
    [
      'http://kartenliebe.it.localhost:8787/',
      BOX,
      ['50 foto in formato 15 × 10 cm', 'Stampato e confezionato da kartenliebe'],
    ],
  ])('%s: %o', (url, context, lines) => {
    const html = renderInPage(<PhotoQuantity context={context} />, url);
    expect(html).toContain('data-photo-quantity=""');
    expect(text(html)).toEqual(lines);
  });

  test.each<[string, Record<string, unknown> | undefined]>([
    ['no context', undefined],
    ['a calendar', { calendarType: 'wandkalender', format: 'a3-hoch' }],
    ['a box without its quantity', { photoboxType: 'small', photoboxFormat: '15x10' }],
  ])('%s shows nothing', (_name, context) => {
    expect(renderInPage(<PhotoQuantity context={context} />)).toBe('');
  });

  test('a format value with markup is no format: nothing is shown', () => {
    const html = renderInPage(
      <PhotoQuantity context={{ ...BOX, photoboxFormat: '<img src=x onerror=alert(1)>' }} />,
    );
    expect(html).toBe('');
  });
});
