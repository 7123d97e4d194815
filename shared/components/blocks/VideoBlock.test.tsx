// The video block as the server renders it: a muted inline video with controls, loading nothing, its poster only
// named (the boot script sets it as the video nears the viewport).
import { describe, expect, test } from 'vitest';
import { renderInPage } from '../../../test/fixtures/render';
import { VideoBlock } from './VideoBlock';

const PROPS = {
  src: '/demo-images/video.mp4',
  poster: { filename: '/demo-images/photobook-2.svg', alt: 'Photo book' },
};

describe('VideoBlock', () => {
  test('renders the video with controls, muted, inline, preload none, its poster named but not set', () => {
    const html = renderInPage(<VideoBlock {...PROPS} />);
    const video = /<video [^>]*>/.exec(html)?.[0] ?? '';
    expect(video).toContain('src="/demo-images/video.mp4"');
    for (const attribute of ['controls=""', 'muted=""', 'playsInline=""', 'preload="none"']) {
      expect(video).toContain(attribute);
    }
    // A poster attribute loads at once, wherever the video is on the page: the boot script sets it near the viewport.
    expect(video).not.toContain(' poster=');
    expect(video).toMatch(
      /data-poster="[^"]*cdn-cgi\/image\/width=1200,height=675[^"]*\/demo-images\/photobook-2\.svg"/,
    );
    expect(html).not.toContain('<img');
  });

  test('the poster goes through the production resizing path on a shop host', () => {
    const html = renderInPage(<VideoBlock {...PROPS} />, 'http://kartenliebe.de.localhost:8787/');
    expect(html).toMatch(/data-poster="\/(_local\/)?cdn-cgi\/image\//);
  });
});
