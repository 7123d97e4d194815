// The reviews carousel (island reviews-carousel): the shop's score and its reviews, three per view on wide
// screens and one on small ones; each review links to its page at the review platform.

import { dateFormat, numberFormat } from '../../domain/intl';
import { countText } from '../../i18n/plural';
import { Link } from '../Link';
import { usePage } from '../page-context';
import { Carousel } from './Carousel';
import type { ReviewSlide, ReviewsCarouselProps } from './review-carousel-props';
import { StarRating } from './StarRating';

/** A date in the page's locale, the same on server and browser (UTC); text that is no date stays as it is. */
function reviewDate(value: string, locale: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

function ReviewCard({ review }: { review: ReviewSlide }) {
  const { site, texts } = usePage();
  return (
    <article
      className="h-full flex flex-col gap-3 rounded-xl border border-line bg-surface p-5"
      data-review={review.id}
    >
      <StarRating rating={review.stars} />
      <h3 className="font-head text-lg font-semibold">{review.title}</h3>
      {review.text && <p className="text-muted leading-relaxed">{review.text}</p>}
      <p className="mt-auto text-sm text-muted">
        {review.authorName}
        {review.createdAt && (
          <>
            {' · '}
            <time dateTime={review.createdAt}>{reviewDate(review.createdAt, site.locale)}</time>
          </>
        )}
      </p>
      <Link href={review.link} allowExternal className="text-sm font-semibold text-accent underline">
        {texts.reviewCarousel.readReview}
      </Link>
    </article>
  );
}

/** The island's component: server-rendered in full (scrolling by scroll-snap), hydrated on interaction. */
export function ReviewsCarousel(props: ReviewsCarouselProps) {
  const { site, texts } = usePage();
  const total = countText(texts.reviewCarousel.total, props.totalReviews, site.locale);
  const score = numberFormat(site.locale, { maximumFractionDigits: 1 }).format(props.trustScore);
  const header = (
    <>
      <h2 className="font-head text-3xl font-semibold">{props.title}</h2>
      {props.subtitle && <p className="mt-1 text-muted">{props.subtitle}</p>}
      <p className="mt-3 flex flex-wrap items-center gap-2 text-sm" data-review-score>
        <StarRating rating={props.stars} size={20} />
        <span className="font-semibold text-ink">{score}</span>
        {props.companyLink ? (
          <Link href={props.companyLink} allowExternal className="text-muted underline">
            {total}
          </Link>
        ) : (
          <span className="text-muted">{total}</span>
        )}
      </p>
    </>
  );
  return (
    <div className="my-12" data-reviews-carousel>
      <Carousel
        label={props.title || total}
        infinite={props.infinite}
        header={header}
        slides={props.reviews.map((review) => ({ key: review.id, content: <ReviewCard review={review} /> }))}
      />
    </div>
  );
}
