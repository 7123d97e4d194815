// Frame block: the frame choice of a wall-art product. A GET form to the photo-frame configurator that hands over
// the material, the size and the frame the shopper picked, one swatch per related FrameType story that frames the
// material; no frame is preselected, and the form works without JavaScript.
import * as v from 'valibot';
import { optionName, PRODUCT_TEXTS } from '#i18n/product-texts';
import { materialUnit } from '../../domain/channel-config';
import { formatLabel, parseFormat } from '../../domain/formats';
import { FRAME_MATERIALS, frameFamilies, frameFamilyOf, frameFits } from '../../domain/frames';
import { BlockImageSchema } from '../../domain/product-fields';
import { configuratorPath } from '../../domain/product-kind';
import { localizePath } from '../../domain/site';
import { optionalField, optionField } from '../../schemas/storyblok-fields';
import { Image } from '../Image';
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
  image: optionalField(BlockImageSchema),
});

export const FrameSchema = v.object({
  headline: v.optional(v.string(), ''),
  /** Related FrameType stories; uuids the content client could not resolve are left out. */
  frameTypes: resolvedStories(FrameTypeContentSchema),
  /** The material framed; without it the shopper picks one that the frames fit. */
  materialType: optionField(FRAME_MATERIALS, 'unknown frame material'),
  /** The sizes offered (`60x40`), the first preselected; without them the designer asks for the size. */
  formats: v.optional(
    v.array(
      v.pipe(
        v.string(),
        v.check((value) => parseFormat(value).width > 0, 'format is a size such as 60x40'),
      ),
    ),
    [],
  ),
});
type FrameBlock = v.InferOutput<typeof FrameSchema>;
type FrameStory = FrameBlock['frameTypes'][number];

/** The frames the block offers: those of a known family that frame the material, its default family first. */
function offered(frameTypes: readonly FrameStory[], material: string | undefined): FrameStory[] {
  if (!material) return frameTypes.filter(({ content }) => frameFamilyOf(content.frameType) !== null);
  const families = frameFamilies(material);
  const rank = (story: FrameStory) => {
    const family = frameFamilyOf(story.content.frameType);
    return family ? families.indexOf(family) : -1;
  };
  return frameTypes
    .filter(({ content }) => frameFits(material, content.frameType))
    .sort((a, b) => rank(a) - rank(b));
}

const SELECT = 'rounded-lg border border-line bg-surface px-3 py-2';

/** The frame choice; nothing when no resolved frame fits. */
export function Frame({ headline, frameTypes, materialType, formats }: FrameBlock) {
  const { site } = usePage();
  const texts = PRODUCT_TEXTS[site.language];
  const frames = offered(frameTypes, materialType);
  if (frames.length === 0) return null;
  const materials = FRAME_MATERIALS.filter((material) =>
    frames.some(({ content }) => frameFits(material, content.frameType)),
  );
  const unit = materialUnit(site, materialType ?? '');
  return (
    <section className="my-10">
      {headline && <h2 className="font-head text-2xl font-semibold mb-4">{headline}</h2>}
      <form
        action={localizePath(site, configuratorPath('photoframe'))}
        method="get"
        className="grid gap-4"
        data-frame-choice=""
      >
        <div className="flex flex-wrap items-center gap-4">
          {materialType ? (
            <input type="hidden" name="materialType" value={materialType} />
          ) : (
            <label className="flex items-center gap-2 font-semibold">
              {texts.material}
              <select name="materialType" required className={SELECT}>
                {materials.map((material) => (
                  <option key={material} value={material}>
                    {optionName({ value: material }, site.language)}
                  </option>
                ))}
              </select>
            </label>
          )}
          {formats.length > 0 && (
            <label className="flex items-center gap-2 font-semibold">
              {texts.format}
              <select name="format" className={SELECT} data-frame-format="">
                {formats.map((format) => (
                  <option key={format} value={format}>
                    {formatLabel(format, unit, site.locale)}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
        <fieldset className="m-0 border-0 p-0">
          <legend className="mb-3 font-semibold">{texts.frame}</legend>
          <ul className="flex flex-wrap gap-4 list-none p-0 m-0">
            {frames.map(({ uuid, content: frame }) => (
              <li key={uuid} data-frame-type={frame.frameType}>
                <label className="group flex cursor-pointer items-center gap-3 rounded-full border border-line bg-surface py-1 pl-1 pr-4 text-ink hover:border-accent has-[:checked]:border-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent">
                  <input type="radio" name="frameType" value={frame.frameType} required className="sr-only" />
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
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <button
          type="submit"
          className="justify-self-start rounded-full bg-accent px-6 py-3 font-semibold text-accent-ink cursor-pointer hover:opacity-90"
          data-frame-design=""
        >
          {texts.designNow}
        </button>
      </form>
    </section>
  );
}
