// Feed block: a grid of idea cards (photo, title, short text), each linking to its idea or product page.
import * as v from 'valibot';
import { columnSlot } from '../../domain/image-slots';
import { CmsImageSchema, CmsLinkSchema } from '../../schemas/cms';
import { Image } from '../Image';
import { Link } from '../Link';
import { useCmsHref } from '../use-cms-href';

export const FeedSchema = v.object({
  headline: v.optional(v.string(), ''),
  items: v.array(
    v.looseObject({
      title: v.pipe(v.string(), v.minLength(1, 'a feed card needs a title')),
      image: CmsImageSchema,
      link: CmsLinkSchema,
      text: v.optional(v.string(), ''),
    }),
  ),
});

/** A card of the grid: one column, two from sm, three from xl, `gap-6`. */
const IMAGE_SLOT = columnSlot({ base: { gap: 24 }, sm: { columns: 2 }, xl: { columns: 3 } });

/** The idea cards: one column on phones, up to three on wide screens. */
export function Feed({ headline, items }: v.InferOutput<typeof FeedSchema>) {
  const href = useCmsHref();
  return (
    <section className="my-10">
      {headline && <h2 className="font-head text-3xl font-semibold mb-6">{headline}</h2>}
      <ul className="grid sm:grid-cols-2 xl:grid-cols-3 gap-6 list-none p-0">
        {items.map((item) => (
          <li key={`${item.title}|${item.link.cached_url}${item.link.url}`}>
            <Link
              href={href(item.link)}
              className="group block h-full no-underline text-ink rounded-xl bg-cream overflow-hidden"
            >
              <Image
                src={item.image.filename}
                alt={item.image.alt}
                preset="teaser"
                slot={IMAGE_SLOT}
                className="block w-full h-auto object-cover"
              />
              <span className="block p-4">
                <span className="block font-head text-xl font-semibold group-hover:text-accent">
                  {item.title}
                </span>
                {item.text && <span className="mt-2 block text-muted">{item.text}</span>}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
