// The designer hand-off: one query builder per designer product type, turning the options a shopper chose (a
// CTA's product parameters) into what that designer reads, plus the locale and the optional click id. Nothing
// is handed over that the shopper did not choose, except the defaults each product names (calendar start, card
// quantity, collage design, photobook cover, lamination and amount); and nothing the type's parameter table
// does not name.
import { calendarAccessory, calendarStart } from './calendars';
import { cardQuantity, GOOGLE_SHOPPING_REFERRAL } from './cards';
import { channelConfig } from './channel-config';
import { parseFormat } from './formats';
import { handedOver, linkOptions } from './hand-off-check';
import type { Channel } from './markets';
import { bookOrientation, type DesignGroupRef, splitPhotobookType, templateFor } from './photobooks';
import { NO_REFINEMENT } from './product-kind';
import type { DesignerType } from './products';

export interface HandOffContext {
  channel: Channel;
  locale: string;
  /** The request time: a calendar starts in its month unless the link names one. */
  now: Date;
  /** The Google click id from its cookie, handed on when present. */
  gclid?: string;
  /** Whether the visitor landed from a Google Shopping ad (its cookie): a card then names the referral. */
  googleShopping?: boolean;
  /** The design groups of the photobook's design-group set, as the shop lists them: the template is one. */
  designGroups?: readonly DesignGroupRef[];
}

/** The cookie the Google click id is kept in. */
export const GCLID_COOKIE = 'gclid';
export { GclidSchema } from './hand-off-check';
/** The cookie that marks a landing from a Google Shopping ad (value `1`). */
export const SHOPPING_LANDING_COOKIE = 'google_shopping';

/** `1` and `true` switch an option on. */
const isOn = (value: string | null): boolean => value === '1' || value === 'true';
/** Refinement values that mean none: the designer is not told about them. */
const NO_REFINEMENTS = new Set([NO_REFINEMENT, 'none']);

function calendar(query: URLSearchParams, { now }: HandOffContext): void {
  const start = calendarStart(
    { month: query.get('startMonth'), year: query.get('year'), startDate: query.get('startDate') },
    now,
  );
  query.set('startMonth', String(start.month));
  query.set('year', String(start.year));
  query.set('accessoryTypes', calendarAccessory(query.get('mountingType'), query.get('accessoryTypes')));
}

/** The template a link names, else the one of its orientation from `templateIds[…]`, else the set's. */
function photobookTemplate(query: URLSearchParams, groups: readonly DesignGroupRef[]): string | null {
  const format = query.get('photobookFormat') ?? '';
  const fromLink = query.get(`templateIds[${bookOrientation(format)}]`);
  for (const key of [...query.keys()]) if (key.startsWith('templateIds[')) query.delete(key);
  const fromSet = templateFor(groups, format);
  return query.get('templateId') ?? fromLink ?? (fromSet === null ? null : String(fromSet));
}

function photobook(query: URLSearchParams, { channel, locale, designGroups = [] }: HandOffContext): void {
  const config = channelConfig(channel, locale);
  const split = splitPhotobookType(query.get('photobookType') ?? query.get('photobookPrinting') ?? '');
  if (split.printing) query.set('photobookPrinting', split.printing);
  const cover =
    query.get('photobookCover') ?? split.cover ?? (split.printing === 'fotoheft' ? 'soft' : 'hard');
  query.set('photobookCover', cover);
  const template = photobookTemplate(query, designGroups);
  if (template) query.set('templateId', template);
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
  if (format) {
    const { width, height } = parseFormat(format);
    query.set('width', String(width));
    query.set('height', String(height));
  }
  query.set('type', type);
}

function card(query: URLSearchParams, { googleShopping = false }: HandOffContext): void {
  const sample = isOn(query.get('isSample'));
  const chosen = query.has('quantity') ? Number(query.get('quantity')) : undefined;
  query.set('quantity', String(cardQuantity(chosen, sample)));
  if (sample) query.set('isSample', '1');
  else query.delete('isSample');
  // The referral comes from the landing's cookie alone: a link's is never read.
  if (googleShopping) query.set('referralSource', GOOGLE_SHOPPING_REFERRAL);
}

function collage(query: URLSearchParams, { channel }: HandOffContext): void {
  if (!query.has('designId')) query.set('designId', String(channelConfig(channel).defaultCollageId));
}

/** A frame only when one was chosen: an empty frame (the empty template item) is no produced frame. */
function photoframe(query: URLSearchParams): void {
  if (query.get('frameType') === '') query.delete('frameType');
}

const BUILDERS: Record<DesignerType, (query: URLSearchParams, context: HandOffContext) => void> = {
  calendar,
  card,
  collage,
  photobook,
  photobox,
  photoframe,
};

/**
 * The designer's query for the options of a link: of the link's parameters only those the type's table names
 * (each once), turned by the type's rules; then only what the designer may be handed, the locale and the click id.
 */
function designerQuery(
  type: DesignerType,
  options: URLSearchParams,
  context: HandOffContext,
): URLSearchParams {
  const query = linkOptions(type, options);
  BUILDERS[type](query, context);
  for (const key of [...query.keys()]) if (!handedOver(type, key)) query.delete(key);
  // The return address goes on in the form that was checked, as the URL parser reads it.
  const back = query.get('returnUrl');
  if (back !== null && URL.canParse(back)) query.set('returnUrl', new URL(back).href);
  if (NO_REFINEMENTS.has(query.get('refinementType') ?? '')) query.delete('refinementType');
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
