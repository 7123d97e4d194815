// The footer and smartbanner parts of the global configuration story: link box, newsletter,
// communication tiles, customer opinions, payment methods, footer boxes; the app smartbanner.
import * as v from 'valibot';
import { CmsColorFieldSchema, CmsImageSchema, CmsLinkSchema } from './cms';
import { optionalField, requiredNumberField, singleBlok } from './storyblok-fields';

const text = v.pipe(v.string(), v.minLength(1, 'text is empty'));

export const FooterLinkListSchema = v.object({
  headline: v.optional(v.string(), ''),
  links: v.array(v.object({ text, link: CmsLinkSchema })),
});
export type FooterLinkList = v.InferOutput<typeof FooterLinkListSchema>;

export const FooterLinkBoxSchema = v.object({
  headline: v.optional(v.string(), ''),
  linkLists: v.array(FooterLinkListSchema),
});
export type FooterLinkBox = v.InferOutput<typeof FooterLinkBoxSchema>;

export const FooterNewsletterSchema = v.object({
  headline: v.optional(v.string(), ''),
  inputPlaceholder: v.optional(v.string(), ''),
  ctaText: text,
  newsletterText: v.optional(v.string(), ''),
  backgroundColor: optionalField(CmsColorFieldSchema, ''),
  textColor: optionalField(CmsColorFieldSchema, ''),
});
export type FooterNewsletter = v.InferOutput<typeof FooterNewsletterSchema>;

const CommunicationTileSchema = v.object({
  headline: text,
  headlineShort: v.optional(v.string(), ''),
  text: v.optional(v.string(), ''),
  cta: v.optional(v.array(v.object({ text, link: CmsLinkSchema })), []),
});
export type CommunicationTile = v.InferOutput<typeof CommunicationTileSchema>;

/** The review summary the footer shows as customer opinions. */
export const CustomerOpinionsSchema = v.object({
  headline: v.optional(v.string(), ''),
  stars: requiredNumberField(v.pipe(v.number(), v.minValue(0), v.maxValue(5))),
  totalReviews: requiredNumberField(v.pipe(v.number(), v.integer(), v.minValue(0))),
  link: v.optional(CmsLinkSchema),
});
export type CustomerOpinions = v.InferOutput<typeof CustomerOpinionsSchema>;

export const PaymentMethodSchema = v.object({ id: text, filename: text });
export type PaymentMethod = v.InferOutput<typeof PaymentMethodSchema>;

/**
 * A footer box item's link field (a multilink) read as the one address its box needs: a URL link's `url` (another
 * country's shop, a social profile, `#cookie-settings`) or a story link's path.
 */
const FooterBoxLinkSchema = v.pipe(
  CmsLinkSchema,
  v.transform((link) => ({
    url: (link.url || link.cached_url || (link.email ? `mailto:${link.email}` : '')).trim(),
  })),
  v.object({ url: text }),
);

export const FooterBoxItemSchema = v.object({
  link: FooterBoxLinkSchema,
  text,
  title: v.optional(v.string(), ''),
  linkImage: v.optional(v.string(), ''),
  image: optionalField(CmsImageSchema),
});
export type FooterBoxItem = v.InferOutput<typeof FooterBoxItemSchema>;

export const FooterBoxSchema = v.object({
  title: v.optional(v.string(), ''),
  items: v.array(FooterBoxItemSchema),
});
export type FooterBox = v.InferOutput<typeof FooterBoxSchema>;

export const FOOTER_BOX_KINDS = [
  'about',
  'appLinks',
  'awards',
  'customerService',
  'international',
  'languages',
  'socialMedia',
] as const;
export type FooterBoxKind = (typeof FOOTER_BOX_KINDS)[number];

const FooterBoxesSchema = v.object({
  about: v.optional(singleBlok(FooterBoxSchema)),
  appLinks: v.optional(singleBlok(FooterBoxSchema)),
  awards: v.optional(singleBlok(FooterBoxSchema)),
  customerService: v.optional(singleBlok(FooterBoxSchema)),
  international: v.optional(singleBlok(FooterBoxSchema)),
  languages: v.optional(singleBlok(FooterBoxSchema)),
  socialMedia: v.optional(singleBlok(FooterBoxSchema)),
});
export type FooterBoxes = v.InferOutput<typeof FooterBoxesSchema>;

/** Each footer part is parsed on its own: one bad part is skipped, the others still show. */
export const FOOTER_PART_SCHEMAS = {
  linkBox: singleBlok(FooterLinkBoxSchema),
  newsletter: singleBlok(FooterNewsletterSchema),
  communicationTiles: v.array(CommunicationTileSchema),
  customerOpinions: singleBlok(CustomerOpinionsSchema),
  paymentMethods: v.array(PaymentMethodSchema),
  boxes: singleBlok(FooterBoxesSchema),
} as const;

export interface FooterData {
  linkBox?: FooterLinkBox;
  newsletter?: FooterNewsletter;
  communicationTiles?: CommunicationTile[];
  customerOpinions?: CustomerOpinions;
  paymentMethods?: PaymentMethod[];
  boxes?: FooterBoxes;
}

export const SmartbannerSchema = v.object({
  title: text,
  text: v.optional(v.string(), ''),
  cta: text,
  closeLabel: v.optional(v.string(), ''),
  link: CmsLinkSchema,
});
export type SmartbannerData = v.InferOutput<typeof SmartbannerSchema>;
