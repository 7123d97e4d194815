// Assembles SpaceStory records: localised content, block uids, deterministic ids, uuids and 2026 dates.
import type { Channel } from '../../shared/domain/markets';
import type { Content, SpaceStory } from '../../worker/backends/content-space/types';
import type { Block } from './blocks';
import { storyblokValues } from './field-values';
import { dateAt, IdSource, uuidOf } from './ids';
import type { LocaleRow } from './locales';
import { localize } from './localize';
import type { Texts } from './texts/types';

/** The story shapes are the content space's own (worker/backends/content-space/types.ts). */
export type { Content, SpaceStory } from '../../worker/backends/content-space/types';

/** Everything a page builder needs for one channel and locale. */
export interface Scope {
  channel: Channel;
  row: LocaleRow;
  texts: Texts;
  /** Shop name shown to people. */
  shop: string;
}

export const fullSlug = (scope: Scope, path: string): string => `${scope.channel}/${scope.row.code}/${path}`;

/** The uuid of the story at `path` in the scope's channel and locale (stable before it is built). */
export const uuidAt = (scope: Scope, path: string): string => uuidOf(`story:${fullSlug(scope, path)}`);

export interface StoryInput {
  path: string;
  name: string;
  /** The content, or how to build it when the story is first read (the large pages). */
  content: Block | (() => Block);
  /** Key shared by the same page in all locales of a channel (alternates). */
  group: string;
  tags?: string[];
  published?: boolean;
  draftContent?: Block | (() => Block);
}

/**
 * Adds a `_uid` to every block (any object with a `component`): the n-th block of a story gets the same
 * uid in its published and its draft content, so unchanged blocks keep their identity.
 */
function withUids(node: unknown, key: string, counter: { n: number }): unknown {
  if (Array.isArray(node)) return node.map((item) => withUids(item, key, counter));
  if (!node || typeof node !== 'object') return node;
  const isBlock = typeof (node as { component?: unknown }).component === 'string';
  const uid = isBlock ? uuidOf(`block:${key}#${counter.n++}`) : undefined;
  const entries = Object.entries(node).map(([name, inner]) => [name, withUids(inner, key, counter)] as const);
  return uid ? { ...Object.fromEntries(entries), _uid: uid } : Object.fromEntries(entries);
}

function finish(scope: Scope, key: string, source: StoryInput['content']): Content {
  const content = typeof source === 'function' ? source() : source;
  const local = localize(content, scope.row, scope.texts.local[scope.row.code] ?? []);
  return storyblokValues(withUids(local, key, { n: 0 }) as Content, key) as Content;
}

export type MakeStory = (scope: Scope, input: StoryInput, position: number) => SpaceStory;

/** A story factory with its own id counter: one per space build. */
export const storyMaker =
  (ids = new IdSource()): MakeStory =>
  (scope, input, position) => {
    const key = fullSlug(scope, input.path);
    const id = ids.storyId();
    const published = input.published ?? true;
    const hours = (id % 1000) * 3;
    const publishedAt = published ? dateAt(hours + 26) : null;
    const story: SpaceStory = {
      id,
      uuid: uuidAt(scope, input.path),
      name: input.name,
      slug: input.path.split('/').pop() ?? input.path,
      full_slug: key,
      parent_id: null,
      group_id: uuidOf(`group:${scope.channel}:${input.group}`),
      is_startpage: false,
      position,
      tag_list: input.tags ?? [],
      created_at: dateAt(hours),
      published_at: publishedAt,
      first_published_at: publishedAt,
      // Replaced below by the content built on first read, in this place among the fields.
      content: {} as Content,
      published,
    };
    const { content, draftContent } = input;
    builtOnRead(story, 'content', () => finish(scope, key, content));
    if (draftContent) {
      story.draftContent = {} as Content;
      builtOnRead(story, 'draftContent', () => finish(scope, key, draftContent));
    }
    return story;
  };

/**
 * A story's content is localised and given its uids when first read: a request reads a few stories of the
 * thousand the space holds. The property keeps its place among the story's fields.
 */
function builtOnRead<K extends 'content' | 'draftContent'>(
  story: SpaceStory,
  name: K,
  build: () => Content,
): void {
  let built: Content | undefined;
  Object.defineProperty(story, name, {
    enumerable: true,
    configurable: true,
    get: () => {
      built ??= build();
      return built;
    },
  });
}
