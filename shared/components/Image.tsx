// The one image component: resized URLs for both providers, srcset for densities 1 and 2, sizes from the
// breakpoints, width and height (or aspect ratio) so nothing shifts, lazy below the fold, a blurred placeholder.
import { densitySrcset, imageUrl, PLACEHOLDER, parseRatio, preset, sizesFor } from '../domain/images';

export interface ImageProps {
  src: string;
  alt: string;
  /** Named size hint (spec section 9); or width with an optional aspect ratio. */
  preset?: string;
  width?: number;
  /** `number/number`, e.g. `3/2`; other values warn and fall back to the height given. */
  ratio?: string;
  height?: number;
  /** Above the fold: eager and high priority (the channel's lazy-first-image setting decides). */
  priority?: boolean;
  densities?: readonly number[];
  className?: string;
}

export function Image({ src, alt, preset: name, width, ratio, height, priority = false, densities, className }: ImageProps) {
  const hint = name ? preset(name) : undefined;
  const displayWidth = width ?? hint?.width;
  if (!displayWidth) throw new Error(`Image ${src} needs a width or a preset`);
  const aspect = parseRatio(ratio ?? hint?.ratio);
  const displayHeight = height ?? (aspect ? Math.round(displayWidth / aspect) : undefined);
  const options = { width: displayWidth, height: displayHeight };
  const placeholder = imageUrl(src, { ...PLACEHOLDER, height: displayHeight ? PLACEHOLDER.height : undefined });
  return (
    <img
      src={imageUrl(src, options)}
      srcSet={densitySrcset(src, options, densities)}
      sizes={sizesFor(displayWidth)}
      alt={alt}
      width={displayWidth}
      height={displayHeight}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
      style={{ backgroundImage: `url("${placeholder}")`, backgroundSize: 'cover' }}
    />
  );
}
