// Island reviews-carousel.
import { ReviewsCarousel } from '../../components/blocks/ReviewsCarousel';
import { ReviewsCarouselPropsSchema } from '../../components/blocks/review-carousel-props';
import { island } from '../entry';

export default island({
  props: ReviewsCarouselPropsSchema,
  when: 'interaction',
  component: ReviewsCarousel,
});
