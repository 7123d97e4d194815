// A sub-navigation tile's picture worked out on the server, as the shop's image component would show it at the
// tile's fixed size: resized URLs for both densities and the mark for a blurred placeholder, or the picture unresized where
// no provider resizes its host (logged), or none.
import { fixedSlot, isLocalHost, resizingProvider, slotSources, unresizedUrl } from '../../domain/images';
import { TILE_SIZES } from '../../domain/navigation';
import type { SubNavigationCategory } from '../../schemas/navigation';
import type { RenderLog } from '../Boundary';

/** A tile's picture: resized URLs for both densities and the placeholder, or the picture unresized. */
export interface TilePicture {
  src: string;
  srcSet?: string;
  sizes?: string;
  /** Whether the boot script sets a blurred placeholder behind it (a resized picture's). */
  placeholder?: boolean;
}

export function tilePicture(
  source: string,
  size: { width: number; height: number },
  host: string,
  log: RenderLog,
): TilePicture | null {
  if (resizingProvider(source) === null) {
    const url = unresizedUrl(source);
    log.warn('image-host-unknown', { source: source.slice(0, 200), shown: url !== null });
    return url === null ? null : { src: url };
  }
  const options = { ...size, local: isLocalHost(host) };
  return { ...slotSources(source, fixedSlot(size.width), options), placeholder: true };
}

/** Every tile's picture, numbered over all categories as the island numbers its tiles. */
export function tilePictures(
  categories: readonly SubNavigationCategory[],
  host: string,
  log: RenderLog,
): (TilePicture | null)[] {
  return categories
    .flatMap((category) => category.tiles)
    .map((tile) => tilePicture(tile.image.filename, TILE_SIZES[tile.type], host, log));
}
