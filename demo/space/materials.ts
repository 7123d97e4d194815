// Calculator materials of the demo products: format lists with euro list prices and the spec's option fields.
export type Context = Record<string, string | number | boolean>;
/** Each format with its euro price and, for a framed choice, the frame's euro price (charged on top). */
type Formats = readonly (readonly [format: string, eur: number, frameEur?: number])[];

export interface Material {
  value: string;
  context: Context;
  formats: Formats;
  initial: string;
}

/** Formats per table: `format euro-price`, comma separated. */
const FORMATS = {
  leinwand: '40x30 24.99, 60x40 39.99, 80x60 59.99, 120x80 89.99',
  poster: '40x30 12.99, 60x40 19.99, 80x60 29.99, 100x75 39.99',
  hahnemuehle: '40x30 24.99, 60x40 36.99, 80x60 54.99',
  acrylglas: '40x30 39.99, 60x40 59.99, 80x60 89.99, 120x80 149.99',
  aludibond: '40x30 34.99, 60x40 49.99, 80x60 79.99, 120x80 129.99',
  card: 'a6-quer 1.49, 145-145 1.79',
  cardFoil: 'a6-quer 2.29, 145-145 2.59',
  wandkalender: 'a4-hoch 24.99, a3-hoch 29.99, a3-quer 29.99',
  tischkalender: 'a5-quer 19.99, a6-quer 14.99',
  hard: '200-200 29.99, a4-quer 34.99, 300-300 49.99',
  soft: '200-200 19.99, a4-quer 24.99',
  layflat: '200-200 49.99, 300-300 79.99',
  box: '15x10 24.99, 13x9 22.99',
  boxMax: '15x10 39.99, 18x13 44.99',
  prints: '10x10 0.19, 13x9 0.15, 15x10 0.19, 18x13 0.39, 30x20 1.49',
} as const;

type Table = keyof typeof FORMATS;

/** Frame prices per format, as the shop's catalogue lists them: a framed choice costs material plus frame. */
const FRAMES: Record<string, string> = {
  'holzrahmen-schwarz': '40x30 24.99, 60x40 34.99, 80x60 49.99',
  'holzrahmen-eiche': '40x30 29.99, 60x40 39.99, 80x60 54.99',
  'alurahmen-silber': '40x30 27.99, 60x40 37.99, 80x60 52.99',
  'schattenfuge-leinwand-eiche': '40x30 34.99, 60x40 44.99, 80x60 59.99, 120x80 79.99',
  'schattenfuge-platte-schwarz': '40x30 34.99, 60x40 44.99, 80x60 59.99, 120x80 79.99',
};

const parse = (list: string): Formats =>
  list.split(', ').map((entry) => {
    const [format = '', eur = '0'] = entry.split(' ');
    return [format, Number(eur)] as const;
  });

const material = (value: string, table: Table, initial: string, context: Context): Material => ({
  value,
  formats: parse(FORMATS[table]),
  initial,
  context,
});

/** The default frame of a framed print: black wood with a white mat. */
export const FRAMED: Context = { frameType: 'holzrahmen-schwarz', matType: 'mat-weiss', matSize: 30 };

/** The formats a material and frame both come in, each with both prices: the shop charges their sum. */
function framed(formats: Formats, frameType: string): Formats {
  const frame = parse(FRAMES[frameType] ?? '');
  return formats.flatMap(([format, eur]) => {
    const add = frame.find(([size]) => size === format)?.[1];
    return add === undefined
      ? []
      : [[format, (Math.round(eur * 100) + Math.round(add * 100)) / 100] as const];
  });
}

/** A wall-art material (materialType) in the standard formats, 60x40 preselected; framed when extra names a frame. */
export function wall(materialType: Table, extra: Context = {}): Material {
  const plain = material(materialType, materialType, '60x40', {
    materialType,
    formatType: 'standard',
    ...extra,
  });
  const { frameType } = extra;
  return typeof frameType === 'string' ? { ...plain, formats: framed(plain.formats, frameType) } : plain;
}

/** A card paper or refinement for a theme and occasion. */
export function card(themeId: number, occasion: string, refinementType: string, initial: string): Material {
  const table = refinementType === 'ohne' ? 'card' : 'cardFoil';
  const value = refinementType === 'ohne' ? 'matt' : refinementType;
  return material(value, table, initial, { themeId, occasion, paper: 'matt', refinementType });
}

/** A calendar type with its mounting. */
export function calendar(calendarType: 'wandkalender' | 'tischkalender', mountingType: string): Material {
  const initial = calendarType === 'wandkalender' ? 'a3-hoch' : 'a5-quer';
  return material(calendarType, calendarType, initial, {
    calendarType,
    mountingType,
    year: 2027,
    startMonth: 1,
  });
}

/** The demo shop's photobook design-group set (landscape, portrait and square templates). */
const PHOTOBOOK_DESIGN_GROUP_SET = 30;

/** A photo book type, cover and binding; the value is the cover or, for lay-flat books, the paper. */
export function book(cover: 'hard' | 'soft', photobookPaper?: 'glaenzend' | 'matt'): Material {
  const layflat = photobookPaper !== undefined;
  const initial = layflat ? '300-300' : cover === 'hard' ? 'a4-quer' : '200-200';
  return material(photobookPaper ?? cover, layflat ? 'layflat' : cover, initial, {
    photobookType: layflat ? 'echtfotobuch' : 'digitalfotobuch',
    photobookCover: cover,
    photobookBinding: layflat ? 'layflat' : 'pur',
    photobookFormat: initial,
    ...(photobookPaper ? { photobookPaper } : {}),
    // The shop's design-group set: the designer opens on its template for the book's orientation.
    designGroupSetId: PHOTOBOOK_DESIGN_GROUP_SET,
  });
}

/** A photo box (type small) or photo prints (type photoprint) on a paper. */
export function box(photoboxQuantityMax: 50 | 100): Material {
  const context = { photoboxType: 'small', photoboxFormat: '15x10', photoboxQuantityMax };
  return material('small', photoboxQuantityMax === 50 ? 'box' : 'boxMax', '15x10', context);
}

export function prints(paper: 'matt' | 'glaenzend', initial: string): Material {
  return material(paper, 'prints', initial, { photoboxType: 'photoprint', photoboxFormat: initial, paper });
}
