// The designer hand-off: one query builder per designer product type, turning the options a shopper chose (a
// CTA's product parameters) into what that designer reads, plus the locale and the optional click id.
import * as v from 'valibot';
import { calendarAccessory, calendarStart } from './calendars';
import { cardQuantity, GOOGLE_SHOPPING_REFERRAL } from './cards';
import { channelConfig } from './channel-config';
import { parseFormat } from './formats';
import { defaultFrameType } from './frames';
import type { Channel } from './markets';
import {
  bookOrientation,
  PHOTOBOOK_COVERS,
  PHOTOBOOK_LAMINATIONS,
  PHOTOBOOK_TYPES,
  photobookCategories,
} from './photobooks';
import { NO_REFINEMENT } from './product-kind';
import type { DesignerType } from './products';

export interface HandOffContext {
  channel: Channel;
  locale: string;
  /** The request time: a calendar starts in its month unless the link names one. */
  now: Date;
  /** The Google click id from its cookie, handed on when present. */
  gclid?: string;
}

/** The cookie the Google click id is kept in. */
export const GCLID_COOKIE = 'gclid';
export const GclidSchema = v.pipe(v.string(), v.regex(/^[\w-]{1,200}$/, 'a click id is a word of up to 200'));

const isOn = (value: string | null): boolean => value === '1' || value === 'true';
/** Refinement values that mean none: the designer is not told about them. */
const NO_REFINEMENTS = new Set([NO_REFINEMENT, 'none']);

function calendar(query: URLSearchParams, { now }: HandOffContext): void {
  const start = calendarStart(
    { month: query.get('startMonth'), year: query.get('year'), startDate: query.get('startDate') },
    now,
  );
  query.delete('startDate');
  query.set('startMonth', String(start.month));
  query.set('year', String(start.year));
  query.set('accessoryTypes', calendarAccessory(query.get('mountingType'), query.get('accessoryTypes')));
}

/** Splits a photobook type such as `echtfotobuch-soft` into its printing and, when named, its cover. */
function splitPhotobookType(type: string): { printing: string; cover?: string } {
  const printing = PHOTOBOOK_TYPES.find((name) => type === name || type.startsWith(`${name}-`)) ?? type;
  const rest = type.slice(printing.length + 1);
  return (PHOTOBOOK_COVERS as readonly string[]).includes(rest) ? { printing, cover: rest } : { printing };
}

function photobook(query: URLSearchParams, { channel, locale }: HandOffContext): void {
  const config = channelConfig(channel, locale);
  const split = splitPhotobookType(query.get('photobookType') ?? query.get('photobookPrinting') ?? '');
  query.delete('photobookType');
  if (split.printing) query.set('photobookPrinting', split.printing);
  const cover =
    query.get('photobookCover') ?? split.cover ?? (split.printing === 'fotoheft' ? 'soft' : 'hard');
  query.set('photobookCover', cover);
  const orientation = bookOrientation(query.get('photobookFormat') ?? '');
  const template = query.get(`templateIds[${orientation}]`);
  for (const key of [...query.keys()]) if (key.startsWith('templateIds[')) query.delete(key);
  if (!query.has('templateId') && template) query.set('templateId', template);
  if (!query.has('amount')) query.set('amount', '1');
  // Where the shop does not offer the lamination choice, every book gets the channel's lamination.
  if (!config.showPhotobookCoverLamination || !query.has('photobookCoverLamination')) {
    query.set('photobookCoverLamination', config.defaultPhotobookCoverLamination);
  }
  query.set('templatesCompacted', config.templatesCompacted ? '1' : '0');
  if (!query.has('refinementType')) query.set('refinementType', config.defaultPhotobookRefinement);
}

function photobox(query: URLSearchParams): void {
  const format = query.get('photoboxFormat');
  const type = query.get('photoboxType') === 'small' ? 'small' : 'photoprint';
  query.delete('photoboxFormat');
  query.delete('photoboxType');
  if (format) {
    const { width, height } = parseFormat(format);
    query.set('width', String(width));
    query.set('height', String(height));
  }
  query.set('type', type);
}

