// Back-to-top visibility: shown after scrolling up while below half the viewport height,
// hidden on the way down and at or above half the viewport height, unchanged when nothing moved.
import { describe, expect, test } from 'vitest';
import { BACK_TO_TOP_DELAY_MS, backToTopVisible } from './back-to-top';

type Row = [
  name: string,
  previousY: number,
  y: number,
  viewportHeight: number,
  visible: boolean,
  expected: boolean,
];

describe('backToTopVisible', () => {
  test.each<Row>([
    ['scrolling up far down the page shows it', 3000, 2500, 800, false, true],
    ['scrolling up keeps it shown', 3000, 2500, 800, true, true],
    ['scrolling up by one pixel just below half shows it', 402, 401, 800, false, true],
    ['scrolling down hides it', 2500, 3000, 800, true, false],
    ['scrolling down keeps it hidden', 2500, 3000, 800, false, false],
    ['scrolling down by one pixel hides it', 1000, 1001, 800, true, false],
    ['scrolling up to exactly half hides it', 1000, 400, 800, true, false],
    ['scrolling up above half hides it', 1000, 399, 800, true, false],
    ['scrolling up to the top hides it', 1000, 0, 800, true, false],
    ['scrolling up within the top half stays hidden', 300, 200, 800, false, false],
    ['no move below half keeps it shown', 2000, 2000, 800, true, true],
    ['no move below half keeps it hidden', 2000, 2000, 800, false, false],
    ['odd viewport: scrolling up to 300.5 of 601 shows nothing', 900, 300.5, 601, false, false],
    ['odd viewport: scrolling up to 301 of 601 shows it', 900, 301, 601, false, true],
  ])('%s', (_name, previousY, y, viewportHeight, visible, expected) => {
    expect(backToTopVisible({ previousY, y, viewportHeight, visible })).toBe(expected);
  });

  test('debounce and pause are 500 ms', () => {
    expect(BACK_TO_TOP_DELAY_MS).toBe(500);
  });
});
