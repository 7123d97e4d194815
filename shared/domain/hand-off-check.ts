// The parameters of a designer hand-off, per product type: one table that names every parameter a configurator
// link may carry and every one the designer may be handed, each with the shape of its value. The configurator
// route checks a link against it (the first problem is said in words and answered with a 400 page), and the
// hand-off forwards only what it names: any other parameter is dropped.
import * as v from 'valibot';
import { ACCESSORY_MOUNTINGS, CALENDAR_FORMATS, CALENDAR_MOUNTINGS, CALENDAR_TYPES } from './calendars';
import { CARD_OCCASIONS, CARD_QUANTITIES, CARD_REFINEMENTS, GOOGLE_SHOPPING_REFERRAL } from './cards';
import { parseFormat } from './formats';
import { FRAME_MATERIALS, frameFamilyOf, frameFits } from './frames';
import { countryHost, environmentOf, parseHost } from './hosts';
import { LOCALES } from './locales';
import { isMarketingParam } from './marketing-params';
import type { Channel } from './markets';
import {
  PHOTOBOOK_COVERS,
  PHOTOBOOK_FORMATS,
  PHOTOBOOK_LAMINATIONS,
  PHOTOBOOK_PAPERS,
  PHOTOBOOK_TYPES,
  photobookCategories,
} from './photobooks';
import type { DesignerType } from './products';
import {
  FREE_WALL_OPTIONS,
  optionValues,
  WALL_OPTION_GROUPS,
  type WallOptionGroupName,
} from './wall-options';

/** The shop a hand-off starts in; with its host (and the poster channel's host label) a return URL can be one of its pages. */
export type HandOffShop = { channel: Channel; locale: string; host?: string; posterShopName?: string };

type Value = v.GenericSchema<string, string>;

/**
 * Where a parameter comes from: `chosen` a link names it and the designer gets it; `translated` a link names it and
 * the shop turns it into other parameters (the designer never sees it); `set` only the shop sets it (a link's is
 * dropped).
 */
export type ParamRole = 'chosen' | 'translated' | 'set';

export interface ParamRule {
  role: ParamRole;
  /** The shape of its value; some depend on the shop. */
  value: Value | ((shop: HandOffShop) => Value);
}

/** Copies a designer takes at most: the price service's bound for calendars. */
export const MAX_AMOUNT = 100;
/** The longest side of a size (cm), wallpaper included. */
export const MAX_SIDE = 1000;
/** Ids are at most twelve digits, as the shop's ids are. */
const MAX_ID = 999_999_999_999;

const Count = (what: string, max: number, min = 1) =>
  v.pipe(
    v.string(),
    v.regex(/^(0|[1-9]\d{0,15})$/, `${what} is a whole number from ${min} to ${max}`),
    v.check(
      (value) => Number(value) >= min && Number(value) <= max,
      `${what} is a whole number from ${min} to ${max}`,
    ),
  );
const Id = (what: string) =>
  v.pipe(v.string(), v.regex(/^[1-9]\d{0,11}$/, `${what} is an id from 1 to ${MAX_ID}`));
const Switch = (what: string) => v.picklist(['0', '1', 'true', 'false'], `${what} is 1 or 0`);
const OneOf = (what: string, values: readonly string[]) =>
  v.picklist(values, `${what} is one of ${values.join(', ')}`);
/** An option the shop names but does not check further: letters, digits and `.`, `_`, `:`, `-`. */
const Word = (what: string) =>
  v.pipe(v.string(), v.regex(/^[A-Za-z0-9][\w.:-]{0,63}$/, `${what} is a word of letters and digits`));
const Size = (what: string) =>
  v.pipe(
    v.string(),
    v.check((value) => parseFormat(value).width > 0, `${what} is a size such as 10x15`),
    v.check((value) => {
      const { width, height } = parseFormat(value);
      return width <= MAX_SIDE && height <= MAX_SIDE;
    }, `${what} is at most ${MAX_SIDE}x${MAX_SIDE}`),
  );
