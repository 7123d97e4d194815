// The footer's link box (island footer-links): its link lists side by side from 720 px, collapsing below.
import type { FooterLinkBox as FooterLinkBoxData } from '../../../schemas/footer';
import { Link } from '../../Link';
import { usePage } from '../../page-context';
import { useCmsHref } from '../../use-cms-href';
import { FooterSection } from './FooterSection';

export function FooterLinkBox({ headline, linkLists }: FooterLinkBoxData) {
  const { texts } = usePage();
  const href = useCmsHref();
  return (
    <nav aria-label={headline || texts.footer.links} className="py-8" data-footer-links="">
      <h2 className={headline ? 'mb-4 font-head text-2xl font-semibold' : 'sr-only'}>
        {headline || texts.footer.links}
      </h2>
      <div className="grid gap-x-8 min-[720px]:grid-cols-3 lg:grid-cols-4">
        {linkLists.map((list, index) => (
          <FooterSection
            key={`${list.headline}|${list.links.length}`}
            sectionKey={`list-${index}`}
            title={list.headline}
            marker="list"
          >
            <ul className="m-0 list-none space-y-2 p-0 pb-3">
              {list.links.map((entry) => (
                <li key={`${entry.text}|${entry.link.url}${entry.link.cached_url}`} className="leading-snug">
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
          </FooterSection>
        ))}
      </div>
    </nav>
  );
}
