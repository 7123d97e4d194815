// The designer hand-off per product type: each type's parameter rules, the locale on every URL, the click id,
// and the options refused with a reason.
import { describe, expect, test } from 'vitest';
import { CARD_QUANTITIES, cardQuantity, DEFAULT_CARD_QUANTITY } from './cards';
import { designerUrl, type HandOffContext } from './designer';
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

  test.each<[format: string, templateId: string | undefined]>([
    ['a4-quer', '301'],
    ['a4-quer-sendmoments', '301'],
    ['a5-hoch', '302'],
    ['200-200', '303'],
    ['', '303'],
  ])('the design-group set gives a %s book the template %s', (format, templateId) => {
    const designGroups = [
      { id: 301, orientation: 'landscape' },
      { id: 302, orientation: 'portrait' },
      { id: 303, orientation: 'square' },
    ];
    const options = `photobookType=echtfotobuch&designGroupSetId=30${format ? `&photobookFormat=${format}` : ''}`;
    const query = handOff('photobook', options, { ...DE, designGroups });
    expect(query.templateId).toBe(templateId);
    expect(query.designGroupSetId).toBe('30');
  });

  test('a set without a group of the orientation gives no template; a named template wins', () => {
    const designGroups = [{ id: 311, orientation: 'square' }];
    const context = { ...DE, designGroups };
    expect(
      handOff('photobook', 'photobookType=echtfotobuch&photobookFormat=a4-quer', context).templateId,
    ).toBe(undefined);
    expect(
      handOff('photobook', 'photobookType=echtfotobuch&photobookFormat=200-200&templateId=9', context)
        .templateId,
    ).toBe('9');
    expect(
      handOff('photobook', 'photobookType=echtfotobuch&photobookFormat=200-200').templateId,
    ).toBeUndefined();
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

  test('a Shopping landing (its cookie) sets the referral source; a link cannot; refinement none is left out', () => {
    const shopping = { ...DE, googleShopping: true };
    expect(handOff('card', 'themeId=7', shopping).referralSource).toBe('google-shopping');
    expect(handOff('card', 'themeId=7&isSample=1', shopping)).toEqual({
      themeId: '7',
      quantity: '1',
      isSample: '1',
      referralSource: 'google-shopping',
      locale: 'de-DE',
    });
    expect(handOff('card', 'themeId=7&googleShopping=1').referralSource).toBeUndefined();
    expect(handOff('card', 'themeId=7&referralSource=google-shopping').referralSource).toBeUndefined();
    expect(handOff('card', 'themeId=7&googleShopping=1', shopping).googleShopping).toBeUndefined();
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

  test.each<[options: string, expected: Record<string, string>]>([
    // Unframed art reaches the designer without a frame: the default frame is no choice.
    ['materialType=poster&format=60x40', { materialType: 'poster', format: '60x40', locale: 'de-DE' }],
    ['materialType=leinwand&format=40x30', { materialType: 'leinwand', format: '40x30', locale: 'de-DE' }],
    ['materialType=acrylglas', { materialType: 'acrylglas', locale: 'de-DE' }],
    // The empty template item is no produced frame.
    ['materialType=poster&frameType=', { materialType: 'poster', locale: 'de-DE' }],
    [
      'materialType=poster&format=60x40&frameType=alurahmen-rund-gold',
      { materialType: 'poster', format: '60x40', frameType: 'alurahmen-rund-gold', locale: 'de-DE' },
    ],
    [
      'materialType=poster&frameType=holzrahmen-schwarz&matType=mat-weiss&matSize=30',
      {
        materialType: 'poster',
        frameType: 'holzrahmen-schwarz',
        matType: 'mat-weiss',
        matSize: '30',
        locale: 'de-DE',
      },
    ],
  ])('%s hands over exactly %j', (options, expected) => {
    expect(handOff('photoframe', options)).toEqual(expected);
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
});
