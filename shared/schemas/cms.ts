// Field shapes shared by CMS blocks: story links, images, colours.
import * as v from 'valibot';

/** A text field of a link; another type (null, a number) reads as empty rather than failing the block. */
const LINK_TEXT = v.fallback(v.optional(v.string(), ''), '');

/**
 * A Storyblok link field (multilink): `linktype` story, url, email or asset. A story link names the story by
 * `cached_url` (its full slug, or a path in the locale) and `anchor`; with `resolve_links` it carries the `story`
 * itself. A URL or asset link has `url`, an e-mail link `email` (older content: in `url`).
 */
export const CmsLinkSchema = v.looseObject({
  cached_url: LINK_TEXT,
  url: LINK_TEXT,
  linktype: v.fallback(v.optional(v.string()), undefined),
  email: v.fallback(v.optional(v.string()), undefined),
  anchor: v.fallback(v.optional(v.string()), undefined),
  target: v.fallback(v.optional(v.string()), undefined),
  story: v.fallback(
    v.optional(v.looseObject({ full_slug: v.optional(v.string()), url: v.optional(v.string()) })),
    undefined,
  ),
});
export type CmsLink = v.InferOutput<typeof CmsLinkSchema>;

/** Shared as a plain object: a spread of `Schema.entries` would keep the schema in every bundle. */
export const CMS_IMAGE_ENTRIES = {
  filename: v.pipe(v.string(), v.minLength(1, 'image needs a filename')),
  // Storyblok sends `alt: null` for an asset whose alt text was never set.
  alt: v.nullish(v.string(), ''),
};
export const CmsImageSchema = v.looseObject(CMS_IMAGE_ENTRIES);
export type CmsImage = v.InferOutput<typeof CmsImageSchema>;

/** A CMS colour value, `#rgb` or `#rrggbb`: only after this check is it used as an inline style. */
export const HexColorSchema = v.pipe(
  v.string(),
  v.regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i, 'colour must be #rgb or #rrggbb'),
);

/** A colour field: `#hex` text, or the colour picker plugin's `{ color: '#hex', plugin }`; the output is the #hex. */
export const CmsColorFieldSchema = v.union(
  [
    HexColorSchema,
    v.pipe(
      v.looseObject({ color: HexColorSchema }),
      v.transform((picked) => picked.color),
    ),
  ],
  'colour must be #hex',
);
