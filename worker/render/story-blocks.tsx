// A story's block lists as a page renders them: the editor's attributes on a draft, the treatments from the page
// state, and each skipped block logged with the story's slug. A shared page renders each list as a fragment, kept
// for a published story under its version and slug, the site and the treatments, like the layout's shared parts.
import type { Context } from 'hono';
import { createContext, type ReactNode, useContext } from 'react';
import { LeadHeadingContext } from '../../shared/components/blocks/lead';
import { BlockList } from '../../shared/components/blocks/registry';
import type { RenderedPart } from '../../shared/components/layout/layout-part';
import { useFlagReads } from '../../shared/components/page-context';
import { pageOutline } from '../../shared/domain/outline';
import { IslandCollectorContext } from '../../shared/islands/Island';
import type { AppEnv } from '../env';
import { type FragmentRequest, keptFragment, renderFragment, siteKey } from './fragments';

/**
 * Renders block lists of the story at `slug`; what is skipped is logged with the story's slug. The block named by
 * `largestPaint` (`largestPaintBlock()` of the page's lists) gets the page's priority image.
 */
export function storyBlocks(
  c: Context<AppEnv>,
  slug: string,
  largestPaint: string | null = null,
): (list: unknown[]) => ReactNode {
  return (list) => (
    <BlockList
      blocks={list}
      largestPaint={largestPaint}
      editable={c.get('content').draft}
      onReport={({ logId, ...report }) => {
        // A block that threw is an error of the page; one left out for its fields is the content's.
        const level = logId === 'hybrid-ssr-error' ? 'error' : 'warn';
        c.get('log')[level](logId, { story: slug, ...report });
      }}
    />
  );
}

/** The block lists of a story page, in page order; each is kept on its own. */
export const STORY_LISTS = ['teaser-lead', 'teaser-rest', 'usp', 'sku', 'body'] as const;
export type StoryListName = (typeof STORY_LISTS)[number];

/** A story's lists as elements, and the published story's key (null for a draft: rendered, never kept). */
export interface StoryLists {
  published: string | null;
  elements: Readonly<Partial<Record<StoryListName, ReactNode>>>;
}

/** Island indexes of a list: apart from the page's numbers and the layout parts' prefixes. */
const LIST_PREFIX: Record<StoryListName, string> = {
  'teaser-lead': 'tl',
  'teaser-rest': 'tr',
  usp: 'u',
  sku: 's',
  body: 'b',
};

/**
 * The story's lists for a shared page, from this isolate's copies or rendered now; none when a list fails (logged;
 * the lists then render in place). A skipped block is logged when its list is rendered, once per copy.
 */
export function renderedLists(
  c: Context<AppEnv>,
  lists: StoryLists,
  request: FragmentRequest,
): ReadonlyMap<StoryListName, RenderedPart> | null {
  const base = `${lists.published}|${siteKey(request.page)}`;
  const rendered = new Map<StoryListName, RenderedPart>();
  try {
    for (const name of STORY_LISTS) {
      if (!(name in lists.elements)) continue;
      const render = () => renderFragment(c, lists.elements[name], request, LIST_PREFIX[name]);
      rendered.set(name, keptFragment(c, lists.published && `${name}|${base}`, render));
    }
  } catch (error) {
    c.get('log').error('hybrid-ssr-error', { path: c.req.path, error });
    return null;
  }
  return rendered;
}

/** The rendered lists of this page (absent: each list renders in place) and the elements to render otherwise. */
export const StoryListsContext = createContext<{
  elements: StoryLists['elements'];
  rendered: ReadonlyMap<StoryListName, RenderedPart> | null;
} | null>(null);

/** One of the story's lists: a placeholder for its rendered HTML (its islands and flag reads taken over), else the list. */
export function StoryList({ name }: { name: StoryListName }) {
  const lists = useContext(StoryListsContext);
  const collector = useContext(IslandCollectorContext);
  const reads = useFlagReads();
  const part = lists?.rendered?.get(name);
  if (!part || !collector) return lists?.elements[name] ?? null;
  collector.adopt(part.islands);
  for (const flag of part.flags) reads?.add(flag);
  for (const flag of part.seen) reads?.see(flag);
  return <template data-story-list={name} />;
}

/**
 * A story's teasers and body in the page outline: the first teaser carries the h1, else the body's first level-1
 * headline, else the title as a visually hidden h1.
 */
export function outlinedStory(
  blocks: (list: unknown[]) => ReactNode,
  story: { teaser: unknown[]; body: unknown[] },
  title: string,
): { hiddenTitle: ReactNode; lists: Record<'teaser-lead' | 'teaser-rest' | 'body', ReactNode> } {
  const outline = pageOutline(story);
  return {
    hiddenTitle: outline.hiddenTitle && <h1 className="sr-only">{title}</h1>,
    lists: {
      'teaser-lead': (
        <LeadHeadingContext.Provider value={outline.leadTeaser}>
          {blocks(story.teaser.slice(0, 1))}
        </LeadHeadingContext.Provider>
      ),
      'teaser-rest': blocks(story.teaser.slice(1)),
      body: blocks(outline.body),
    },
  };
}
