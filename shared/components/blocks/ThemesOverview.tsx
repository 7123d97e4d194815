// Themes overview block: tiles of card themes (occasions), each linking to its theme page /themes/<id>.
import * as v from 'valibot';
import { columnSlot } from '../../domain/image-slots';
import { localizePath } from '../../domain/site';
import { CmsImageSchema } from '../../schemas/cms';
import { optionalField } from '../../schemas/storyblok-fields';
import { Image } from '../Image';
import { Link } from '../Link';
import { usePage } from '../page-context';

/** A theme id the theme route accepts (letters, digits or -); the CMS may store it as a number. */
const ThemeIdSchema = v.pipe(
  v.union([v.pipe(v.number(), v.integer(), v.minValue(0)), v.string()], 'theme id must be a number or text'),
  v.transform(String),
  v.regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/, 'theme id must be letters, digits or -'),
);

export const ThemesOverviewSchema = v.object({
  headline: v.optional(v.string(), ''),
  themes: v.array(
    v.looseObject({
      id: ThemeIdSchema,
      title: v.pipe(v.string(), v.minLength(1, 'a theme needs a title')),
      image: optionalField(CmsImageSchema),
    }),
  ),
});

/** A tile of the grid: two columns, three from md, five from xl, `gap-4`. */
const IMAGE_SLOT = columnSlot({ base: { columns: 2, gap: 16 }, md: { columns: 3 }, xl: { columns: 5 } });

/** The theme tiles; links follow the theme route, not the CMS link field, so they always match the router. */
export function ThemesOverview({ headline, themes }: v.InferOutput<typeof ThemesOverviewSchema>) {
  const { site } = usePage();
  return (
    <section className="my-10">
      {headline && <h2 className="font-head text-3xl font-semibold mb-6">{headline}</h2>}
      <ul className="grid grid-cols-2 md:grid-cols-3 xl:grid-cols-5 gap-4 list-none p-0">
        {themes.map((theme) => (
          <li key={theme.id}>
            <Link
              href={localizePath(site, `/themes/${theme.id}`)}
              className="group block no-underline text-ink"
            >
              {theme.image && (
                <Image
                  src={theme.image.filename}
                  alt={theme.image.alt}
                  preset="tile"
                  slot={IMAGE_SLOT}
                  className="block w-full h-auto rounded-xl bg-cream"
                />
              )}
              <span className="mt-2 block font-semibold group-hover:text-accent">{theme.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
