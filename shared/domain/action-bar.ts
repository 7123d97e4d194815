// Action bar rules: the dismissal cookie keyed by bar id, the root class, visibility by end date, countdown split.
import * as v from 'valibot';
import { CmsColorFieldSchema } from '../schemas/cms';
import { datetimeField, optionalField } from '../schemas/storyblok-fields';
import { sanitizeHtml } from './sanitize-html';

export { ACTION_BAR_CLOSED_CLASS, ACTION_BAR_COOKIE_MAX_AGE, actionBarCookie } from './action-bar-cookie';
/** Where the countdown goes inside the bar's text. */
export const COUNTDOWN_PLACEHOLDER = '[COUNTDOWN]';

/**
 * The action bar as the CMS (Storyblok's field values: dates `YYYY-MM-DD HH:mm` in UTC) or the campaign data (ISO
 * timestamps) deliver it. Dates are epoch milliseconds once read; a date that cannot be read is skipped.
 */
export const ActionBarDataSchema = v.looseObject({
  id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'id must be letters, digits, - or _')),
  text: v.pipe(v.string(), v.maxLength(2000)),
  // Blank or unreadable: the bar's default colour, no end.
  color: optionalField(CmsColorFieldSchema),
  backgroundColor: optionalField(CmsColorFieldSchema),
  countdownEndDate: datetimeField,
  actionBarEndDate: datetimeField,
});
/** A bar once read: its dates as epoch milliseconds. */
export interface ActionBarData {
  id: string;
  text: string;
  color?: string | undefined;
  backgroundColor?: string | undefined;
  countdownEndDate?: number | undefined;
  actionBarEndDate?: number | undefined;
}

/** Props of the action bar island: sanitised text parts around the countdown. */
const ActionBarPropsSchema = v.object({
  id: v.string(),
  before: v.string(),
  after: v.string(),
  color: v.optional(v.string()),
  backgroundColor: v.optional(v.string()),
  countdownEnd: v.optional(v.number()),
  /** Server time of the render, so the first client render matches the HTML. */
  renderedAt: v.number(),
});
export type ActionBarProps = v.InferOutput<typeof ActionBarPropsSchema>;

/** A bar's text around its countdown, sanitised; `countdown` whether the text places one. */
export interface ActionBarText {
  before: string;
  after: string;
  countdown: boolean;
}

/** The text's parts, once per bar: the same for every request until the bar changes. */
export function actionBarText(text: string): ActionBarText {
  const [before = '', ...rest] = text.split(COUNTDOWN_PLACEHOLDER);
  return { before: sanitizeHtml(before), after: sanitizeHtml(rest.join(' ')), countdown: rest.length > 0 };
}

/** Island props for a bar that should show now, or null when it ended; `text` its parts if already worked out. */
export function actionBarProps(
  bar: ActionBarData,
  now: number,
  text: ActionBarText = actionBarText(bar.text),
): ActionBarProps | null {
  if (bar.actionBarEndDate !== undefined && bar.actionBarEndDate <= now) return null;
  return {
    id: bar.id,
    before: text.before,
    after: text.after,
    color: bar.color,
    backgroundColor: bar.backgroundColor,
    countdownEnd: text.countdown ? bar.countdownEndDate : undefined,
    renderedAt: now,
  };
}
