// The shapes the embedded content space stores and serves (a subset of Storyblok's CDN API v2).
export type Content = Record<string, unknown> & { component: string; _uid: string };

/** A story as the demo space stores it: Storyblok's fields plus its draft state. */
export interface SpaceStory {
  id: number;
  uuid: string;
  name: string;
  slug: string;
  full_slug: string;
  parent_id: number | null;
  group_id: string;
  is_startpage: boolean;
  position: number;
  tag_list: string[];
  created_at: string;
  published_at: string | null;
  first_published_at: string | null;
  content: Content;
  /** false: exists only as a draft. */
  published: boolean;
  /** Draft content when it differs from the published one. */
  draftContent?: Content;
}

/** A release: content of some stories as scheduled for a later publication. */
export interface SpaceRelease {
  id: number;
  name: string;
  /** full_slug -> content in this release. */
  contents: Record<string, Content>;
}

export interface SpaceData {
  id: number;
  name: string;
  stories: SpaceStory[];
  releases: SpaceRelease[];
}

export type Version = 'draft' | 'published';
