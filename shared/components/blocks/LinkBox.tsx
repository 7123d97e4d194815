// Link box (a page's footer override): a headline over lists of links, each list under its own headline.
import * as v from 'valibot';
import { CmsLinkSchema } from '../../schemas/cms';
import { Link } from '../Link';
import { useCmsHref } from '../use-cms-href';

export const LinkBoxSchema = v.object({
  headline: v.optional(v.string(), ''),
  linkLists: v.array(
    v.looseObject({
      headline: v.optional(v.string(), ''),
      links: v.array(
        v.looseObject({
          text: v.pipe(v.string(), v.minLength(1, 'a link needs a text')),
          link: CmsLinkSchema,
        }),
      ),
    }),
  ),
});

/** The link lists side by side on wide screens (the footer's collapsing lists are the footer's own). */
export function LinkBox({ headline, linkLists }: v.InferOutput<typeof LinkBoxSchema>) {
  const href = useCmsHref();
  return (
    <nav className="my-10" aria-label={headline || undefined} data-link-box="">
      {headline && <h2 className="font-head text-2xl font-semibold mb-6">{headline}</h2>}
      <div className="grid sm:grid-cols-2 lg:grid-cols-4 gap-8">
        {linkLists.map((list) => (
          <div key={`${list.headline}|${list.links.map((entry) => entry.text).join('|')}`}>
            {list.headline && <h3 className="font-semibold mb-3">{list.headline}</h3>}
            <ul className="list-none p-0 space-y-2">
              {list.links.map((entry) => (
                <li key={`${entry.text}|${entry.link.cached_url}${entry.link.url}`}>
                  <Link
                    href={href(entry.link)}
                    allowExternal
                    className="text-muted no-underline hover:text-accent"
                  >
                    {entry.text}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}
