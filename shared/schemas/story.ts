// The content story shapes the storefront reads, validated at the content boundary.
import * as v from 'valibot';
import { cmsLinkHref } from '../domain/links';
import { CmsLinkSchema } from './cms';

/** Any CMS block: a component name, an id, and fields its own schema checks. */
export const BlockSchema = v.looseObject({
  component: v.pipe(v.string(), v.minLength(1)),
  _uid: v.string(),
});
export type Block = v.InferOutput<typeof BlockSchema>;

// Schema entries shared as a plain object: spreading `Schema.entries` reads a property, which a bundler must keep
// (and the schema with it) even where the schema is never used.
const ALTERNATE_ENTRIES = { full_slug: v.string(), name: v.string() };
export const AlternateSchema = v.object(ALTERNATE_ENTRIES);

export const StorySchema = v.looseObject({
  id: v.optional(v.number()),
  uuid: v.string(),
  name: v.string(),
  slug: v.string(),
  full_slug: v.string(),
  group_id: v.optional(v.string()),
  alternates: v.optional(v.array(v.looseObject(ALTERNATE_ENTRIES)), []),
  content: v.looseObject({ component: v.string() }),
});
export type Story = v.InferOutput<typeof StorySchema>;

/**
 * A published story as the story cache hands it out: frozen, and marked with the content cache version it was read
 * at and, where known, the bytes of the text it was read from. Whatever is derived from it may be kept under
 * `publishedKey()` until a publish moves the version.
 */
export type PublishedStory = Story & { readonly published: { readonly cv: number; readonly bytes?: number } };

/** The key of what is derived from a published story (its version and full slug); null for a draft. */
export function publishedKey(story: Story | null | undefined): string | null {
  const mark = (story as Partial<PublishedStory> | null | undefined)?.published;
  return story && mark ? `${mark.cv}|${story.full_slug}` : null;
}

/**
 * The size of what is derived from a published story and kept (its parsed content): that of the text the story
 * was read from, so keeping it costs no second serialisation. Undefined where unknown (the space's own rule then).
 */
export function publishedBytes(story: Story | null | undefined): number | undefined {
  return (story as Partial<PublishedStory> | null | undefined)?.published?.bytes;
}

/** A story whose component is `Page`. */
export const PageContentSchema = v.looseObject({
  component: v.literal('Page'),
  title: v.optional(v.string()),
  description: v.optional(v.string()),
  /** The navigation type of the main navigation item this page belongs to. */
  activeNavigation: v.optional(v.string(), ''),
  teaser: v.optional(v.array(v.unknown()), []),
  uspTeaser: v.optional(v.array(v.unknown()), []),
  calculator: v.optional(v.array(v.unknown()), []),
  sku: v.optional(v.array(v.unknown()), []),
  body: v.optional(v.array(v.unknown()), []),
  /** Per-page footer parts: a link box and SEO text. */
  footerOverride: v.optional(v.array(v.unknown()), []),
});
export type PageContent = v.InferOutput<typeof PageContentSchema>;

export const REDIRECT_STATUSES = [301, 302, 307, 308] as const;

/**
 * A redirect code as the CMS sends it: a number, or its digits as a string (a number field comes as text); an empty
 * field means the default 301. Any other value is not a redirect code.
 */
export const RedirectStatusSchema = v.optional(
  v.pipe(
    v.union([
      v.number(),
      v.pipe(
        v.string(),
        v.regex(/^\d*$/, 'status must be digits'),
        v.transform((digits) => (digits === '' ? 301 : Number(digits))),
      ),
    ]),
    v.picklist(REDIRECT_STATUSES, 'status must be 301, 302, 307 or 308'),
  ),
  301,
);

/**
 * A redirect's target: a link field (a story, a URL, an asset; an e-mail is no redirect and is refused later) read as
 * its address, or, in content written before the field was a link, the path or URL as text.
 */
const RedirectTargetSchema = v.pipe(
  v.union([
    v.string(),
    v.pipe(
      CmsLinkSchema,
      v.transform((link) =>
        link.url || link.cached_url || link.email || link.story ? cmsLinkHref(link, (path) => path) : '',
      ),
    ),
  ]),
  v.trim(),
  v.minLength(1, 'a redirect needs a target'),
);

/** A story that redirects: target (internal path or absolute URL) and status as the redirect code. */
export const RedirectContentSchema = v.looseObject({
  component: v.literal('Redirect'),
  target: RedirectTargetSchema,
  status: RedirectStatusSchema,
});
