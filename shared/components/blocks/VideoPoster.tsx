// The video block's poster picture, in place of a video that failed to load: loaded with that failure only.
import { PAGE_COLUMN } from '../../domain/image-slots';
import { Image } from '../Image';
import type { VideoBlockProps } from './video-props';

export interface VideoPosterProps extends Pick<VideoBlockProps, 'poster'> {
  /** The video's size, which the picture takes. */
  size: { width: number; ratio: string };
}

export function VideoPoster({ poster, size }: VideoPosterProps) {
  return (
    <Image
      src={poster.filename}
      alt={poster.alt}
      width={size.width}
      ratio={size.ratio}
      slot={PAGE_COLUMN}
      className="w-full h-auto rounded-xl bg-cream"
    />
  );
}
