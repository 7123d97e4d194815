// Reviews carousel island: turns by buttons, arrow keys and swipes once in view.
import { ReviewsCarousel } from '../../shared/components/blocks/ReviewsCarousel';
import { defineIsland } from '../hydrate';

export default defineIsland('reviews-carousel', ReviewsCarousel);
