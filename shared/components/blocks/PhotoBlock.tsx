// Photo block: one large photo with an optional caption, in the aspect ratio the editor chose.
import * as v from 'valibot';
import { PAGE_COLUMN } from '../../domain/image-slots';
import { CmsImageSchema } from '../../schemas/cms';
import { Image } from '../Image';

export const PhotoBlockSchema = v.object({
  image: CmsImageSchema,
  caption: v.optional(v.string(), ''),
  /** `number/number`, e.g. `16/9` (3/2 when empty); anything else warns. */
  ratio: v.optional(v.string(), ''),
});

const DEFAULT_RATIO = '3/2';

/** A full-width photo, lazy below the fold, with its caption as figcaption. */
export function PhotoBlock({ image, caption, ratio }: v.InferOutput<typeof PhotoBlockSchema>) {
  return (
    <figure className="my-10 mx-0">
      <Image
        src={image.filename}
        alt={image.alt}
        width={1200}
        ratio={ratio || DEFAULT_RATIO}
        slot={PAGE_COLUMN}
        className="block w-full h-auto rounded-xl bg-cream object-cover"
      />
      {caption && <figcaption className="mt-3 text-sm text-muted">{caption}</figcaption>}
    </figure>
  );
}
