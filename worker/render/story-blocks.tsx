// A story's block lists as a page renders them: the editor's attributes on a draft, the treatments from the page
// state, and each skipped block logged with the story's slug.
import type { Context } from 'hono';
import type { ReactNode } from 'react';
import { LeadHeadingContext } from '../../shared/components/blocks/lead';
import { BlockList } from '../../shared/components/blocks/registry';
import { pageOutline } from '../../shared/domain/outline';
import type { AppEnv } from '../env';

/** Renders block lists of the story at `slug`. */
export function storyBlocks(c: Context<AppEnv>, slug: string): (list: unknown[]) => ReactNode {
  return (list) => (
    <BlockList
      blocks={list}
      editable={c.var.content.draft}
      onReport={({ logId, ...report }) => c.var.log.warn(logId, { slug, ...report })}
    />
  );
}

/**
 * A story's teasers and body in the page outline: the first teaser carries the h1, else the body's first level-1
 * headline, else the title as a visually hidden h1.
 */
export function outlinedStory(
  blocks: (list: unknown[]) => ReactNode,
  story: { teaser: unknown[]; body: unknown[] },
  title: string,
): { teasers: ReactNode; body: ReactNode } {
  const outline = pageOutline(story);
  return {
    teasers: (
      <>
        {outline.hiddenTitle && <h1 className="sr-only">{title}</h1>}
        <LeadHeadingContext.Provider value={outline.leadTeaser}>
          {blocks(story.teaser.slice(0, 1))}
        </LeadHeadingContext.Provider>
        {blocks(story.teaser.slice(1))}
      </>
    ),
    body: blocks(outline.body),
  };
}