const Month = v.pipe(v.string(), v.regex(/^(0?[1-9]|1[0-2])$/, 'startMonth is a month from 1 to 12'));
const Year = v.pipe(v.string(), v.regex(/^20\d\d$/, 'year is a year such as 2027'));
const Amount = Count('amount', MAX_AMOUNT);
/** A frame id of a known family (`holzrahmen-eiche`); empty is the empty template item: no frame. */
const FrameType = v.pipe(
  v.string(),
  v.check(
    (value) => value === '' || (/^[a-z0-9-]{1,64}$/.test(value) && frameFamilyOf(value) !== null),
    'frameType is not a known frame',
  ),
);

/** The Google click id, as its cookie keeps it. */
export const GclidSchema = v.pipe(v.string(), v.regex(/^[\w-]{1,200}$/, 'a click id is a word of up to 200'));

const chosen = (value: ParamRule['value']): ParamRule => ({ role: 'chosen', value });
const translated = (value: ParamRule['value']): ParamRule => ({ role: 'translated', value });
const set = (value: ParamRule['value']): ParamRule => ({ role: 'set', value });

/** A photobook design category must be one the channel and locale offer. */
function categoryValue({ channel, locale }: HandOffShop): Value {
  const offered = new Set(photobookCategories(channel, locale).map(String));
  return v.pipe(
    v.string(),
    v.check((value) => offered.has(value), 'categoryId is not a photobook category of this shop'),
  );
}

/**
 * Where the designer sends the shopper back: a page of one of the shops, on a host of the environment the
 * request is in (https in production); any other address is refused, as a designer must not send shoppers away.
 */
function returnUrlValue({ host, posterShopName }: HandOffShop): Value {
  const message = 'returnUrl is a page of this shop';
  return v.pipe(
    v.string(),
    v.maxLength(2000, 'returnUrl is at most 2000 characters'),
    // What another parser could read differently is refused: white space and control characters (which this
    // parser drops), backslashes, encoded slashes and backslashes.
    v.check((value) => !/[\s\\\p{Cc}]|%(2f|5c)/iu.test(value), message),
    v.check((value) => {
      if (host === undefined || posterShopName === undefined || !URL.canParse(value)) return false;
      const url = new URL(value);
      const from = environmentOf(host);
      if (url.username || url.password) return false;
      if (url.protocol !== 'https:' && !(from.local && url.protocol === 'http:')) return false;
      const names = { posterShopName };
      const target = parseHost(url.hostname, names);
      return (
        target.local === from.local && countryHost(target.channel, target.country, from, names) === url.host
      );
    }, message),
  );
}

const EVERY_TYPE: Record<string, ParamRule> = {
  returnUrl: chosen(returnUrlValue),
  locale: set(
    OneOf(
      'locale',
      LOCALES.map((locale) => locale.code),
    ),
  ),
  gclid: set(GclidSchema),
};

/** The frame choice of wall art: a material, a frame of a family that frames it, a size, its print format. */
const WALL_ART: Record<string, ParamRule> = {
  materialType: chosen(v.picklist(FRAME_MATERIALS, 'materialType is not a frame material')),
  frameType: chosen(FrameType),
  format: chosen(Size('format')),
  formatType: chosen(Word('formatType')),
};

/**
 * The print and frame options of wall art, a collage's too (the same calculator hands them over): the mat's size,
 * each charged option group's parameter taking its default or one of its options' values, and each free option.
 */
const WALL_OPTIONS: Record<string, ParamRule> = {
  matSize: chosen(v.picklist(['0', '30'], 'matSize is 0 or 30')),
  ...Object.fromEntries(
    (Object.keys(WALL_OPTION_GROUPS) as WallOptionGroupName[]).map((group) => {
      const { param } = WALL_OPTION_GROUPS[group];
      return [param, chosen(OneOf(param, optionValues(group)))];
    }),
  ),
  ...Object.fromEntries(
    Object.entries(FREE_WALL_OPTIONS).map(([param, values]) => [param, chosen(OneOf(param, values))]),
  ),
};

