// Recommended sub-teaser block: a headline over a row of recommended tiles, each with an optional label.
import * as v from 'valibot';
import { columnSlot } from '../../domain/image-slots';
import { RecommendedSubTeaserTile, RecommendedSubTeaserTileSchema } from './RecommendedSubTeaserTile';

export const RecommendedSubTeaserSchema = v.object({
  headline: v.optional(v.string(), ''),
  tiles: v.pipe(
    v.array(RecommendedSubTeaserTileSchema),
    v.minLength(1, 'a recommended sub-teaser needs at least one tile'),
  ),
});

/** A tile of the grid: two columns, four from lg, `gap-6`. */
const TILE_SLOT = columnSlot({ base: { columns: 2, gap: 24 }, lg: { columns: 4 } });

/** The tiles in a grid: two columns on phones, four on wide screens. */
export function RecommendedSubTeaser({ headline, tiles }: v.InferOutput<typeof RecommendedSubTeaserSchema>) {
  return (
    <section className="my-10">
      {headline && <h2 className="font-head text-3xl font-semibold mb-6">{headline}</h2>}
      <ul className="grid grid-cols-2 lg:grid-cols-4 gap-6 list-none p-0">
        {tiles.map((tile) => (
          <li key={`${tile.title}|${tile.link.cached_url}${tile.link.url}`}>
            <RecommendedSubTeaserTile {...tile} slot={TILE_SLOT} />
          </li>
        ))}
      </ul>
    </section>
  );
}
