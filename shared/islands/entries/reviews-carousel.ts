// Island reviews-carousel.
import { ReviewsCarousel } from '../../components/blocks/ReviewsCarousel';
import { ReviewsCarouselPropsSchema } from '../../components/blocks/review-carousel-props';
import { island } from '../entry';

/** Checked on the server only: the browser hydrates with what the server checked and wrote. */
export const props = ReviewsCarouselPropsSchema;

export default island<typeof props>({
  when: 'interaction',
  component: ReviewsCarousel,
});
