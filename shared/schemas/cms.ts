// Field shapes shared by CMS blocks: story links, images, colours.
import * as v from 'valibot';

/** A Storyblok link field; `cached_url` is a path without channel and locale, or an absolute URL. */
export const CmsLinkSchema = v.looseObject({
  cached_url: v.optional(v.string(), ''),
  url: v.optional(v.string(), ''),
  linktype: v.optional(v.string()),
});
export type CmsLink = v.InferOutput<typeof CmsLinkSchema>;

/** Shared as a plain object: a spread of `Schema.entries` would keep the schema in every bundle. */
export const CMS_IMAGE_ENTRIES = {
  filename: v.pipe(v.string(), v.minLength(1, 'image needs a filename')),
  alt: v.optional(v.string(), ''),
};
export const CmsImageSchema = v.looseObject(CMS_IMAGE_ENTRIES);
export type CmsImage = v.InferOutput<typeof CmsImageSchema>;

/** The href of a CMS link in the current site: story paths get the locale prefix and slash rule. */
export function cmsHref(link: CmsLink, localize: (path: string) => string): string {
  const target = link.url || link.cached_url;
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) return target;
  return localize(`/${target.replace(/^\/+/, '')}`);
}

/** A CMS colour value, `#rgb` or `#rrggbb`: only after this check is it used as an inline style. */
export const HexColorSchema = v.pipe(
  v.string(),
  v.regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i, 'colour must be #rgb or #rrggbb'),
);
