// A story's block lists as a page renders them: the editor's attributes on a draft, the treatments from the page
// state, and each skipped block logged with the story's slug.
import type { Context } from 'hono';
import type { ReactNode } from 'react';
import { BlockList } from '../../shared/components/blocks/registry';
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
