// Link box (a page's footer override): a headline over lists of links, each list under its own headline.
import * as v from 'valibot';
import { CmsLinkSchema } from '../../schemas/cms';
import { LinkList } from '../LinkList';

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
  return (
    <nav className="my-10" aria-label={headline || undefined} data-link-box="">
      {headline && <h2 className="font-head text-2xl font-semibold mb-6">{headline}</h2>}
      <div className="grid sm:grid-cols-2 lg:grid-cols-4 gap-8">
        {linkLists.map((list) => (
          <div key={`${list.headline}|${list.links.map((entry) => entry.text).join('|')}`}>
            {list.headline && <h3 className="font-semibold mb-3">{list.headline}</h3>}
            <LinkList links={list.links} className="" />
          </div>
        ))}
      </div>
    </nav>
  );
}
