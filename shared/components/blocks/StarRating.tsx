// A star rating drawn with the star, star-half and star-outline icons, read out as "4.8 out of 5 stars".

import { numberFormat } from '../../domain/intl';
import { fill } from '../../i18n/fill';
import { Icon } from '../icons/Icon';
import { usePage } from '../page-context';
import { starIcons } from './review-carousel-props';

export interface StarRatingProps {
  rating: number;
  size?: number;
}

/** Five icons for a rating rounded to half stars; the accessible name gives the exact rating. */
export function StarRating({ rating, size = 18 }: StarRatingProps) {
  const { site, texts } = usePage();
  const stars = numberFormat(site.locale, { maximumFractionDigits: 1 }).format(rating);
  return (
    <span
      role="img"
      aria-label={fill(texts.reviewCarousel.rating, { stars })}
      className="inline-flex text-accent"
      data-rating={rating}
    >
      {starIcons(rating).map((icon, star) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the five stars are positions, they never move
        <Icon key={star} name={icon} size={size} />
      ))}
    </span>
  );
}
