// One h1 per page. A content page's first teaser carries the h1; without a teaser, the first level-1 headline of
// the body does; a page with neither gets its title as an h1 for assistive technology. Any further level-1
// headline is shown as level 2.

type Block = Readonly<Record<string, unknown>>;

export interface Outline {
  /** The first teaser's headline is the page's h1. */
  leadTeaser: boolean;
  /** The body with at most one level-1 headline (none when a teaser leads). */
  body: unknown[];
  /** No block carries the h1: the page title is rendered as a visually hidden h1. */
  hiddenTitle: boolean;
}

const isLevelOneHeadline = (block: unknown): block is Block =>
  typeof block === 'object' &&
  block !== null &&
  (block as Block).component === 'Headline' &&
  // A number field: the CMS sends its digits as text.
  String((block as Block).level).trim() === '1';

export function pageOutline(page: { teaser: readonly unknown[]; body: readonly unknown[] }): Outline {
  const leadTeaser = page.teaser.length > 0;
  let h1Taken = leadTeaser;
  const body = page.body.map((block) => {
    if (!isLevelOneHeadline(block)) return block;
    if (!h1Taken) {
      h1Taken = true;
      return block;
    }
    return { ...block, level: 2 };
  });
  return { leadTeaser, body, hiddenTitle: !h1Taken };
}
