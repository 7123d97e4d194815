// The one image component: resized URLs for both providers, srcset and sizes from the image's slot in the layout,
// width and height (or aspect ratio) so nothing shifts, lazy below the fold, a blurred placeholder.

import { createContext, useContext } from 'react';
import {
  fixedSlot,
  ImageConfigError,
  type ImageSlot,
  isLocalHost,
  parseRatio,
  preset,
  resizingProvider,
  slotSources,
  unresizedUrl,
} from '../domain/images';
import { LARGEST_PAINT_TIMING } from '../domain/largest-paint';
import { PLACEHOLDER_ATTR, placeholderOf } from '../domain/placeholder';
import { useRenderLog } from './Boundary';
import { usePage } from './page-context';

export interface ImageProps {
  /**
   * A site path (`/demo-images/x.svg`) or a content-space asset URL (`https://a.storyblok.com/f/…`), resized; an
   * https URL on another host is shown unresized (and logged).
   */
  src: string;
  alt: string;
  /** Named size hint; or width with an optional aspect ratio. */
  preset?: string;
  width?: number;
  /** `number/number`, e.g. `3/2`; other values warn and fall back to the height given. */
  ratio?: string;
  height?: number;
  /** `cloudflare` or `storyblok`; by default the source decides. Anything else throws. */
  provider?: string;
  /**
   * The page's largest paint: eager, high priority, preloaded in the head. Inside the block that holds it
   * (`LargestPaintContext`) the block's first image is, without this.
   */
  priority?: boolean;
  /**
   * How the image's display width follows the layout (`columnSlot`, `fixedSlot`): it gives `sizes` and the srcset
   * widths. Without it the image is shown at its width.
   */
  slot?: ImageSlot;
  className?: string;
}

/**
 * Around the block that holds the page's largest paint (`largestPaintBlock()`): the first image rendered inside
 * takes the priority. It notes its source, so a render that runs again gives the same image the priority.
 */
export const LargestPaintContext = createContext<{ src?: string } | null>(null);

/** Whether this image is the page's largest paint: the first one inside the block that holds it. */
function useLargestPaint(src: string): boolean {
  const claim = useContext(LargestPaintContext);
  if (!claim) return false;
  claim.src ??= src;
  return claim.src === src;
}

/**
 * The blurred placeholder behind an image: a lazy image's in the server's HTML only as a mark, which the boot script
 * turns into the placeholder's URL once the image nears the viewport (`placeholderOf` its `src`), so the page does
 * not fetch one for every image before its first paint. The largest paint has none: it is preloaded with high
 * priority, and its preview would be one more request beside it at the moment that counts, arriving no sooner.
 */
function backdrop(src: string) {
  // Rendered in the browser (an island's image after the page loaded), the image is where the visitor looks.
  return typeof document !== 'undefined'
    ? { style: { backgroundImage: `url("${placeholderOf(src)}")`, backgroundSize: 'cover' } }
    : { [PLACEHOLDER_ATTR]: '' };
}

/**
 * A resized `<img>` with srcset, sizes, intrinsic size and a blurred placeholder behind it; on local hosts the
 * URLs use the worker's local resizing path.
 */
export function Image(props: ImageProps) {
  const { src, alt, provider, className } = props;
  const largestPaint = useLargestPaint(src);
  const priority = props.priority === true || largestPaint;
  const { site } = usePage();
  const log = useRenderLog();
  const hint = props.preset === undefined ? undefined : preset(props.preset);
  const width = props.width ?? hint?.width;
  if (!width) throw new ImageConfigError(`Image ${src} needs a width or a preset`);
  // An explicit ratio wins over an explicit height, which wins over the preset's ratio.
  const aspect = parseRatio(props.ratio ?? (props.height ? undefined : hint?.ratio));
  const height = aspect ? Math.round(width / aspect) : props.height;
  if (!height) console.warn(`Image ${src} has neither a height nor an aspect ratio: its box may shift`);
  const loading = priority ? 'eager' : 'lazy';
  const decoding = priority ? 'sync' : 'async';
  const fetchPriority = priority ? 'high' : undefined;
  // The browser reports when the largest paint's image is on screen: the boot script loads after that.
  const timing = largestPaint ? { elementtiming: LARGEST_PAINT_TIMING } : {};
  if (resizingProvider(src) === null) {
    // A host no provider resizes (another asset host, a pasted link): shown as it is, in its box; never a script.
    const url = unresizedUrl(src);
    log.warn('image-host-unknown', { source: src.slice(0, 200), shown: url !== null });
    if (url === null) return null;
    const box = { width, height, loading, decoding, fetchPriority, className } as const;
    return <img src={url} alt={alt} {...box} {...timing} />;
  }
  const options = { width, height, provider, local: isLocalHost(site.host) };
  const sources = slotSources(src, props.slot ?? fixedSlot(width), options);
  return (
    <img
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.sizes}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding={decoding}
      fetchPriority={fetchPriority}
      className={className}
      {...timing}
      {...(priority ? {} : backdrop(sources.src))}
    />
  );
}
