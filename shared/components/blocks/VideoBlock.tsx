// Video block (island video-block): a muted, inline video that loads nothing until played, its poster only as it
// nears the viewport; if the video fails to load, the poster image takes its place and the failure is logged. The
// poster's address comes worked out from the server, and the picture's and the log's code load only on a failure.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { FOCUS_RING_REACH_PX } from '../../domain/focus-ring';
import type { POSTER_ATTR } from '../../domain/images';
import { usePage } from '../page-context';
import type { VideoBlockProps } from './video-props';

/** The logged identifier of a video that failed to load. */
const VIDEO_LOG_ID = 'teaser-hero-video-failed-to-load';

/** Display size of video and poster: full content width, 16:9. */
export const VIDEO_SIZE = { width: 1200, ratio: '16/9' } as const;
export const VIDEO_HEIGHT = Math.round((VIDEO_SIZE.width * 9) / 16);

/** Where the boot script finds the poster to set as the video nears the viewport (the images module's name). */
const POSTER: typeof POSTER_ATTR = 'data-poster';

/**
 * The video's box. The player's own controls take a long task of the page's load to build and style (their shadow
 * tree and icons): the box skips them until the video nears the viewport, at the video's size meanwhile, from the
 * first parse on (inline, as the late parts wait for the full stylesheet). Its paint containment would clip the
 * video's focus ring, drawn outside the video: it may paint that far out.
 */
const VIDEO_BOX_STYLE = {
  contentVisibility: 'auto',
  aspectRatio: VIDEO_SIZE.ratio,
  overflowClipMargin: FOCUS_RING_REACH_PX,
} as const;

const VideoPoster = lazy(() => import('./VideoPoster').then((module) => ({ default: module.VideoPoster })));

/** The island's component, hydrated on interaction (the click on play is replayed), so a load error can be handled. */
export function VideoBlock({ src, poster, posterUrl }: VideoBlockProps) {
  const { texts } = usePage();
  const video = useRef<HTMLVideoElement>(null);
  const logged = useRef(false);
  const [failed, setFailed] = useState(false);

  // The log's code loads with the failure; the poster shows once the failure is logged (or the log cannot load), so
  // a visitor who leaves at once still reports it.
  const fail = () => {
    if (logged.current) return;
    logged.current = true;
    void import('../../browser/log')
      .then((module) => module.logEvent(VIDEO_LOG_ID, { src }))
      .catch(() => undefined)
      .finally(() => setFailed(true));
  };

  // An error before hydration fired no handler: the element still holds it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: checked once, when the island hydrates
  useEffect(() => {
    if (video.current?.error) fail();
  }, []);

  if (failed) {
    return (
      <figure className="my-10" data-video-block data-video-failed>
        {/* The picture's box keeps the video's place while its code loads. */}
        <Suspense fallback={<div className="w-full aspect-video rounded-xl bg-cream" />}>
          <VideoPoster poster={poster} size={VIDEO_SIZE} />
        </Suspense>
        <figcaption className="mt-2 text-sm text-muted">{texts.video.unavailable}</figcaption>
      </figure>
    );
  }
  return (
    <figure className="my-10" data-video-block>
      {/* The boot script watches this box for the poster, as the skipped video reports nothing. */}
      <div style={VIDEO_BOX_STYLE}>
        <video
          ref={video}
          src={src}
          // A `poster` loads at once, wherever the video is on the page: the server names it, and the boot script sets
          // it once the video nears the viewport. Rendered in the browser, the video is where the visitor looks.
          {...{ [POSTER]: posterUrl }}
          poster={typeof document === 'undefined' ? undefined : posterUrl}
          controls
          muted
          playsInline
          preload="none"
          width={VIDEO_SIZE.width}
          height={VIDEO_HEIGHT}
          aria-label={poster.alt || undefined}
          onError={fail}
          className="w-full h-auto aspect-video rounded-xl bg-cream"
        />
      </div>
    </figure>
  );
}
