// The video block as the server renders it: a muted inline video with controls, loading nothing, over its poster as
// a lazy image.
import { describe, expect, test } from 'vitest';
import { renderInPage } from '../../../test/fixtures/render';
import { VideoBlock } from './VideoBlock';

const PROPS = {
  src: '/demo-images/video.mp4',
  poster: { filename: '/demo-images/photobook-2.svg', alt: 'Photo book' },
};

describe('VideoBlock', () => {
  test('renders the video with controls, muted, inline, preload none, and no poster attribute', () => {
    const html = renderInPage(<VideoBlock {...PROPS} />);
    const video = /<video [^>]*>/.exec(html)?.[0] ?? '';
    expect(video).toContain('src="/demo-images/video.mp4"');
    for (const attribute of ['controls=""', 'muted=""', 'playsInline=""', 'preload="none"']) {
      expect(video).toContain(attribute);
    }
    // A poster attribute loads at once, wherever the video is on the page.
    expect(video).not.toContain('poster=');
    expect(video).toContain('aria-label="Photo book"');
  });

  test('the poster is a lazy image behind the video, through the resizing path, sized for the column', () => {
    const html = renderInPage(<VideoBlock {...PROPS} />, 'http://kartenliebe.de.localhost:8787/');
    const image = /<img [^>]*>/.exec(html)?.[0] ?? '';
    expect(html.indexOf('<img')).toBeLessThan(html.indexOf('<video'));
    expect(image).toContain('loading="lazy"');
    expect(image).toContain('alt=""');
    expect(image).toMatch(/src="\/(_local\/)?cdn-cgi\/image\/[^"]*\/demo-images\/photobook-2\.svg"/);
    expect(image).toContain('sizes="(min-width: 1024px) 992px, calc(100vw - 32px)"');
  });
});
