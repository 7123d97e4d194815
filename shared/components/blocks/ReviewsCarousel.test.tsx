// The reviews carousel as the server renders it: score, slides, hidden repeated texts, links, buttons.
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { demoBlocks, renderInPage } from '../../../test/fixtures/render';
import { ReviewsCarousel } from './ReviewsCarousel';
import { ReviewsBlockSchema, type ReviewsCarouselProps } from './review-carousel-props';

const demo = (): ReviewsCarouselProps => v.parse(ReviewsBlockSchema, demoBlocks('Reviews')[0]);
const count = (html: string, part: string) => html.split(part).length - 1;

describe('ReviewsCarousel', () => {
  test('renders the score and every review of the demo block, in German', () => {
    const props = demo();
    const html = renderInPage(<ReviewsCarousel {...props} />);
    expect(html).toContain(`<h2 class="font-head text-3xl font-semibold">${props.title}</h2>`);
    expect(html).toContain('20.418 Bewertungen');
    expect(html).toContain('aria-label="4,8 von 5 Sternen"');
    expect(count(html, 'aria-roledescription="slide"')).toBe(props.reviews.length);
    for (const review of props.reviews) {
      expect(html).toContain(`href="https://reviews.example.com/review/${review.id}"`);
    }
    expect(html).toContain('aria-label="1 von 4"');
  });

  test('a review whose text repeats its title shows the title only', () => {
    const props = demo();
    const repeated = props.reviews.find((review) => review.text === '');
    expect(repeated).toBeDefined();
    const html = renderInPage(<ReviewsCarousel {...props} />);
    const card = html.slice(html.indexOf(`data-review="${repeated?.id}"`));
    const body = card.slice(0, card.indexOf('</article>'));
    expect(count(body, repeated?.title ?? '?')).toBe(1);
    expect(body).not.toContain('text-muted leading-relaxed');
  });

  test('stars are drawn with full, half and outline icons', () => {
    const props = demo();
    const html = renderInPage(<ReviewsCarousel {...props} stars={3.5} reviews={props.reviews.slice(0, 1)} />);
    const score = html.slice(html.indexOf('data-review-score'), html.indexOf('data-carousel-prev'));
    expect(count(score, '#star"')).toBe(3);
    expect(count(score, '#star-half"')).toBe(1);
    expect(count(score, '#star-outline"')).toBe(1);
  });

  test('not infinite: prev is disabled at the start, next is not; infinite: both work', () => {
    const html = renderInPage(<ReviewsCarousel {...demo()} />, 'http://kartenliebe.co.uk.localhost:8787/');
    expect(html).toMatch(/aria-label="Previous" disabled=""/);
    expect(html).not.toMatch(/aria-label="Next" disabled=""/);
    const infinite = renderInPage(<ReviewsCarousel {...demo()} infinite />);
    expect(infinite).not.toMatch(/disabled=""/);
  });

  test('the layout is CSS: one slide per view up to 720 px, three above, spacing by viewport', () => {
    const html = renderInPage(<ReviewsCarousel {...demo()} />);
    expect(html).toContain('[--per-view:1] min-[721px]:[--per-view:3]');
    expect(html).toContain('--gap:clamp(20px, calc(6.9444vw - 30px), 45px)');
    // Until hydrated the slides scroll natively, snapping to each slide; the track is not moved by transform.
    expect(html).toContain('data-carousel-viewport="scroll"');
    expect(html).toMatch(/class="overflow-x-auto snap-x snap-mandatory/);
    expect(html).toContain('snap-start');
    expect(html).not.toContain('transform:translateX');
  });
});
