// Island reviews-carousel.
import { ReviewsCarousel } from '../../components/blocks/ReviewsCarousel';
import { ReviewsCarouselPropsSchema } from '../../domain/review-carousel';
import { island } from '../entry';

export default island({
  props: ReviewsCarouselPropsSchema,
  when: 'interaction',
  component: ReviewsCarousel,
});
