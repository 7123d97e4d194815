// A star rating drawn with the star, star-half and star-outline icons, read out as "4.8 out of 5 stars".

import { numberFormat } from '../../domain/intl';
import { fill } from '../../i18n/fill';
import { Icon } from '../icons/Icon';
import { usePage } from '../page-context';

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

export type StarIcon = 'star' | 'star-half' | 'star-outline';

/** Five star icons for a rating rounded to the nearest half star (4.8 is five stars, 4.3 four and a half). */
export function starIcons(rating: number): StarIcon[] {
  const halves = Math.round(Math.min(5, Math.max(0, rating)) * 2);
  return Array.from({ length: 5 }, (_unused, star): StarIcon => {
    const left = halves - star * 2;
    return left >= 2 ? 'star' : left === 1 ? 'star-half' : 'star-outline';
  });
}
