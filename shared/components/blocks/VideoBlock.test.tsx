// The video block as the server renders it: a muted inline video with controls and its poster, loading nothing.
import { describe, expect, test } from 'vitest';
import { renderInPage } from '../../../test/fixtures/render';
import { VideoBlock } from './VideoBlock';

const PROPS = {
  src: '/demo-images/video.mp4',
  poster: { filename: '/demo-images/photobook-2.svg', alt: 'Photo book' },
};

describe('VideoBlock', () => {
  test('renders the video with poster, controls, muted, inline, preload none', () => {
    const html = renderInPage(<VideoBlock {...PROPS} />);
    const video = /<video [^>]*>/.exec(html)?.[0] ?? '';
    expect(video).toContain('src="/demo-images/video.mp4"');
    expect(video).toMatch(
      /poster="[^"]*cdn-cgi\/image\/width=1200,height=675[^"]*\/demo-images\/photobook-2\.svg"/,
    );
    for (const attribute of ['controls=""', 'muted=""', 'playsInline=""', 'preload="none"']) {
      expect(video).toContain(attribute);
    }
    expect(html).not.toContain('<img');
  });

  test('the poster goes through the production resizing path on a shop host', () => {
    const html = renderInPage(<VideoBlock {...PROPS} />, 'http://kartenliebe.de.localhost:8787/');
    expect(html).toMatch(/poster="\/(_local\/)?cdn-cgi\/image\//);
  });
});
