// The events the shop's pages track: the one list the browser's `track()` takes and the first-party endpoint
// accepts. Anything else posted there is dropped and logged.

/** Tracked event types: the calculator's hand-off to the designer (the experiments' conversion) and dialog events. */
export const TRACKED_EVENT_TYPES = [
  'calculator.design',
  'dialog.open',
  'dialog.close',
  'dialog.switch',
  'dialog.click',
] as const;
export type TrackedEventType = (typeof TRACKED_EVENT_TYPES)[number];

/** The highest conversion value an event may carry: above any order a calculator can price. */
export const EVENT_VALUE_MAX = 100_000;
/** How old an event may be when it arrives: a page's queue waits for consent at most this long. */
export const EVENT_AGE_MAX_MS = 60 * 60 * 1000;
/** How far ahead of the server's clock a browser's timestamp may be (clock drift). */
export const EVENT_AHEAD_MAX_MS = 5 * 60 * 1000;
