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
    unexplained: (html) => occurrences(html, CLIENT_RENDERED_BOUNDARY) - caught,
  };
}

/** How often `marker` occurs in `text`, found in place: a split would copy the whole page into pieces. */
function occurrences(text: string, marker: string): number {
  let count = 0;
  for (let at = text.indexOf(marker); at !== -1; at = text.indexOf(marker, at + marker.length)) count += 1;
  return count;
}
