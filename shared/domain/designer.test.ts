// The designer hand-off per product type: each type's parameter rules, the locale on every URL, the click id,
// and the options refused with a reason.
import { describe, expect, test } from 'vitest';
import { CARD_QUANTITIES, cardQuantity, DEFAULT_CARD_QUANTITY } from './cards';
import { checkHandOff, designerUrl, type HandOffContext } from './designer';
import { bookOrientation } from './photobooks';
import type { DesignerType } from './products';

const DE: HandOffContext = { channel: 'kartenliebe', locale: 'de-DE', now: new Date('2027-03-15T12:00:00Z') };
const POSTER: HandOffContext = { channel: 'poster', locale: 'en-GB', now: DE.now };

/** The query the designer is handed for a link's options. */
const handOff = (type: DesignerType, options: string, context = DE) =>
  Object.fromEntries(
    new URL(designerUrl('https://designer.example/', type, new URLSearchParams(options), context))
      .searchParams,
  );

describe('calendar', () => {
  test.each<[options: string, month: string, year: string]>([
    ['calendarType=wandkalender', '3', '2027'],
    ['startDate=2028-01-01', '1', '2028'],
    ['startDate=2027-11', '11', '2027'],
    ['startMonth=09&year=2029', '9', '2029'],
    ['startMonth=7', '7', '2027'],
  ])('%s starts in month %s of %s', (options, month, year) => {
    const query = handOff('calendar', options);
    expect([query.startMonth, query.year]).toEqual([month, year]);
    expect(query.startDate).toBeUndefined();
  });

  test.each<[options: string, accessory: string]>([
    ['mountingType=spirale', 'ohne'],
    ['mountingType=lochung', 'ohne'],
    ['', 'ohne'],
    ['mountingType=holzblock', 'holzblock'],
    ['mountingType=holzfuss', 'holzfuss'],
    ['mountingType=spirale&accessoryTypes=holzblock', 'holzblock'],
  ])('%s hands over accessory %s', (options, accessory) => {
    expect(handOff('calendar', options).accessoryTypes).toBe(accessory);
  });
});

describe('photobook', () => {
  test.each<[type: string, printing: string, cover: string]>([
    ['echtfotobuch', 'echtfotobuch', 'hard'],
    ['digitalfotobuch-soft', 'digitalfotobuch', 'soft'],
    ['echtfotobuch-hard', 'echtfotobuch', 'hard'],
    ['fotoheft', 'fotoheft', 'soft'],
    ['digitalfotobuch-gold', 'digitalfotobuch', 'hard'],
  ])('type %s is printing %s with a %s cover', (type, printing, cover) => {
    const query = handOff('photobook', `photobookType=${type}`);
    expect([query.photobookPrinting, query.photobookCover]).toEqual([printing, cover]);
  });

  test.each<[format: string, orientation: string]>([
    ['a4-quer', 'landscape'],
    ['a4-quer-sendmoments', 'landscape'],
    ['a5-hoch', 'portrait'],
    ['200-200', 'square'],
    ['300-300', 'square'],
    ['', 'square'],
  ])('%s is %s', (format, orientation) => {
    expect(bookOrientation(format)).toBe(orientation);
  });

  test('the type becomes printing and cover; the template follows the format orientation; amount 1', () => {
    const options =
      'photobookType=digitalfotobuch-soft&photobookFormat=a4-quer&templateIds[landscape]=11&templateIds[portrait]=12&templateIds[square]=13';
    const query = handOff('photobook', options);
    expect(query).toMatchObject({
      photobookPrinting: 'digitalfotobuch',
      photobookCover: 'soft',
      templateId: '11',
      amount: '1',
      locale: 'de-DE',
    });
    expect(query.photobookType).toBeUndefined();
    expect(Object.keys(query).some((key) => key.startsWith('templateIds'))).toBe(false);
    expect(handOff('photobook', options.replace('a4-quer', 'a5-hoch')).templateId).toBe('12');
    expect(handOff('photobook', options.replace('a4-quer', '200-200')).templateId).toBe('13');
  });

  test('a cover follows the type when not named: the booklet is soft, the others hard', () => {
    expect(handOff('photobook', 'photobookType=fotoheft').photobookCover).toBe('soft');
    expect(handOff('photobook', 'photobookType=echtfotobuch').photobookCover).toBe('hard');
    expect(handOff('photobook', 'photobookType=echtfotobuch&photobookCover=soft').photobookCover).toBe(
      'soft',
    );
  });

  test('amount is kept; refinement none is left out; the channel default lamination and refinement apply', () => {
    expect(handOff('photobook', 'photobookType=echtfotobuch&amount=3').amount).toBe('3');
    expect(
      handOff('photobook', 'photobookType=echtfotobuch&refinementType=ohne').refinementType,
    ).toBeUndefined();
    expect(
      handOff('photobook', 'photobookType=echtfotobuch&refinementType=none').refinementType,
    ).toBeUndefined();
    expect(handOff('photobook', 'photobookType=echtfotobuch').refinementType).toBeUndefined();
    expect(handOff('photobook', 'photobookType=echtfotobuch', POSTER).refinementType).toBe('gold');
    expect(handOff('photobook', 'photobookType=echtfotobuch').photobookCoverLamination).toBe('matt');
    expect(handOff('photobook', 'photobookType=echtfotobuch', POSTER).photobookCoverLamination).toBe(
      'glossy',
    );
  });

  test('a chosen lamination counts only where the shop offers the choice', () => {
    const chosen = 'photobookType=echtfotobuch&photobookCoverLamination=matt';
    expect(handOff('photobook', chosen, POSTER).photobookCoverLamination).toBe('matt');
    // kartenliebe shows no lamination choice: its books are matt whatever a link says.
    const glossy = 'photobookType=echtfotobuch&photobookCoverLamination=glossy';
    expect(handOff('photobook', glossy).photobookCoverLamination).toBe('matt');
  });

  test('the designer is told whether the shop compacts its templates', () => {
    expect(handOff('photobook', 'photobookType=echtfotobuch').templatesCompacted).toBe('0');
    expect(handOff('photobook', 'photobookType=echtfotobuch', POSTER).templatesCompacted).toBe('1');
  });
});

