// Sub-teaser tiles block: category tiles with an image and a title, each a link.
import * as v from 'valibot';
import { columnSlot } from '../../domain/image-slots';
import { CmsImageSchema, CmsLinkSchema } from '../../schemas/cms';
import { optionalField } from '../../schemas/storyblok-fields';
import { Image } from '../Image';
import { Link } from '../Link';
import { useCmsHref } from '../use-cms-href';

export const SubTeaserTilesSchema = v.object({
  headline: v.optional(v.string(), ''),
  tiles: v.array(
    v.looseObject({ title: v.string(), image: optionalField(CmsImageSchema), link: CmsLinkSchema }),
  ),
});

/** A tile of the grid: two columns, three from md, six from xl, `gap-4`. */
const IMAGE_SLOT = columnSlot({ base: { columns: 2, gap: 16 }, md: { columns: 3 }, xl: { columns: 6 } });

export function SubTeaserTiles({ headline, tiles }: v.InferOutput<typeof SubTeaserTilesSchema>) {
  const href = useCmsHref();
  return (
    <section className="my-10">
      {headline && <h2 className="font-head text-3xl font-semibold mb-6">{headline}</h2>}
      <ul className="grid grid-cols-2 md:grid-cols-3 xl:grid-cols-6 gap-4 list-none p-0">
        {tiles.map((tile) => (
          <li key={tile.title}>
            <Link href={href(tile.link)} className="group block no-underline text-ink">
              {tile.image && (
                <Image
                  src={tile.image.filename}
                  alt={tile.image.alt}
                  preset="tile"
                  slot={IMAGE_SLOT}
                  className="w-full h-auto rounded-xl bg-cream"
                />
              )}
              <span className="mt-2 block font-semibold group-hover:text-accent">{tile.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
