// The reviews carousel's data (Review): the CMS block read into small island props, the text
// hidden when it repeats the title, review links as base plus id. Checked on the server only.
import * as v from 'valibot';

const StarsSchema = v.pipe(v.number(), v.minValue(1), v.maxValue(5));
const ScoreSchema = v.pipe(v.number(), v.minValue(0), v.maxValue(5));

/** One review as the island shows it. */
export const ReviewSlideSchema = v.object({
  id: v.string(),
  stars: StarsSchema,
  title: v.string(),
  /** Empty when the review's text only repeats its title. */
  text: v.string(),
  authorName: v.string(),
  createdAt: v.string(),
  link: v.string(),
});
export type ReviewSlide = v.InferOutput<typeof ReviewSlideSchema>;

/** Props of the `reviews-carousel` island. */
export const ReviewsCarouselPropsSchema = v.object({
  title: v.string(),
  subtitle: v.string(),
  stars: ScoreSchema,
  trustScore: ScoreSchema,
  totalReviews: v.pipe(v.number(), v.integer(), v.minValue(0)),
  companyLink: v.string(),
  infinite: v.boolean(),
  reviews: v.array(ReviewSlideSchema),
});
export type ReviewsCarouselProps = v.InferOutput<typeof ReviewsCarouselPropsSchema>;

const CmsReviewSchema = v.looseObject({
  id: v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.minLength(1, 'review needs an id')),
  stars: StarsSchema,
  title: v.optional(v.string(), ''),
  text: v.optional(v.string(), ''),
  authorName: v.optional(v.string(), ''),
  createdAt: v.optional(v.string(), ''),
});

/** The Reviews CMS block; its output is the island's props. */
export const ReviewsBlockSchema = v.pipe(
  v.object({
    title: v.optional(v.string(), ''),
    subtitle: v.optional(v.string(), ''),
    /** Not in the spec's field list: an editor may make the carousel wrap around. */
    infinite: v.optional(v.boolean(), false),
    reviews: v.looseObject({
      score: v.looseObject({ stars: ScoreSchema, trustScore: ScoreSchema }),
      totalReviews: v.pipe(v.number(), v.integer(), v.minValue(0)),
      reviewBaseLink: v.string(),
      companyLink: v.optional(v.string(), ''),
      reviews: v.pipe(v.array(CmsReviewSchema), v.minLength(1, 'a reviews block needs a review')),
    }),
  }),
  v.transform(
    ({ title, subtitle, infinite, reviews }): ReviewsCarouselProps => ({
      title,
      subtitle,
      stars: reviews.score.stars,
      trustScore: reviews.score.trustScore,
      totalReviews: reviews.totalReviews,
      companyLink: reviews.companyLink,
      infinite,
      reviews: reviews.reviews.map((review) => ({
        id: review.id,
        stars: review.stars,
        title: review.title,
        text: visibleReviewText(review.title, review.text),
        authorName: review.authorName,
        createdAt: review.createdAt,
        link: reviewLink(reviews.reviewBaseLink, review.id),
      })),
    }),
  ),
);

/** A review's text, or '' when it equals the title (compared without surrounding space). */
function visibleReviewText(title: string, text: string): string {
  return text.trim() === title.trim() ? '' : text;
}

/** The review's page at the review platform: the block's base link plus the review id. */
function reviewLink(baseLink: string, id: string): string {
  return `${baseLink}${encodeURIComponent(id)}`;
}
