// The VideoBlock's data: a video file with a poster image, read from the CMS block into the island's props. Checked
// on the server only: the island's component imports nothing from here but types.
import * as v from 'valibot';
import { resizingProvider } from '../../domain/images';
import { CmsImageSchema } from '../../schemas/cms';

/** Whether the image component can serve a source (a site path or a content-space asset). */
export function resizable(source: string): boolean {
  return resizingProvider(source) !== null;
}

/** Props of the `video-block` island. */
export const VideoBlockPropsSchema = v.object({
  src: v.pipe(v.string(), v.minLength(1)),
  poster: v.object({ filename: v.string(), alt: v.string() }),
});
export type VideoBlockProps = v.InferOutput<typeof VideoBlockPropsSchema>;

/** The VideoBlock CMS block (`video` is an asset field); its output is the island's props. */
export const VideoBlockSchema = v.pipe(
  v.object({
    video: v.looseObject({ filename: v.pipe(v.string(), v.minLength(1, 'a video block needs a video')) }),
    poster: v.pipe(
      CmsImageSchema,
      v.check(({ filename }) => resizable(filename), 'poster is no resizable image'),
    ),
  }),
  v.transform(
    ({ video, poster }): VideoBlockProps => ({
      src: video.filename,
      poster: { filename: poster.filename, alt: poster.alt },
    }),
  ),
);