function card(query: URLSearchParams): void {
  const sample = isOn(query.get('isSample'));
  const chosen = query.has('quantity') ? Number(query.get('quantity')) : undefined;
  query.set('quantity', String(cardQuantity(chosen, sample)));
  if (sample) query.set('isSample', '1');
  else query.delete('isSample');
  if (isOn(query.get('googleShopping'))) query.set('referralSource', GOOGLE_SHOPPING_REFERRAL);
  query.delete('googleShopping');
}

function collage(query: URLSearchParams, { channel }: HandOffContext): void {
  query.delete('collage');
  if (!query.has('designId')) query.set('designId', String(channelConfig(channel).defaultCollageId));
}

function photoframe(query: URLSearchParams): void {
  if (query.has('frameType')) return;
  const frame = defaultFrameType(query.get('materialType') ?? '');
  if (frame) query.set('frameType', frame);
}

const BUILDERS: Record<DesignerType, (query: URLSearchParams, context: HandOffContext) => void> = {
  calendar,
  card,
  collage,
  photobook,
  photobox,
  photoframe,
};

const Count = (what: string, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^[1-9]\d*$/, `${what} is a whole number from 1`),
    v.check((value) => Number(value) <= max, `${what} is at most ${max}`),
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
  card: { quantity: v.optional(Count('quantity', 5000)) },
  collage: { designId: v.optional(Count('designId', Number.MAX_SAFE_INTEGER)) },
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
    photobookCover: v.optional(v.picklist(PHOTOBOOK_COVERS, `photobookCover is hard or soft`)),
    photobookCoverLamination: v.optional(
      v.picklist(PHOTOBOOK_LAMINATIONS, 'photobookCoverLamination is glossy or matt'),
    ),
    amount: v.optional(Count('amount', 1000)),
  },
  photobox: {
    photoboxFormat: v.optional(
      v.pipe(
        v.string(),
        v.check((value) => parseFormat(value).width > 0, 'photoboxFormat is a size such as 10x15'),
      ),
    ),
  },
  photoframe: {},
};

/** A photobook design category must be one the channel and locale offer. */
function categoryField({ channel, locale }: Pick<HandOffContext, 'channel' | 'locale'>): v.ObjectEntries {
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

/** Checks the options of a hand-off in a shop; the message says what is wrong. */
export function checkHandOff(
  type: DesignerType,
  query: URLSearchParams,
  shop: Pick<HandOffContext, 'channel' | 'locale'>,
): string | null {
  const fields =
    type === 'photobook' ? { ...HAND_OFF_FIELDS[type], ...categoryField(shop) } : HAND_OFF_FIELDS[type];
  const known = Object.keys(fields);
  const values = Object.fromEntries(known.flatMap((key) => (query.has(key) ? [[key, query.get(key)]] : [])));
  const result = v.safeParse(v.object(fields), values);
  return result.success ? null : result.issues[0].message;
}

/** The designer's query for the options of a link: the type's rules, the locale and the click id. */
function designerQuery(
  type: DesignerType,
  options: URLSearchParams,
  context: HandOffContext,
): URLSearchParams {
  const query = new URLSearchParams(options);
  query.delete('locale');
  query.delete('gclid');
  BUILDERS[type](query, context);
  for (const key of ['refinementType', 'refinement']) {
    if (NO_REFINEMENTS.has(query.get(key) ?? '')) query.delete(key);
  }
  query.set('locale', context.locale);
  if (context.gclid) query.set('gclid', context.gclid);
  return query;
}

/** The designer URL: its base (configuration per type) and the query of `designerQuery()`. */
export function designerUrl(
  base: string,
  type: DesignerType,
  options: URLSearchParams,
  context: HandOffContext,
): string {
  return `${base}${base.includes('?') ? '&' : '?'}${designerQuery(type, options, context)}`;
}
