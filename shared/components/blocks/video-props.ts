// The VideoBlock's data: a video file with a poster image, read from the CMS block, and the island's props, which
// add the poster's resized address. Checked on the server only: the island's component imports only types here.
import * as v from 'valibot';
import { imageUrl, isLocalHost, resizingProvider } from '../../domain/images';
import { CmsImageSchema } from '../../schemas/cms';
import { VIDEO_HEIGHT, VIDEO_SIZE } from './VideoBlock';

/** Whether the image component can serve a source (a site path or a content-space asset). */
export function resizable(source: string): boolean {
  return resizingProvider(source) !== null;
}

/** Props of the `video-block` island: the block, and its poster's address worked out on the server. */
export const VideoBlockPropsSchema = v.object({
  src: v.pipe(v.string(), v.minLength(1)),
  poster: v.object({ filename: v.string(), alt: v.string() }),
  /** The poster resized to the video's size, so the island loads no image code. */
  posterUrl: v.string(),
});
export type VideoBlockProps = v.InferOutput<typeof VideoBlockPropsSchema>;

/** The video block as the CMS gives it: the video file and its poster picture. */
export type VideoBlockData = Omit<VideoBlockProps, 'posterUrl'>;

/** The VideoBlock CMS block (`video` is an asset field). */
export const VideoBlockSchema = v.pipe(
  v.object({
    video: v.looseObject({ filename: v.pipe(v.string(), v.minLength(1, 'a video block needs a video')) }),
    poster: v.pipe(
      CmsImageSchema,
      v.check(({ filename }) => resizable(filename), 'poster is no resizable image'),
    ),
  }),
  v.transform(
    ({ video, poster }): VideoBlockData => ({
      src: video.filename,
      poster: { filename: poster.filename, alt: poster.alt },
    }),
  ),
);

/** The island's props for a block on a host: the poster resized to the video's size (locally, by the worker). */
export function videoBlockProps(block: VideoBlockData, host: string): VideoBlockProps {
  const posterUrl = imageUrl(block.poster.filename, {
    width: VIDEO_SIZE.width,
    height: VIDEO_HEIGHT,
    local: isLocalHost(host),
  });
  return { ...block, posterUrl };
}
