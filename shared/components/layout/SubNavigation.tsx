// The sub-navigation: the selected item's category headlines and tiles (circle, square,
// square-image) in one horizontally scrollable strip; the tile of the current page is marked. Server HTML only, no
// island: the boot script scrolls the active tile into view on load and again 200 ms after the last resize, and
// shows the strip's buttons where it overflows (client/dom/sub-navigation.ts).
import { TILE_SIZES } from '../../domain/navigation';
import { PLACEHOLDER_ATTR } from '../../domain/placeholder';
import type { SubNavigationCategory, SubNavigationTile } from '../../schemas/navigation';
import { Link } from '../Link';
import { usePage } from '../page-context';
import { useCmsHref } from '../use-cms-href';
import { ScrollStrip } from './ScrollStrip';
import type { TilePicture } from './tile-picture';

export interface SubNavigationProps {
  categories: SubNavigationCategory[];
  /** Also shown from 1000 px (`alwaysShowSubNavi` or no flyout); otherwise only below. */
  desktop: boolean;
  /** The tiles (numbered over all categories) linking to the page itself. */
  activeTiles: number[];
  /** Each tile's picture as the server worked it out (numbered over all categories). */
  pictures?: (TilePicture | null)[];
}

/** Id of a category's headline, which labels its list of tiles (one sub-navigation per page). The headline is
 * text, not a heading: it shows above the page's h1. */
const categoryLabelId = (index: number) => `sub-navigation-category-${index}`;

function Tile({
  tile,
  active,
  picture,
}: {
  tile: SubNavigationTile;
  active: boolean;
  picture: TilePicture | null | undefined;
}) {
  const href = useCmsHref()(tile.link);
  const { width, height } = TILE_SIZES[tile.type];
  const shape = tile.type === 'circle' ? 'rounded-full' : 'rounded-lg';
  const ring = active ? 'outline-2 outline-solid outline-accent outline-offset-2' : '';
  return (
    <Link
      href={href}
      aria-current={active ? 'page' : undefined}
      data-tile-type={tile.type}
      data-active-tile={active ? '' : undefined}
      className={`flex flex-col items-center gap-2 text-center text-xs leading-tight no-underline hover:text-accent ${active ? 'font-semibold text-accent' : 'text-ink'}`}
      style={{ width: Math.max(width, 88) }}
    >
      {picture && (
        // Lazy, below the header's first paint; the boot script sets the placeholder as it nears the viewport. Low
        // priority: a tile in the first screen does not share the phone's bandwidth with the largest paint.
        <img
          src={picture.src}
          srcSet={picture.srcSet}
          sizes={picture.sizes}
          alt=""
          width={width}
          height={height}
          loading="lazy"
          decoding="async"
          fetchPriority="low"
          className={`block bg-cream ${shape} ${ring}`}
          {...(picture.placeholder ? { [PLACEHOLDER_ATTR]: '' } : {})}
        />
      )}
      <span>{tile.title}</span>
    </Link>
  );
}

export function SubNavigation({ categories, desktop, activeTiles, pictures = [] }: SubNavigationProps) {
  const { texts } = usePage();
  // Tiles are numbered over all categories, in order.
  const firstTile = categories.map((_, index) =>
    categories.slice(0, index).reduce((count, category) => count + category.tiles.length, 0),
  );

  return (
    <nav
      aria-label={texts.navigation.subNavigation}
      data-sub-navigation=""
      className={`border-b border-line bg-surface ${desktop ? '' : 'min-[1000px]:hidden'}`}
    >
      <ScrollStrip>
        <div data-strip="" className="relative flex gap-8 overflow-x-auto px-4 py-4 [scrollbar-width:none]">
          {categories.map((category, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the categories are fixed for the page
            <div key={index} className="shrink-0">
              {category.headline && (
                <p
                  id={categoryLabelId(index)}
                  className="m-0 mb-3 text-xs font-semibold uppercase tracking-wider text-muted"
                >
                  {category.headline}
                </p>
              )}
              <ul
                aria-labelledby={category.headline ? categoryLabelId(index) : undefined}
                className="m-0 flex list-none items-start gap-4 p-0"
              >
                {category.tiles.map((tile, tileIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the tiles are fixed for the page
                  <li key={tileIndex} className="shrink-0">
                    <Tile
                      tile={tile}
                      active={activeTiles.includes((firstTile[index] ?? 0) + tileIndex)}
                      picture={pictures[(firstTile[index] ?? 0) + tileIndex]}
                    />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </ScrollStrip>
    </nav>
  );
}