describe('photobox', () => {
  test.each<[options: string, expected: Record<string, string>]>([
    ['photoboxType=small&photoboxFormat=10x15', { width: '10', height: '15', type: 'small' }],
    ['photoboxType=photoprint&photoboxFormat=13x9', { width: '13', height: '9', type: 'photoprint' }],
    ['photoboxFormat=10x12', { width: '10', height: '12', type: 'photoprint' }],
  ])('%s -> %j', (options, expected) => {
    const query = handOff('photobox', options);
    expect(query).toMatchObject(expected);
    expect(query.photoboxFormat).toBeUndefined();
    expect(query.photoboxType).toBeUndefined();
  });
});

describe('card', () => {
  test.each<[options: string, quantity: string, sample: string | undefined]>([
    ['themeId=7', String(DEFAULT_CARD_QUANTITY), undefined],
    ['themeId=7&quantity=100', '100', undefined],
    ['themeId=7&quantity=100&isSample=1', '1', '1'],
    ['themeId=7&isSample=true', '1', '1'],
    ['themeId=7&quantity=20&isSample=0', '20', undefined],
  ])('%s: quantity %s, sample %s', (options, quantity, sample) => {
    const query = handOff('card', options);
    expect(query.quantity).toBe(quantity);
    expect(query.isSample).toBe(sample);
  });

  test('Google Shopping sets the referral source; refinement none is left out', () => {
    expect(handOff('card', 'themeId=7&googleShopping=1').referralSource).toBe('google-shopping');
    expect(handOff('card', 'themeId=7').referralSource).toBeUndefined();
    expect(handOff('card', 'themeId=7&refinementType=ohne').refinementType).toBeUndefined();
    expect(handOff('card', 'themeId=7&refinementType=gold').refinementType).toBe('gold');
  });

  test('the quantity list runs from 1 to 5000 in its steps; the eleventh entry is the default', () => {
    expect(CARD_QUANTITIES[0]).toBe(1);
    expect(CARD_QUANTITIES.at(-1)).toBe(5000);
    expect(CARD_QUANTITIES.slice(0, 4)).toEqual([1, 5, 10, 15]);
    const steps = new Set(
      CARD_QUANTITIES.slice(1).map((value, index) => value - (CARD_QUANTITIES[index] ?? 0)),
    );
    expect([...steps]).toEqual([4, 5, 10, 100, 250]);
    expect(DEFAULT_CARD_QUANTITY).toBe(CARD_QUANTITIES[10]);
    expect(cardQuantity(250, true)).toBe(1);
    expect(cardQuantity(undefined, false)).toBe(DEFAULT_CARD_QUANTITY);
  });
});