/** The parameters of each designer type: what a link may name and what the designer is handed. */
export const HAND_OFF_PARAMS: Record<DesignerType, Record<string, ParamRule>> = {
  calendar: {
    calendarType: chosen(OneOf('calendarType', CALENDAR_TYPES)),
    formatType: chosen(OneOf('formatType', CALENDAR_FORMATS)),
    mountingType: chosen(OneOf('mountingType', CALENDAR_MOUNTINGS)),
    accessoryTypes: chosen(OneOf('accessoryTypes', ['ohne', ...ACCESSORY_MOUNTINGS])),
    paperType: chosen(Word('paperType')),
    designGroupId: chosen(Id('designGroupId')),
    designId: chosen(Id('designId')),
    startMonth: chosen(Month),
    year: chosen(Year),
    // The start date names the month and year the designer is handed.
    startDate: translated(
      v.pipe(
        v.string(),
        v.regex(
          /^20\d\d-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/,
          'startDate is a date such as 2027-01-01',
        ),
      ),
    ),
    amount: chosen(Amount),
    ...EVERY_TYPE,
  },
  card: {
    card: chosen(Word('card')),
    themeId: chosen(Id('themeId')),
    designId: chosen(Id('designId')),
    category: chosen(Word('category')),
    occasion: chosen(v.picklist(CARD_OCCASIONS, 'occasion is not a card occasion')),
    paper: chosen(Word('paper')),
    punching: chosen(Word('punching')),
    format: chosen(
      v.pipe(v.string(), v.regex(/^([1-9]\d{0,3}-[1-9]\d{0,3}|a\d-(hoch|quer))$/, 'format is a card format')),
    ),
    quantity: chosen(
      v.pipe(
        Count('quantity', 5000),
        v.check((value) => CARD_QUANTITIES.includes(Number(value)), 'quantity is one of the card quantities'),
      ),
    ),
    refinementType: chosen(OneOf('refinementType', CARD_REFINEMENTS)),
    bow: chosen(Word('bow')),
    ribbon: chosen(Word('ribbon')),
    ribbonColor: chosen(Word('ribbonColor')),
    screw: chosen(Word('screw')),
    standard: chosen(Word('standard')),
    tag: chosen(Word('tag')),
    isSample: chosen(Switch('isSample')),
    // From the Shopping landing's cookie alone: a link cannot claim it.
    referralSource: set(OneOf('referralSource', [GOOGLE_SHOPPING_REFERRAL])),
    ...EVERY_TYPE,
  },
  collage: {
    designId: chosen(Id('designId')),
    materials: chosen(OneOf('materials', ['canvas', 'poster', 'framed-poster', 'mixed'])),
    // The flag that makes wall art a collage: the collage designer needs no telling.
    collage: translated(Switch('collage')),
    ...WALL_ART,
    ...WALL_OPTIONS,
    ...EVERY_TYPE,
  },
  photobook: {
    // The type names the printing and, maybe, the cover or a variant (`echtfotobuch-soft`).
    photobookType: translated(
      v.pipe(
        v.string(),
        v.regex(
          new RegExp(`^(${PHOTOBOOK_TYPES.join('|')})(-[a-z]{1,20})?$`),
          `photobookType is one of ${PHOTOBOOK_TYPES.join(', ')}`,
        ),
      ),
    ),
    photobookPrinting: chosen(OneOf('photobookPrinting', PHOTOBOOK_TYPES)),
    photobookCover: chosen(v.picklist(PHOTOBOOK_COVERS, 'photobookCover is hard or soft')),
    photobookFormat: chosen(v.picklist(PHOTOBOOK_FORMATS, 'photobookFormat is not a book format')),
    photobookBinding: chosen(OneOf('photobookBinding', ['heftbindung', 'layflat', 'pur'])),
    photobookPaper: chosen(OneOf('photobookPaper', PHOTOBOOK_PAPERS)),
    photobookCoverLamination: chosen(
      v.picklist(PHOTOBOOK_LAMINATIONS, 'photobookCoverLamination is glossy or matt'),
    ),
    // The price service's page counts: 24 to 200, even.
    photobookPageCount: chosen(
      v.pipe(
        Count('photobookPageCount', 200, 24),
        v.check((value) => Number(value) % 2 === 0, 'photobookPageCount is even'),
      ),
    ),
    graduationsPageCount: chosen(Count('graduationsPageCount', 200)),
    designGroupSetId: chosen(Id('designGroupSetId')),
    categoryId: chosen(categoryValue),
    templateId: chosen(Id('templateId')),
    // A template per orientation: the one of the book's format becomes its templateId.
    'templateIds[landscape]': translated(Id('templateIds[landscape]')),
    'templateIds[portrait]': translated(Id('templateIds[portrait]')),
    'templateIds[square]': translated(Id('templateIds[square]')),
    amount: chosen(Amount),
    refinementType: chosen(OneOf('refinementType', CARD_REFINEMENTS)),
    templatesCompacted: set(OneOf('templatesCompacted', ['0', '1'])),
    ...EVERY_TYPE,
  },
  photobox: {
    // Type and format become the designer's type, width and height.
    photoboxType: translated(OneOf('photoboxType', ['small', 'photoprint'])),
    photoboxFormat: translated(Size('photoboxFormat')),
    photoboxQuantityMax: chosen(Count('photoboxQuantityMax', 1000)),
    paper: chosen(Word('paper')),
    type: set(OneOf('type', ['small', 'photoprint'])),
    width: set(Count('width', MAX_SIDE)),
    height: set(Count('height', MAX_SIDE)),
    ...EVERY_TYPE,
  },
  photoframe: {
    ...WALL_ART,
    ...WALL_OPTIONS,
    ...EVERY_TYPE,
  },
};

