// Queries over the demo space: lookup by slug or uuid, listing, relations, editable markers, CDN story shape.
import type { Content, SpaceData, SpaceStory, Version } from './types';

/** Relations are inlined up to this count; beyond it the space answers uuids for the client to look up. */
export const INLINE_RELATIONS_MAX = 50;

export interface ReadOptions {
  version: Version;
  release?: number;
  excludingFields?: string[];
}

export class SpaceStore {
  private readonly bySlug: Map<string, SpaceStory>;
  private readonly byUuid: Map<string, SpaceStory>;

  constructor(private readonly space: SpaceData) {
    this.bySlug = new Map(space.stories.map((story) => [story.full_slug, story]));
    this.byUuid = new Map(space.stories.map((story) => [story.uuid, story]));
  }

  get id(): number {
    return this.space.id;
  }

  get name(): string {
    return this.space.name;
  }

  hasRelease(id: number): boolean {
    return this.space.releases.some((release) => release.id === id);
  }

  private visible(story: SpaceStory | undefined, version: Version): SpaceStory | undefined {
    return story && (story.published || version === 'draft') ? story : undefined;
  }

  find(fullSlug: string, version: Version): SpaceStory | undefined {
    return this.visible(this.bySlug.get(fullSlug), version);
  }

  findByUuid(uuid: string, version: Version): SpaceStory | undefined {
    return this.visible(this.byUuid.get(uuid), version);
  }

  list(startsWith: string, version: Version): SpaceStory[] {
    return this.space.stories
      .filter((story) => story.full_slug.startsWith(startsWith) && this.visible(story, version))
      .sort((a, b) => a.full_slug.localeCompare(b.full_slug));
  }

  /** The story as the CDN API returns it for a version (and release), with editable markers in drafts. */
  render(story: SpaceStory, options: ReadOptions): Record<string, unknown> {
    const release = this.space.releases.find((candidate) => candidate.id === options.release);
    const base =
      release?.contents[story.full_slug] ??
      (options.version === 'draft' ? (story.draftContent ?? story.content) : story.content);
    let content = structuredClone(base);
    if (options.version === 'draft') content = withEditable(content, story.id, this.space.id) as Content;
    for (const field of options.excludingFields ?? []) delete content[field];
    const { published: _published, draftContent: _draft, ...fields } = story;
    return {
      ...fields,
      content,
      updated_at: story.published_at ?? story.created_at,
      lang: 'default',
      path: null,
      meta_data: null,
      alternates: this.alternates(story, options.version),
      default_full_slug: null,
      translated_slugs: null,
      sort_by_date: null,
      release_id: release ? release.id : null,
    };
  }

  /** The same page in the other locale folders (Storyblok's alternates, linked by group_id). */
  private alternates(story: SpaceStory, version: Version): Record<string, unknown>[] {
    return this.space.stories
      .filter(
        (other) =>
          other.group_id === story.group_id && other.uuid !== story.uuid && this.visible(other, version),
      )
      .map((other) => ({
        id: other.id,
        name: other.name,
        slug: other.slug,
        published: other.published,
        full_slug: other.full_slug,
        is_folder: false,
        parent_id: other.parent_id,
      }));
  }

  /** Uuids referenced by the given `Component.field` relation paths, in first-seen order. */
  relationUuids(content: unknown, paths: string[]): string[] {
    const wanted = new Set(paths);
    const found = new Set<string>();
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) {
        for (const item of node) walk(item);
        return;
      }
      if (!node || typeof node !== 'object') return;
      const record = node as Record<string, unknown>;
      for (const [key, value] of Object.entries(record)) {
        if (typeof record.component === 'string' && wanted.has(`${record.component}.${key}`)) {
          for (const uuid of [value].flat()) if (typeof uuid === 'string') found.add(uuid);
        } else walk(value);
      }
    };
    walk(content);
    return [...found];
  }
}

/** Storyblok's editable marker on every block of a draft, read by the visual editor. */
function withEditable(node: unknown, storyId: number, spaceId: number): unknown {
  if (Array.isArray(node)) return node.map((item) => withEditable(item, storyId, spaceId));
  if (!node || typeof node !== 'object') return node;
  const record = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, withEditable(value, storyId, spaceId)]),
  ) as Record<string, unknown>;
  if (typeof record.component === 'string' && typeof record._uid === 'string') {
    // Storyblok writes the marker's JSON with a space after each colon and comma.
    const marker = [
      ['name', record.component],
      ['space', String(spaceId)],
      ['uid', record._uid],
      ['id', String(storyId)],
    ]
      .map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`)
      .join(', ');
    record._editable = `<!--#storyblok#{${marker}}-->`;
  }
  return record;
}
