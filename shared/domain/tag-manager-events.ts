// What the local tag-manager stand-in reports: where it sends the data layer's entries, and one entry as the
// debug view lists it.

/** The shop's own endpoint the stand-in's script reports the data layer to (same origin as the page). */
export const TAG_MANAGER_EVENTS_PATH = '/_local/tag-manager/events';

export interface TagManagerEvent {
  /** A command's first two words (`consent update`), an event's name (`gtm.js`), else `push`. */
  name: string;
  /** The entry as JSON, shortened. */
  detail: string;
}
