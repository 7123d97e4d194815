// Customer opinions: the score and the number of reviews in the shop's number format.
import { describe, expect, test } from 'vitest';
import { renderInPage } from '../../../../test/fixtures/render';
import { CustomerOpinions } from './CustomerOpinions';

const OPINIONS = { headline: '', stars: 4.8, totalReviews: 20418 };

describe('CustomerOpinions', () => {
  test.each([
    // The server escapes the apostrophe; the raw Intl output would be a typographic ’ (U+2019).
    ['http://kartenliebe.ch.localhost:8787/', '4.8', '20&#x27;418 Bewertungen'],
    ['http://kartenliebe.de.localhost:8787/', '4,8', '20.418 Bewertungen'],
    ['http://kartenliebe.co.uk.localhost:8787/', '4.8', '20,418 reviews'],
  ])('on %s the score reads %s and the count %s', (url, score, count) => {
    const html = renderInPage(<CustomerOpinions {...OPINIONS} />, url);
    expect(html).toContain(`>${score}</span>`);
    expect(html).toContain(`>${count}</span>`);
  });

  test('a round score keeps its one decimal', () => {
    const html = renderInPage(
      <CustomerOpinions {...OPINIONS} stars={5} />,
      'http://kartenliebe.de.localhost:8787/',
    );
    expect(html).toContain('>5,0</span>');
  });
});
