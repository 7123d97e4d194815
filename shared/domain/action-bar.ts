// Action bar rules: the dismissal cookie keyed by bar id, the root class, visibility by end date, countdown split.
import * as v from 'valibot';
import { HexColorSchema } from '../schemas/cms';
import { sanitizeHtml } from './sanitize-html';

export { ACTION_BAR_CLOSED_CLASS, ACTION_BAR_COOKIE_MAX_AGE, actionBarCookie } from './action-bar-cookie';
/** Where the countdown goes inside the bar's text. */
export const COUNTDOWN_PLACEHOLDER = '[COUNTDOWN]';

const DATE = v.pipe(
  v.string(),
  v.isoTimestamp('date must be an ISO timestamp'),
  // isoTimestamp also admits forms Date.parse cannot read (e.g. a `+02` offset): such a date never ends.
  v.check((value) => !Number.isNaN(Date.parse(value)), 'date must be an ISO timestamp'),
);

/** The action bar as the CMS or the campaign data deliver it. */
export const ActionBarDataSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'id must be letters, digits, - or _')),
  text: v.pipe(v.string(), v.maxLength(2000)),
  color: v.optional(HexColorSchema),
  backgroundColor: v.optional(HexColorSchema),
  countdownEndDate: v.optional(DATE),
  actionBarEndDate: v.optional(DATE),
});
export type ActionBarData = v.InferOutput<typeof ActionBarDataSchema>;

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

/** Island props for a bar that should show now, or null when it ended. */
export function actionBarProps(bar: ActionBarData, now: number): ActionBarProps | null {
  if (bar.actionBarEndDate && Date.parse(bar.actionBarEndDate) <= now) return null;
  const [before = '', ...rest] = bar.text.split(COUNTDOWN_PLACEHOLDER);
  const countdownEnd = bar.countdownEndDate ? Date.parse(bar.countdownEndDate) : undefined;
  return {
    id: bar.id,
    before: sanitizeHtml(before),
    after: sanitizeHtml(rest.join(' ')),
    color: bar.color,
    backgroundColor: bar.backgroundColor,
    countdownEnd: rest.length > 0 ? countdownEnd : undefined,
    renderedAt: now,
  };
}
