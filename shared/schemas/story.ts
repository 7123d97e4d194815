// The content story shapes the storefront reads (spec section 3), validated at the content boundary.
import * as v from 'valibot';

/** Any CMS block: a component name, an id, and fields its own schema checks. */
export const BlockSchema = v.looseObject({
  component: v.pipe(v.string(), v.minLength(1)),
  _uid: v.string(),
});
export type Block = v.InferOutput<typeof BlockSchema>;

export const StorySchema = v.object({
  uuid: v.string(),
  name: v.string(),
  slug: v.string(),
  full_slug: v.string(),
  content: v.looseObject({ component: v.string() }),
});
export type Story = v.InferOutput<typeof StorySchema>;

/** A story whose component is `Page`. */
export const PageContentSchema = v.looseObject({
  component: v.literal('Page'),
  title: v.optional(v.string()),
  description: v.optional(v.string()),
  body: v.optional(v.array(v.unknown()), []),
});
export type PageContent = v.InferOutput<typeof PageContentSchema>;
