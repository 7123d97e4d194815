// The video block's poster picture, in place of a video that failed to load: loaded with that failure only.
import { PAGE_COLUMN } from '../../domain/image-slots';
import { Image } from '../Image';
import { VIDEO_SIZE } from './VideoBlock';
import type { VideoBlockProps } from './video-props';

export function VideoPoster({ poster }: Pick<VideoBlockProps, 'poster'>) {
  return (
    <Image
      src={poster.filename}
      alt={poster.alt}
      width={VIDEO_SIZE.width}
      ratio={VIDEO_SIZE.ratio}
      slot={PAGE_COLUMN}
      className="w-full h-auto rounded-xl bg-cream"
    />
  );
}
