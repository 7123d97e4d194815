// Shop block: cross-shop links to the group's other shops, each with a name, a short text and a logo.
import * as v from 'valibot';
import { fixedSlot } from '../../domain/images';
import { CmsImageSchema, CmsLinkSchema } from '../../schemas/cms';
import { optionalField } from '../../schemas/storyblok-fields';
import { Image } from '../Image';
import { Icon } from '../icons/Icon';
import { Link } from '../Link';
import { useCmsHref } from '../use-cms-href';

export const ShopSchema = v.object({
  headline: v.optional(v.string(), ''),
  shops: v.array(
    v.looseObject({
      name: v.pipe(v.string(), v.minLength(1, 'a shop needs a name')),
      text: v.optional(v.string(), ''),
      link: CmsLinkSchema,
      image: optionalField(CmsImageSchema),
    }),
  ),
});

/** The logo is `w-16`. */
const IMAGE_SLOT = fixedSlot(64);

/** The shop cards; the links usually leave the site, so external targets are allowed here. */
export function Shop({ headline, shops }: v.InferOutput<typeof ShopSchema>) {
  const href = useCmsHref();
  return (
    <section className="my-10">
      {headline && <h2 className="font-head text-3xl font-semibold mb-6">{headline}</h2>}
      <ul className="grid sm:grid-cols-2 lg:grid-cols-3 gap-6 list-none p-0">
        {shops.map((shop) => (
          <li key={shop.name}>
            <Link
              href={href(shop.link)}
              allowExternal
              className="group flex h-full items-start gap-4 rounded-xl border border-line p-5 no-underline text-ink hover:border-accent"
            >
              {shop.image && (
                <Image
                  src={shop.image.filename}
                  alt={shop.image.alt}
                  preset="footerDefault"
                  ratio="1/1"
                  slot={IMAGE_SLOT}
                  className="block shrink-0 w-16 h-auto rounded-lg"
                />
              )}
              <span className="block">
                <span className="flex items-center gap-1 font-head text-xl font-semibold group-hover:text-accent">
                  {shop.name}
                  <Icon name="external-link" size={16} />
                </span>
                {shop.text && <span className="mt-1 block text-muted">{shop.text}</span>}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