describe('collage and photo frame', () => {
  test('a collage without a design opens the channel default; the collage flag is not handed on', () => {
    expect(handOff('collage', 'collage=1')).toEqual({ designId: '1', locale: 'de-DE' });
    expect(handOff('collage', '', POSTER).designId).toBe('13');
    expect(handOff('collage', 'designId=42').designId).toBe('42');
  });

  test.each<[options: string, frame: string | undefined]>([
    ['materialType=acrylglas', 'schattenfuge-platte-schwarz'],
    ['materialType=aludibond', 'schattenfuge-platte-schwarz'],
    ['materialType=leinwand', 'schattenfuge-leinwand-schwarz'],
    ['materialType=poster', 'holzrahmen-schwarz'],
    ['materialType=hahnemuehle', 'holzrahmen-schwarz'],
    ['materialType=fototapete', undefined],
    ['materialType=poster&frameType=alurahmen-rund-gold', 'alurahmen-rund-gold'],
  ])('%s gets frame %s', (options, frame) => {
    expect(handOff('photoframe', options).frameType).toBe(frame);
  });
});

describe('every hand-off', () => {
  test.each<DesignerType>(['calendar', 'card', 'collage', 'photobook', 'photobox', 'photoframe'])(
    '%s carries the site locale (over one in the link) and the click id when there is one',
    (type) => {
      const query = handOff(type, 'locale=xx-XX&gclid=forged', { ...DE, locale: 'fr-CH', gclid: 'Cj0KCQ' });
      expect(query.locale).toBe('fr-CH');
      expect(query.gclid).toBe('Cj0KCQ');
      expect(handOff(type, 'gclid=forged').gclid).toBeUndefined();
    },
  );

  test('the URL joins the base and the query', () => {
    expect(designerUrl('https://designer.example/card', 'card', new URLSearchParams('themeId=7'), DE)).toBe(
      `https://designer.example/card?themeId=7&quantity=${DEFAULT_CARD_QUANTITY}&locale=de-DE`,
    );
    expect(designerUrl('/designer/card?x=1', 'card', new URLSearchParams('themeId=7'), DE)).toContain(
      '/designer/card?x=1&themeId=7',
    );
  });

  test.each<[type: DesignerType, options: string, reason: string | null]>([
    ['calendar', 'startMonth=13', 'startMonth is a month from 1 to 12'],
    ['calendar', 'year=27', 'year is a year such as 2027'],
    ['calendar', 'startDate=tomorrow', 'startDate is a date such as 2027-01-01'],
    ['calendar', 'startMonth=12&year=2027', null],
    ['card', 'quantity=0', 'quantity is a whole number from 1'],
    ['card', 'quantity=5001', 'quantity is at most 5000'],
    ['card', 'quantity=50', null],
    [
      'photobook',
      'photobookType=hoerbuch',
      'photobookType is one of digitalfotobuch, echtfotobuch, fotoheft',
    ],
    ['photobook', 'photobookCover=leather', 'photobookCover is hard or soft'],
    ['photobox', 'photoboxFormat=05x10', 'photoboxFormat is a size such as 10x15'],
    ['photobox', 'photoboxFormat=10x', 'photoboxFormat is a size such as 10x15'],
    ['photobox', 'photoboxFormat=10x15', null],
    ['collage', 'designId=abc', 'designId is a whole number from 1'],
    ['photoframe', 'materialType=anything', null],
    ['photobook', 'photobookCoverLamination=velvet', 'photobookCoverLamination is glossy or matt'],
    ['photobook', 'categoryId=50', null],
    ['photobook', 'categoryId=41', null],
    ['photobook', 'categoryId=999', 'categoryId is not a photobook category of this shop'],
  ])('%s %s: %s', (type, options, reason) => {
    expect(checkHandOff(type, new URLSearchParams(options), DE)).toBe(reason);
  });

  test.each<[shop: HandOffContext, categoryId: string]>([
    // Guest books and condolence books are sold on the card channel alone; Disney is not offered in the UK.
    [POSTER, '50'],
    [{ ...POSTER, locale: 'de-DE' }, '51'],
    [{ ...DE, locale: 'en-GB' }, '41'],
  ])('%o refuses photobook category %s', (shop, categoryId) => {
    expect(checkHandOff('photobook', new URLSearchParams({ categoryId }), shop)).toBe(
      'categoryId is not a photobook category of this shop',
    );
  });
});
