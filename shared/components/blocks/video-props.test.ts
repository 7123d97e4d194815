// The VideoBlock read into island props: a video file and a poster image are both required.
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { demoBlocks } from '../../../test/fixtures/render';
import { VideoBlockPropsSchema, VideoBlockSchema, videoBlockProps } from './video-props';

const POSTER = { filename: '/demo-images/book-2.svg', alt: 'Photo book', focus: '' };

describe('VideoBlockSchema', () => {
  test('reads the video file and the poster, nothing else', () => {
    const props = v.parse(VideoBlockSchema, {
      component: 'VideoBlock',
      video: { filename: '/demo-images/video.mp4', id: 7 },
      poster: POSTER,
    });
    expect(props).toEqual({
      src: '/demo-images/video.mp4',
      poster: { filename: '/demo-images/book-2.svg', alt: 'Photo book' },
    });
    const island = videoBlockProps(props, 'www.kartenliebe.de');
    expect(v.parse(VideoBlockPropsSchema, island)).toEqual(island);
  });

  test.each([
    ['no video', { poster: POSTER }],
    ['an empty video asset', { video: { filename: '' }, poster: POSTER }],
    ['no poster', { video: { filename: '/v.mp4' } }],
    ['an empty poster asset', { video: { filename: '/v.mp4' }, poster: { filename: '' } }],
    [
      'a poster on another host',
      { video: { filename: '/v.mp4' }, poster: { filename: 'https://x.example/p.jpg' } },
    ],
    ['a script poster', { video: { filename: '/v.mp4' }, poster: { filename: 'javascript:alert(1)' } }],
  ])('refuses %s', (_name, block) => {
    expect(v.safeParse(VideoBlockSchema, block).success).toBe(false);
  });

  test('reads the demo video blocks', () => {
    const blocks = demoBlocks('VideoBlock');
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks)
      expect(v.parse(VideoBlockSchema, block).src).toMatch(/^\/demo-media\/.+\.webm$/);
  });
});
