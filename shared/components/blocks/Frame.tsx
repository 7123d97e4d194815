// Frame block: the frame choice of a wall-art product, one swatch and name per related FrameType story,
// each opening the photo-frame configurator with that frame.
import * as v from 'valibot';
import { BlockImageSchema } from '../../domain/product-fields';
import { configuratorHref } from '../../domain/product-kind';
import { localizePath } from '../../domain/site';
import { Image } from '../Image';
import { Link } from '../Link';
import { usePage } from '../page-context';
import { resolvedStories } from './fields';

/** The content of a FrameType story (each frame has a long and a short display name). */
export const FrameTypeContentSchema = v.looseObject({
  component: v.literal('FrameType'),
  frameType: v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'frame type must be a kebab-case id')),
  frameFamily: v.optional(v.string()),
  name: v.pipe(v.string(), v.minLength(1, 'frame type needs a name')),
  shortName: v.optional(v.string()),
  /** The colour swatch. */
  image: v.optional(BlockImageSchema),
});

export const FrameSchema = v.object({
  headline: v.optional(v.string(), ''),
  /** Related FrameType stories; uuids the content client could not resolve are left out. */
  frameTypes: resolvedStories(FrameTypeContentSchema),
});

/** The frame options; nothing when no frame type was resolved. */
export function Frame({ headline, frameTypes }: v.InferOutput<typeof FrameSchema>) {
  const { site } = usePage();
  if (frameTypes.length === 0) return null;
  return (
    <section className="my-10">
      {headline && <h2 className="font-head text-2xl font-semibold mb-4">{headline}</h2>}
      <ul className="flex flex-wrap gap-4 list-none p-0">
        {frameTypes.map(({ uuid, content: frame }) => (
          <li key={uuid} data-frame-type={frame.frameType}>
            <Link
              href={localizePath(site, configuratorHref('photoframe', { frameType: frame.frameType }))}
              className="group flex items-center gap-3 rounded-full border border-line bg-surface py-1 pl-1 pr-4 no-underline text-ink hover:border-accent"
            >
              {frame.image && (
                <Image
                  src={frame.image.filename}
                  alt=""
                  width={48}
                  ratio="1/1"
                  className="h-12 w-12 rounded-full bg-cream"
                />
              )}
              <span className="font-semibold group-hover:text-accent">{frame.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
