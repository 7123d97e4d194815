// Video block (island video-block): a muted, inline video that loads nothing until played, its poster only as it
// nears the viewport; if the video fails to load, the poster image takes its place and the failure is logged.
import { useEffect, useRef, useState } from 'react';
import { logEvent } from '../../browser/log';
import { PAGE_COLUMN } from '../../domain/image-slots';
import { imageUrl, isLocalHost, POSTER_ATTR } from '../../domain/images';
import { Image } from '../Image';
import { usePage } from '../page-context';
import type { VideoBlockProps } from './video-props';

/** The logged identifier of a video that failed to load. */
export const VIDEO_LOG_ID = 'teaser-hero-video-failed-to-load';

/** Display size of video and poster: full content width, 16:9. */
export const VIDEO_SIZE = { width: 1200, ratio: '16/9' } as const;

const HEIGHT = Math.round((VIDEO_SIZE.width * 9) / 16);

/** The island's component, hydrated on interaction (the click on play is replayed), so a load error can be handled. */
export function VideoBlock({ src, poster }: VideoBlockProps) {
  const { site, texts } = usePage();
  const video = useRef<HTMLVideoElement>(null);
  const logged = useRef(false);
  const [failed, setFailed] = useState(false);

  const fail = () => {
    if (!logged.current) logEvent(VIDEO_LOG_ID, { src });
    logged.current = true;
    setFailed(true);
  };

  // An error before hydration fired no handler: the element still holds it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: checked once, when the island hydrates
  useEffect(() => {
    if (video.current?.error) fail();
  }, []);

  if (failed) {
    return (
      <figure className="my-10" data-video-block data-video-failed>
        <Image
          src={poster.filename}
          alt={poster.alt}
          width={VIDEO_SIZE.width}
          ratio={VIDEO_SIZE.ratio}
          slot={PAGE_COLUMN}
          className="w-full h-auto rounded-xl bg-cream"
        />
        <figcaption className="mt-2 text-sm text-muted">{texts.video.unavailable}</figcaption>
      </figure>
    );
  }
  const posterUrl = imageUrl(poster.filename, {
    width: VIDEO_SIZE.width,
    height: HEIGHT,
    local: isLocalHost(site.host),
  });
  return (
    <figure className="my-10" data-video-block>
      <video
        ref={video}
        src={src}
        // A `poster` loads at once, wherever the video is on the page: the server names it, and the boot script sets
        // it once the video nears the viewport. Rendered in the browser, the video is where the visitor looks.
        {...{ [POSTER_ATTR]: posterUrl }}
        poster={typeof document === 'undefined' ? undefined : posterUrl}
        controls
        muted
        playsInline
        preload="none"
        width={VIDEO_SIZE.width}
        height={HEIGHT}
        aria-label={poster.alt || undefined}
        onError={fail}
        className="w-full h-auto aspect-video rounded-xl bg-cream"
      />
    </figure>
  );
}
