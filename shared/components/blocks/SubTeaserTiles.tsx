// Sub-teaser tiles block: category tiles with an image and a title, each a link.
import * as v from 'valibot';
import { localizePath } from '../../domain/site';
import { CmsImageSchema, CmsLinkSchema, cmsHref } from '../../schemas/cms';
import { Image } from '../Image';
import { Link } from '../Link';
import { usePage } from '../page-context';

export const SubTeaserTilesSchema = v.object({
  headline: v.optional(v.string(), ''),
  tiles: v.array(
    v.looseObject({ title: v.string(), image: v.optional(CmsImageSchema), link: CmsLinkSchema }),
  ),
});

export function SubTeaserTiles({ headline, tiles }: v.InferOutput<typeof SubTeaserTilesSchema>) {
  const { site } = usePage();
  return (
    <section className="my-10">
      {headline && <h2 className="font-head text-3xl font-semibold mb-6">{headline}</h2>}
      <ul className="grid grid-cols-2 md:grid-cols-3 xl:grid-cols-6 gap-4 list-none p-0">
        {tiles.map((tile) => (
          <li key={tile.title}>
            <Link
              href={cmsHref(tile.link, (path) => localizePath(site, path))}
              className="group block no-underline text-ink"
            >
              {tile.image && (
                <Image
                  src={tile.image.filename}
                  alt={tile.image.alt}
                  preset="tile"
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
