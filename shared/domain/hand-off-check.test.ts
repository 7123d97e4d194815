// The options a hand-off accepts per product type: each shape refused with its reason, a frame that does not
// frame the material, a parameter given twice, numbers out of bounds, and a return address off the shop.
import { expect, test } from 'vitest';
import { checkHandOff, HAND_OFF_PARAMS, handOffFields, linkOptions } from './hand-off-check';
import type { Channel } from './markets';
import type { DesignerType } from './products';

const DE = { channel: 'kartenliebe' as Channel, locale: 'de-DE' };
const POSTER = { channel: 'poster' as Channel, locale: 'en-GB' };

test.each<[type: DesignerType, options: string, reason: string | null]>([
  ['calendar', 'startMonth=13', 'startMonth is a month from 1 to 12'],
  ['calendar', 'year=27', 'year is a year such as 2027'],
  ['calendar', 'startDate=tomorrow', 'startDate is a date such as 2027-01-01'],
  ['calendar', 'startMonth=12&year=2027', null],
  ['card', 'quantity=0', 'quantity is a whole number from 1 to 5000'],
  ['card', 'quantity=5001', 'quantity is a whole number from 1 to 5000'],
  ['card', 'quantity=-50', 'quantity is a whole number from 1 to 5000'],
  ['card', 'quantity=50', null],
  ['card', 'quantity=51', 'quantity is one of the card quantities'],
  ['card', 'quantity=5000&isSample=1', null],
  ['card', 'isSample=yes', 'isSample is 1 or 0'],
  ['card', 'themeId=seven', 'themeId is an id from 1 to 999999999999'],
  ['card', 'themeId=9007199254740993', 'themeId is an id from 1 to 999999999999'],
  ['card', 'occasion=valentinstag', 'occasion is not a card occasion'],
  ['card', 'refinementType=platin', 'refinementType is one of gold, ohne, relief, rosegold, silber'],
  ['card', 'themeId=7&occasion=hochzeit&refinementType=gold&quantity=250', null],
  ['photobook', 'photobookType=hoerbuch', 'photobookType is one of digitalfotobuch, echtfotobuch, fotoheft'],
  ['photobook', 'photobookCover=leather', 'photobookCover is hard or soft'],
  ['photobook', 'photobookFormat=250-250', 'photobookFormat is not a book format'],
  ['photobook', 'designGroupSetId=x', 'designGroupSetId is an id from 1 to 999999999999'],
  ['photobook', 'templateId=0', 'templateId is an id from 1 to 999999999999'],
  ['photobook', 'photobookFormat=a4-quer&designGroupSetId=30', null],
  ['photobox', 'photoboxFormat=05x10', 'photoboxFormat is a size such as 10x15'],
  ['photobox', 'photoboxFormat=10x', 'photoboxFormat is a size such as 10x15'],
  ['photobox', 'photoboxFormat=10x15', null],
  ['collage', 'designId=abc', 'designId is an id from 1 to 999999999999'],
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

test.each<[type: DesignerType, options: string, reason: string | null]>([
  ['calendar', 'amount=-1', 'amount is a whole number from 1 to 100'],
  ['calendar', 'amount=0', 'amount is a whole number from 1 to 100'],
  ['calendar', 'amount=101', 'amount is a whole number from 1 to 100'],
  ['calendar', 'amount=1e3', 'amount is a whole number from 1 to 100'],
  ['calendar', 'amount=100', null],
  ['photobook', 'amount=-5', 'amount is a whole number from 1 to 100'],
  ['photobook', 'amount=99999999999999999999', 'amount is a whole number from 1 to 100'],
  ['photobook', 'photobookPageCount=25', 'photobookPageCount is even'],
  ['photobook', 'photobookPageCount=202', 'photobookPageCount is a whole number from 24 to 200'],
  ['photobook', 'photobookPageCount=48', null],
  [
    'photobook',
    'photobookType=echtfotobuch-<b>',
    'photobookType is one of digitalfotobuch, echtfotobuch, fotoheft',
  ],
  ['photobox', 'photoboxFormat=10x99999', 'photoboxFormat is at most 1000x1000'],
  ['photobox', 'photoboxQuantityMax=-1', 'photoboxQuantityMax is a whole number from 1 to 1000'],
  ['photoframe', 'format=100000x40', 'format is at most 1000x1000'],
  ['photoframe', 'frameType=holzrahmen-<i>', 'frameType is not a known frame'],
  ['calendar', 'startDate=9999-01-01', 'startDate is a date such as 2027-01-01'],
  ['card', 'paper=<script>', 'paper is a word of letters and digits'],
])('%s %s is bounded: %s', (type, options, reason) => {
  expect(checkHandOff(type, new URLSearchParams(options), DE)).toBe(reason);
});

test.each<[type: DesignerType, options: string, name: string]>([
  ['photobook', 'categoryId=50&categoryId=41', 'categoryId'],
  ['card', 'quantity=50&quantity=51', 'quantity'],
  ['calendar', 'startMonth=1&startMonth=13', 'startMonth'],
  ['collage', 'designId=1&designId=2', 'designId'],
  ['photobox', 'photoboxFormat=10x15&photoboxFormat=10x15', 'photoboxFormat'],
  ['photoframe', 'materialType=poster&materialType=leinwand', 'materialType'],
])('%s %s: a designer takes %s once', (type, options, name) => {
  expect(checkHandOff(type, new URLSearchParams(options), DE)).toBe(`${name} is given more than once`);
});

test('a repeated parameter the table does not name is not read, and the hand-off keeps only the table', () => {
  const query = new URLSearchParams('themeId=7&x=1&x=2&referralSource=google-shopping&locale=xx&themeId=8');
  expect(checkHandOff('card', new URLSearchParams('themeId=7&x=1&x=2'), DE)).toBeNull();
  expect([...linkOptions('card', query)]).toEqual([['themeId', '7']]);
});

const SHOP = { channel: 'kartenliebe' as Channel, locale: 'de-DE', posterShopName: 'wallart' };
test.each<[host: string, returnUrl: string, ok: boolean]>([
  ['kartenliebe.de', 'https://kartenliebe.de/warenkorb/', true],
  ['kartenliebe.de', 'https://wallart.co.uk/basket', true],
  ['kartenliebe.de', 'https://kartenliebe.ch/fr/', true],
  ['kartenliebe.de', 'http://kartenliebe.de/warenkorb/', false],
  ['kartenliebe.de', 'https://evil.example/kartenliebe.de', false],
  ['kartenliebe.de', 'https://kartenliebe.de.evil.example/', false],
  ['kartenliebe.de', 'https://user:pw@kartenliebe.de/', false],
  ['kartenliebe.de', 'https://kartenliebe.de.localhost/', false],
  ['kartenliebe.de', '/warenkorb/', false],
  ['kartenliebe.de', 'javascript:alert(1)', false],
  ['kartenliebe.de.localhost:8787', 'http://kartenliebe.de.localhost:8787/warenkorb/', true],
  ['kartenliebe.de.localhost:8787', 'http://poster.co.uk.localhost:8787/basket', true],
  ['kartenliebe.de.localhost:8787', 'http://kartenliebe.de.localhost:9999/', false],
  ['kartenliebe.de.localhost:8787', 'https://kartenliebe.de/', false],
])('from %s, returnUrl %s is accepted: %s', (host, returnUrl, ok) => {
  for (const type of Object.keys(HAND_OFF_PARAMS) as DesignerType[]) {
    expect(checkHandOff(type, new URLSearchParams({ returnUrl }), { ...SHOP, host })).toBe(
      ok ? null : 'returnUrl is a page of this shop',
    );
  }
});

test('without its host a shop takes no returnUrl', () => {
  expect(checkHandOff('card', new URLSearchParams({ returnUrl: 'https://kartenliebe.de/' }), DE)).toBe(
    'returnUrl is a page of this shop',
  );
});

test('a link names the parameters of the table, never those the shop sets', () => {
  expect(Object.keys(handOffFields('card', DE))).not.toContain('referralSource');
  expect(Object.keys(handOffFields('photobox', DE))).not.toContain('width');
  expect(Object.keys(handOffFields('photobook', DE))).toContain('categoryId');
  for (const type of Object.keys(HAND_OFF_PARAMS) as DesignerType[]) {
    expect(Object.keys(handOffFields(type, DE))).not.toContain('locale');
    expect(Object.keys(handOffFields(type, DE))).not.toContain('gclid');
  }
});