const shapeOf = (rule: ParamRule, shop: HandOffShop): Value =>
  typeof rule.value === 'function' ? rule.value(shop) : rule.value;

/** The parameters a link may name for a designer type, with the shapes of their values in a shop. */
export function handOffFields(type: DesignerType, shop: HandOffShop): v.ObjectEntries {
  return Object.fromEntries(
    Object.entries(HAND_OFF_PARAMS[type]).flatMap(([name, rule]) =>
      rule.role === 'set' ? [] : [[name, v.optional(shapeOf(rule, shop))]],
    ),
  );
}

/** Whether the designer of a type may be handed a parameter. */
export function handedOver(type: DesignerType, name: string): boolean {
  return Object.hasOwn(HAND_OFF_PARAMS[type], name) && HAND_OFF_PARAMS[type][name]?.role !== 'translated';
}

/** The shape of a parameter the designer of a type may be handed; undefined for any other. */
export function handedOverValue(type: DesignerType, name: string, shop: HandOffShop): Value | undefined {
  const rule = HAND_OFF_PARAMS[type][name];
  return rule && handedOver(type, name) ? shapeOf(rule, shop) : undefined;
}

/** Only the parameters of a link the table names for the type, each once: any other is dropped. */
export function linkOptions(type: DesignerType, query: URLSearchParams): URLSearchParams {
  const rules = HAND_OFF_PARAMS[type];
  const kept = new URLSearchParams();
  for (const [name, value] of query) {
    if (Object.hasOwn(rules, name) && rules[name]?.role !== 'set' && !kept.has(name)) kept.set(name, value);
  }
  return kept;
}

/** The parameters of a link no table of its type names, marketing parameters aside: dropped from the hand-off. */
export function unknownParams(type: DesignerType, query: URLSearchParams): string[] {
  const rules = HAND_OFF_PARAMS[type];
  return [...new Set(query.keys())].filter(
    (name) => !(Object.hasOwn(rules, name) && rules[name]?.role !== 'set') && !isMarketingParam(name),
  );
}

/** Rules across options: a chosen frame must frame the chosen material. */
function acrossOptions(type: DesignerType, query: URLSearchParams): string | null {
  if (type !== 'photoframe' && type !== 'collage') return null;
  const material = query.get('materialType');
  const frame = query.get('frameType');
  if (!material || !frame || frameFits(material, frame)) return null;
  return `frameType ${frame} does not frame ${material}`;
}

/**
 * Checks the parameters of a hand-off in a shop; the message says what is wrong. A designer takes each
 * parameter once, so a repeated one is refused; parameters the table does not name are not read (and not handed
 * on).
 */
export function checkHandOff(type: DesignerType, query: URLSearchParams, shop: HandOffShop): string | null {
  const fields = handOffFields(type, shop);
  const known = Object.keys(fields);
  const repeated = known.find((key) => query.getAll(key).length > 1);
  if (repeated) return `${repeated} is given more than once`;
  const values = Object.fromEntries(known.flatMap((key) => (query.has(key) ? [[key, query.get(key)]] : [])));
  const result = v.safeParse(v.object(fields), values);
  return result.success
    ? acrossOptions(type, query)
    : (result.issues[0]?.message ?? 'the options are not valid');
}
