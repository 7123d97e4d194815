// The options a designer hand-off accepts, per product type: each option with a shape is checked before the
// hand-off, and the first problem is said in words (the configurator route answers it with a 400 page).
import * as v from 'valibot';
import { CARD_OCCASIONS, CARD_QUANTITIES, CARD_REFINEMENTS } from './cards';
import { parseFormat } from './formats';
import { FRAME_MATERIALS, frameFamilyOf, frameFits } from './frames';
import type { Channel } from './markets';
import {
  PHOTOBOOK_COVERS,
  PHOTOBOOK_FORMATS,
  PHOTOBOOK_LAMINATIONS,
  PHOTOBOOK_TYPES,
  photobookCategories,
  splitPhotobookType,
} from './photobooks';
import type { DesignerType } from './products';
import { optionValues, WALL_OPTION_GROUPS, type WallOptionGroupName } from './wall-options';

type Shop = { channel: Channel; locale: string };

const Count = (what: string, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^[1-9]\d*$/, `${what} is a whole number from 1`),
    v.check((value) => Number(value) <= max, `${what} is at most ${max}`),
  );
const Id = (what: string) => Count(what, Number.MAX_SAFE_INTEGER);
const Switch = (what: string) => v.picklist(['0', '1', 'true', 'false'], `${what} is 1 or 0`);
const Size = (what: string) =>
  v.pipe(
    v.string(),
    v.check((value) => parseFormat(value).width > 0, `${what} is a size such as 10x15`),
  );

/** The options each designer reads that have a shape; any other option is handed on as it is. */
const HAND_OFF_FIELDS: Record<DesignerType, v.ObjectEntries> = {
  calendar: {
    startMonth: v.optional(
      v.pipe(v.string(), v.regex(/^(0?[1-9]|1[0-2])$/, 'startMonth is a month from 1 to 12')),
    ),
    year: v.optional(v.pipe(v.string(), v.regex(/^20\d\d$/, 'year is a year such as 2027'))),
    startDate: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^\d{4}-(0[1-9]|1[0-2])(-\d{2})?$/, 'startDate is a date such as 2027-01-01'),
      ),
    ),
    amount: v.optional(Count('amount', 1000)),
  },
  card: {
    themeId: v.optional(Id('themeId')),
    quantity: v.optional(
      v.pipe(
        Count('quantity', 5000),
        v.check((value) => CARD_QUANTITIES.includes(Number(value)), 'quantity is one of the card quantities'),
      ),
    ),
    isSample: v.optional(Switch('isSample')),
    occasion: v.optional(v.picklist(CARD_OCCASIONS, 'occasion is not a card occasion')),
    refinementType: v.optional(
      v.picklist(CARD_REFINEMENTS, `refinementType is one of ${CARD_REFINEMENTS.join(', ')}`),
    ),
  },
  collage: { designId: v.optional(Id('designId')) },
  photobook: {
    photobookType: v.optional(
      v.pipe(
        v.string(),
        v.check(
          (value) => (PHOTOBOOK_TYPES as readonly string[]).includes(splitPhotobookType(value).printing),
          `photobookType is one of ${PHOTOBOOK_TYPES.join(', ')}`,
        ),
      ),
    ),
    photobookCover: v.optional(v.picklist(PHOTOBOOK_COVERS, 'photobookCover is hard or soft')),
    photobookFormat: v.optional(v.picklist(PHOTOBOOK_FORMATS, 'photobookFormat is not a book format')),
    photobookCoverLamination: v.optional(
      v.picklist(PHOTOBOOK_LAMINATIONS, 'photobookCoverLamination is glossy or matt'),
    ),
    designGroupSetId: v.optional(Id('designGroupSetId')),
    templateId: v.optional(Id('templateId')),
    amount: v.optional(Count('amount', 1000)),
  },
  photobox: { photoboxFormat: v.optional(Size('photoboxFormat')) },
  photoframe: {
    materialType: v.optional(v.picklist(FRAME_MATERIALS, 'materialType is not a frame material')),
    // Empty is the empty template item: no frame.
    frameType: v.optional(
      v.pipe(
        v.string(),
        v.check((value) => value === '' || frameFamilyOf(value) !== null, 'frameType is not a known frame'),
      ),
    ),
    format: v.optional(Size('format')),
    matSize: v.optional(v.picklist(['0', '30'], 'matSize is 0 or 30')),
    // The print and frame options: each group's parameter takes its default or one of its options' values.
    ...Object.fromEntries(
      (Object.keys(WALL_OPTION_GROUPS) as WallOptionGroupName[]).map((group) => {
        const values = optionValues(group);
        const param = WALL_OPTION_GROUPS[group].param;
        return [param, v.optional(v.picklist(values, `${param} is one of ${values.join(', ')}`))];
      }),
    ),
  },
};

/** A photobook design category must be one the channel and locale offer. */
function categoryField({ channel, locale }: Shop): v.ObjectEntries {
  const offered = new Set(photobookCategories(channel, locale).map(String));
  return {
    categoryId: v.optional(
      v.pipe(
        v.string(),
        v.check((value) => offered.has(value), 'categoryId is not a photobook category of this shop'),
      ),
    ),
  };
}

/** Rules across options: a chosen frame must frame the chosen material. */
function acrossOptions(type: DesignerType, query: URLSearchParams): string | null {
  if (type !== 'photoframe') return null;
  const material = query.get('materialType');
  const frame = query.get('frameType');
  if (!material || !frame || frameFits(material, frame)) return null;
  return `frameType ${frame} does not frame ${material}`;
}

/** Checks the options of a hand-off in a shop; the message says what is wrong. */
export function checkHandOff(type: DesignerType, query: URLSearchParams, shop: Shop): string | null {
  const fields =
    type === 'photobook' ? { ...HAND_OFF_FIELDS[type], ...categoryField(shop) } : HAND_OFF_FIELDS[type];
  const known = Object.keys(fields);
  const values = Object.fromEntries(known.flatMap((key) => (query.has(key) ? [[key, query.get(key)]] : [])));
  const result = v.safeParse(v.object(fields), values);
  return result.success ? acrossOptions(type, query) : result.issues[0].message;
}
