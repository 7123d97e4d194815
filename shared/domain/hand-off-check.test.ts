// The options a hand-off accepts per product type: each shape refused with its reason, and a frame that does not
// frame the material.
import { expect, test } from 'vitest';
import { checkHandOff } from './hand-off-check';
import type { Channel } from './markets';
import type { DesignerType } from './products';

const DE = { channel: 'kartenliebe' as Channel, locale: 'de-DE' };
const POSTER = { channel: 'poster' as Channel, locale: 'en-GB' };

test.each<[type: DesignerType, options: string, reason: string | null]>([
  ['calendar', 'startMonth=13', 'startMonth is a month from 1 to 12'],
  ['calendar', 'year=27', 'year is a year such as 2027'],
  ['calendar', 'startDate=tomorrow', 'startDate is a date such as 2027-01-01'],
  ['calendar', 'startMonth=12&year=2027', null],
  ['card', 'quantity=0', 'quantity is a whole number from 1'],
  ['card', 'quantity=5001', 'quantity is at most 5000'],
  ['card', 'quantity=50', null],
  ['card', 'quantity=51', 'quantity is one of the card quantities'],
  ['card', 'quantity=5000&isSample=1', null],
  ['card', 'isSample=yes', 'isSample is 1 or 0'],
  ['card', 'themeId=seven', 'themeId is a whole number from 1'],
  ['card', 'occasion=valentinstag', 'occasion is not a card occasion'],
  ['card', 'refinementType=platin', 'refinementType is one of gold, ohne, relief, rosegold, silber'],
  ['card', 'themeId=7&occasion=hochzeit&refinementType=gold&quantity=250', null],
  ['photobook', 'photobookType=hoerbuch', 'photobookType is one of digitalfotobuch, echtfotobuch, fotoheft'],
  ['photobook', 'photobookCover=leather', 'photobookCover is hard or soft'],
  ['photobook', 'photobookFormat=250-250', 'photobookFormat is not a book format'],
  ['photobook', 'designGroupSetId=x', 'designGroupSetId is a whole number from 1'],
  ['photobook', 'templateId=0', 'templateId is a whole number from 1'],
  ['photobook', 'photobookFormat=a4-quer&designGroupSetId=30', null],
  ['photobox', 'photoboxFormat=05x10', 'photoboxFormat is a size such as 10x15'],
  ['photobox', 'photoboxFormat=10x', 'photoboxFormat is a size such as 10x15'],
  ['photobox', 'photoboxFormat=10x15', null],
  ['collage', 'designId=abc', 'designId is a whole number from 1'],
  ['photoframe', 'materialType=anything', 'materialType is not a frame material'],
  ['photoframe', 'materialType=poster&format=60x40', null],
  ['photoframe', 'materialType=poster&frameType=', null],
  ['photoframe', 'materialType=poster&format=60', 'format is a size such as 10x15'],
  ['photoframe', 'frameType=Holz Rahmen', 'frameType is not a known frame'],
  [
    'photoframe',
    'materialType=leinwand&frameType=holzrahmen-schwarz',
    'frameType holzrahmen-schwarz does not frame leinwand',
  ],
  ['photoframe', 'materialType=leinwand&frameType=schattenfuge-leinwand-eiche&format=60x40', null],
  ['photoframe', 'matType=mat-gold', 'matType is one of mat-none, mat-weiss'],
  ['photoframe', 'lamination=shiny', 'lamination is one of none, glossy, matt'],
  ['photoframe', 'stretcherFrame=5', 'stretcherFrame is one of 2.5, 3.8'],
  ['photoframe', 'glassType=plexi', 'glassType is one of normal, museumsglas, museumsacryl'],
  ['photoframe', 'matSize=15', 'matSize is 0 or 30'],
  ['photobook', 'photobookCoverLamination=velvet', 'photobookCoverLamination is glossy or matt'],
  ['photobook', 'categoryId=50', null],
  ['photobook', 'categoryId=41', null],
  ['photobook', 'categoryId=999', 'categoryId is not a photobook category of this shop'],
])('%s %s: %s', (type, options, reason) => {
  expect(checkHandOff(type, new URLSearchParams(options), DE)).toBe(reason);
});

test.each<[shop: typeof DE, categoryId: string]>([
  // Guest books and condolence books are sold on the card channel alone; Disney is not offered in the UK.
  [POSTER, '50'],
  [{ ...POSTER, locale: 'de-DE' }, '51'],
  [{ ...DE, locale: 'en-GB' }, '41'],
])('%o refuses photobook category %s', (shop, categoryId) => {
  expect(checkHandOff('photobook', new URLSearchParams({ categoryId }), shop)).toBe(
    'categoryId is not a photobook category of this shop',
  );
});
