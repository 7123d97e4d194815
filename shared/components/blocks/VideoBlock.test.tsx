// The video block as the server renders it: a muted inline video with controls, loading nothing, its poster only
// named (the boot script sets it as the video nears the viewport), at the address its props carry; its controls
// skipped until it nears the viewport.
import { describe, expect, test } from 'vitest';
import { renderInPage } from '../../../test/fixtures/render';
import { VideoBlock } from './VideoBlock';
import { videoBlockProps } from './video-props';

const BLOCK = {
  src: '/demo-images/video.mp4',
  poster: { filename: '/demo-images/photobook-2.svg', alt: 'Photo book' },
};

describe('VideoBlock', () => {
  test('renders the video with controls, muted, inline, preload none, its poster named but not set', () => {
    const html = renderInPage(<VideoBlock {...videoBlockProps(BLOCK, 'www.kartenliebe.de')} />);
    const video = /<video [^>]*>/.exec(html)?.[0] ?? '';
    expect(video).toContain('src="/demo-images/video.mp4"');
    for (const attribute of ['controls=""', 'muted=""', 'playsInline=""', 'preload="none"']) {
      expect(video).toContain(attribute);
    }
    // A poster attribute loads at once, wherever the video is on the page: the boot script sets it near the viewport.
    expect(video).not.toContain(' poster=');
    expect(video).toMatch(
      /data-poster="\/cdn-cgi\/image\/width=1200,height=675[^"]*\/demo-images\/photobook-2\.svg"/,
    );
    expect(html).not.toContain('<img');
  });

  test("the player's controls wait for the video to near the viewport, its box at the video's size meanwhile", () => {
    const html = renderInPage(<VideoBlock {...videoBlockProps(BLOCK, 'www.kartenliebe.de')} />);
    // Inline, so it holds from the first parse, before the full stylesheet; the video's focus ring (2 px at a 2 px
    // offset) is painted outside the video, past the box's containment.
    expect(html).toMatch(
      /<div style="content-visibility:auto;aspect-ratio:16\/9;overflow-clip-margin:4px"><video /,
    );
  });
});

describe('videoBlockProps', () => {
  test.each([
    ['www.kartenliebe.de', /^\/cdn-cgi\/image\/width=1200,height=675,[^/]*\/demo-images\/photobook-2\.svg$/],
    ['kartenliebe.de.localhost:8787', /^\/_local\/cdn-cgi\/image\/width=1200,height=675,/],
  ])("on %s the poster is resized to the video's size through that host's resizing path", (host, url) => {
    expect(videoBlockProps(BLOCK, host)).toEqual({ ...BLOCK, posterUrl: expect.stringMatching(url) });
  });
});
