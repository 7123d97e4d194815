// The block that holds a page's largest paint: the first with an image, if the blocks before it leave it above
// the fold; nested and A/B blocks count by what they hold.
import { describe, expect, test } from 'vitest';
import { FOLD_PX, largestPaintBlock, showsImage } from './largest-paint';

const image = (name: string) => ({ filename: `/demo-images/${name}.svg`, alt: '' });
const teaser = (uid: string, withImage = true) => ({
  _uid: uid,
  component: 'Teaser',
  headline: 'Hallo',
  ...(withImage ? { image: image(uid) } : {}),
});
const text = (uid: string) => ({ _uid: uid, component: 'Text', text: {} });
const headline = (uid: string) => ({ _uid: uid, component: 'Headline', text: 'Hallo', level: 2 });

describe('largestPaintBlock', () => {
  test('a leading teaser with an image holds it', () => {
    expect(largestPaintBlock([[teaser('lead')], [], [text('t')]])).toBe('lead');
  });

  test('a teaser without an image is passed over for the next block with one', () => {
    const tiles = { _uid: 'tiles', component: 'SubTeaserTiles', items: [{ image: image('a') }] };
    expect(largestPaintBlock([[teaser('lead', false)], [tiles]])).toBe('tiles');
  });

  test('lists count in page order, empty lists add nothing', () => {
    expect(largestPaintBlock([[], [], [headline('h'), teaser('body')]])).toBe('body');
  });

  test('blocks before it that fill the first screen leave no largest-paint image', () => {
    // Two text blocks (320 px each on a phone) push the teaser past the fold.
    expect(largestPaintBlock([[text('a'), text('b'), teaser('late')]])).toBeNull();
    expect(2 * 320).toBeGreaterThan(FOLD_PX);
  });

  test('a calculator fills the first screen: the body below it waits', () => {
    const calculator = { _uid: 'calc', component: 'Calculator' };
    expect(largestPaintBlock([[], [calculator], [teaser('body')]])).toBeNull();
  });

  test('an A/B block or container with an image inside holds it as a whole', () => {
    const ab = {
      _uid: 'ab',
      component: 'ContentAbBlock',
      feature: 'f',
      variantA: [teaser('a')],
      variantB: [text('b')],
    };
    expect(largestPaintBlock([[ab]])).toBe('ab');
  });

  test('a video file is no image; a block without a uid cannot be named', () => {
    const video = {
      _uid: 'v',
      component: 'VideoBlock',
      video: { filename: 'https://a.storyblok.com/f/1/x.mp4' },
    };
    expect(showsImage(video)).toBe(false);
    expect(largestPaintBlock([[{ component: 'Teaser', image: image('x') }]])).toBeNull();
  });

  test('malformed content is walked without throwing', () => {
    expect(largestPaintBlock([[null, 7, 'x', [], { component: 404 }], [teaser('ok')]])).toBe('ok');
  });
});
