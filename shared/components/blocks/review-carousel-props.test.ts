// The Reviews block read into carousel props: hidden repeated texts, review links, star icons, bad data refused.
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { demoBlocks } from '../../../test/fixtures/render';
import { ReviewsBlockSchema, ReviewsCarouselPropsSchema } from './review-carousel-props';
import { starIcons } from './StarRating';

const BLOCK = {
  component: 'Reviews',
  title: 'What our customers say',
  subtitle: 'More than 20,000 reviews',
  reviews: {
    score: { stars: 4.8, trustScore: 4.7 },
    totalReviews: 20_418,
    reviewBaseLink: 'https://reviews.example.com/review/',
    companyLink: 'https://reviews.example.com/company/kartenliebe',
    reviews: [
      {
        id: 'r-1',
        stars: 5,
        title: 'Lovely',
        text: 'Lovely cards.',
        authorName: 'Ann',
        createdAt: '2026-01-12',
      },
      { id: 'r-2', stars: 4, title: 'Great', text: ' Great ', authorName: 'Ben', createdAt: '2026-01-13' },
    ],
  },
};

describe('ReviewsBlockSchema', () => {
  test('reads the block into island props that pass the island schema', () => {
    const props = v.parse(ReviewsBlockSchema, BLOCK);
    expect(props).toMatchObject({ title: BLOCK.title, stars: 4.8, trustScore: 4.7, totalReviews: 20_418 });
    expect(props.infinite).toBe(false);
    expect(props.reviews.map((review) => [review.text, review.link])).toEqual([
      ['Lovely cards.', 'https://reviews.example.com/review/r-1'],
      ['', 'https://reviews.example.com/review/r-2'],
    ]);
    expect(v.parse(ReviewsCarouselPropsSchema, props)).toEqual(props);
  });

  test('reads every Reviews block of the demo space', () => {
    const blocks = demoBlocks('Reviews');
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) expect(v.safeParse(ReviewsBlockSchema, block).success).toBe(true);
  });

  test.each<[name: string, change: (block: typeof BLOCK) => unknown]>([
    ['no reviews', (block) => ({ ...block, reviews: { ...block.reviews, reviews: [] } })],
    ['six stars', (block) => ({ ...block, reviews: { ...block.reviews, reviews: [{ id: 'x', stars: 6 }] } })],
    [
      'zero stars',
      (block) => ({ ...block, reviews: { ...block.reviews, reviews: [{ id: 'x', stars: 0 }] } }),
    ],
    ['no base link', (block) => ({ ...block, reviews: { ...block.reviews, reviewBaseLink: undefined } })],
    [
      'score above 5',
      (block) => ({ ...block, reviews: { ...block.reviews, score: { stars: 9, trustScore: 1 } } }),
    ],
    ['reviews missing', (block) => ({ ...block, reviews: undefined })],
  ])('refuses a block with %s', (_name, change) => {
    expect(v.safeParse(ReviewsBlockSchema, change(BLOCK)).success).toBe(false);
  });
});

describe('review rules', () => {
  /** The one review of a block with this base link, as the island gets it. */
  const slide = (
    review: { id: string; title: string; text: string },
    reviewBaseLink = BLOCK.reviews.reviewBaseLink,
  ) =>
    v.parse(ReviewsBlockSchema, {
      ...BLOCK,
      reviews: { ...BLOCK.reviews, reviewBaseLink, reviews: [{ ...review, stars: 5 }] },
    }).reviews[0];

  test.each([
    ['Great', 'Great', ''],
    ['Great', ' Great ', ''],
    ['Great', 'Great cards', 'Great cards'],
    ['', '', ''],
    ['Title', '', ''],
  ])('title %j, text %j shows %j', (title, text, expected) => {
    expect(slide({ id: 'r-1', title, text })?.text).toBe(expected);
  });

  test.each([
    ['https://reviews.example.com/review/', 'abc', 'https://reviews.example.com/review/abc'],
    ['https://r.example/review?id=', 'a b', 'https://r.example/review?id=a%20b'],
  ])('%s + %s is %s', (base, id, expected) => {
    expect(slide({ id, title: '', text: '' }, base)?.link).toBe(expected);
  });

  test.each<[number, string]>([
    [5, 'star star star star star'],
    [4.8, 'star star star star star'],
    [4.7, 'star star star star star-half'],
    [4.3, 'star star star star star-half'],
    [4.2, 'star star star star star-outline'],
    [1, 'star star-outline star-outline star-outline star-outline'],
    [0, 'star-outline star-outline star-outline star-outline star-outline'],
    [7, 'star star star star star'],
  ])('%d stars are drawn as %s', (rating, icons) => {
    expect(starIcons(rating).join(' ')).toBe(icons);
  });
});
