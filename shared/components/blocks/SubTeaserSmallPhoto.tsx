import { columnSlot } from '../../domain/image-slots';
import { Image } from '../Image';
import { Link } from '../Link';
import { useCmsHref } from '../use-cms-href';
import { SubTeaserCta, type SubTeaserFields, SubTeaserLargePhotoSchema } from './SubTeaserLargePhoto';

/** The same fields as the large-photo sub-teaser. */
export const SubTeaserSmallPhotoSchema = SubTeaserLargePhotoSchema;

/** The image's column: `p-4`, from sm a track of at most 380 px. */
const IMAGE_SLOT = columnSlot({ base: { padding: 16 }, sm: { max: 380 } });

/** A card: a small photo (the spec's 380 px sub-teaser size) beside the text; one link around all of it. */
export function SubTeaserSmallPhoto({ headline, text, image, link, cta }: SubTeaserFields) {
  const href = useCmsHref();
  return (
    <section className="my-10">
      <Link
        href={href(link)}
        className="group grid sm:grid-cols-[minmax(0,380px)_1fr] items-center gap-6 no-underline text-ink rounded-xl bg-cream p-4"
      >
        <Image
          src={image.filename}
          alt={image.alt}
          preset="subteaser"
          ratio="4/3"
          slot={IMAGE_SLOT}
          className="block w-full h-auto rounded-lg object-cover"
        />
        <div>
          <h2 className="font-head text-2xl font-semibold mb-2 group-hover:text-accent">{headline}</h2>
          {text && <p className="text-muted max-w-prose">{text}</p>}
          <SubTeaserCta text={cta} />
        </div>
      </Link>
    </section>
  );
}
