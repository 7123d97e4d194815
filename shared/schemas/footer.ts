// The footer and smartbanner parts of the global configuration story: link box, newsletter,
// communication tiles, customer opinions, payment methods, footer boxes; the app smartbanner.
import * as v from 'valibot';
import { CmsImageSchema, CmsLinkSchema } from './cms';

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
  backgroundColor: v.optional(v.string(), ''),
  textColor: v.optional(v.string(), ''),
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
  stars: v.pipe(v.number(), v.minValue(0), v.maxValue(5)),
  totalReviews: v.pipe(v.number(), v.integer(), v.minValue(0)),
  link: v.optional(CmsLinkSchema),
});
export type CustomerOpinions = v.InferOutput<typeof CustomerOpinionsSchema>;

export const PaymentMethodSchema = v.object({ id: text, filename: text });
export type PaymentMethod = v.InferOutput<typeof PaymentMethodSchema>;

export const FooterBoxItemSchema = v.object({
  link: v.object({ url: text }),
  text,
  title: v.optional(v.string(), ''),
  linkImage: v.optional(v.string(), ''),
  image: v.optional(CmsImageSchema),
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
  about: v.optional(FooterBoxSchema),
  appLinks: v.optional(FooterBoxSchema),
  awards: v.optional(FooterBoxSchema),
  customerService: v.optional(FooterBoxSchema),
  international: v.optional(FooterBoxSchema),
  languages: v.optional(FooterBoxSchema),
  socialMedia: v.optional(FooterBoxSchema),
});
export type FooterBoxes = v.InferOutput<typeof FooterBoxesSchema>;

/** Each footer part is parsed on its own: one bad part is skipped, the others still show. */
export const FOOTER_PART_SCHEMAS = {
  linkBox: FooterLinkBoxSchema,
  newsletter: FooterNewsletterSchema,
  communicationTiles: v.array(CommunicationTileSchema),
  customerOpinions: CustomerOpinionsSchema,
  paymentMethods: v.array(PaymentMethodSchema),
  boxes: FooterBoxesSchema,
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
