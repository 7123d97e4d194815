// The log a page's components write to while it renders: the request's, counting what the page's own boundaries
// caught, so a boundary that failed without a line of its own (a part that suspended) is still logged once.
import type { RenderLog } from '../../shared/components/Boundary';
import type { Logger } from '../log';

/** React's marker of a <Suspense> boundary whose content failed on the server (the browser renders it). */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

export interface CountingRenderLog {
  renderLog: RenderLog;
  /** The failed boundaries in `html` that no boundary of the page logged. */
  unexplained(html: string): number;
}

export function countingRenderLog(log: Logger, streaming = false): CountingRenderLog {
  let caught = 0;
  return {
    renderLog: {
      warn: (id, details) => log.warn(id, details),
      error: (id, details) => log.error(id, details),
      boundaryFailed: () => caught++,
      streaming,
    },
    unexplained: (html) => occurrences(html) - caught,
  };
}

/** The marker's end, from its first rare character: a page has a `<!--` or `>` every few characters, a `$` seldom. */
const MARKER_TAIL = CLIENT_RENDERED_BOUNDARY.slice(CLIENT_RENDERED_BOUNDARY.indexOf('$'));
const MARKER_HEAD = CLIENT_RENDERED_BOUNDARY.slice(0, -MARKER_TAIL.length);

/**
 * How often React's failed-boundary marker occurs in `text`, found in place (a split would copy the whole page into
 * pieces). The search starts at the rare `$`: from the full marker it costs a page about 15 times as much.
 */
function occurrences(text: string): number {
  let count = 0;
  for (
    let at = text.indexOf(MARKER_TAIL);
    at !== -1;
    at = text.indexOf(MARKER_TAIL, at + MARKER_TAIL.length)
  ) {
    if (text.startsWith(MARKER_HEAD, at - MARKER_HEAD.length)) count += 1;
  }
  return count;
}
