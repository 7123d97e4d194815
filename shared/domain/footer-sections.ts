// The footer's collapse rules: below 720 px link lists, communication tiles and boxes collapse and expand on
// click; the first list and first tile, and the customer service, awards, app links and social media boxes start
// open. At 720 px and wider everything is open and clicks change nothing. The SEO text starts collapsed and
// expands once for good. The server renders the start states; the boot script toggles (client/dom/footer.ts).
import type { FooterBoxKind } from '../schemas/footer';

export type FooterSectionKey = `list-${number}` | `tile-${number}` | `box-${FooterBoxKind}`;

const OPEN_AT_START: ReadonlySet<string> = new Set<FooterSectionKey>([
  'list-0',
  'tile-0',
  'box-customerService',
  'box-awards',
  'box-appLinks',
  'box-socialMedia',
]);

/** Whether a section starts open below 720 px; at 720 px and wider CSS shows every section. */
export function startsOpen(key: FooterSectionKey): boolean {
  return OPEN_AT_START.has(key);
}

/** The SEO text needs its view-more button only when its box clips the text. */
export function textClipped(box: { scrollHeight: number; clientHeight: number }): boolean {
  return box.scrollHeight - box.clientHeight > 1;
}
