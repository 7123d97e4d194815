// Island reviews-carousel.
import { ReviewsCarousel } from '../../components/blocks/ReviewsCarousel';
import type { ReviewsCarouselProps } from '../../components/blocks/review-carousel-props';
import { island } from '../entry';

export default island<ReviewsCarouselProps>({
  when: 'interaction',
  component: ReviewsCarousel,
});
