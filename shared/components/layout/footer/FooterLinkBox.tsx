// The footer's link box (island footer-links): its link lists side by side from 720 px, collapsing below.
import type { FooterLinkBox as FooterLinkBoxData } from '../../../schemas/footer';
import { LinkList } from '../../LinkList';
import { usePage } from '../../page-context';
import { FooterSection } from './FooterSection';

export function FooterLinkBox({ headline, linkLists }: FooterLinkBoxData) {
  const { texts } = usePage();
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
            <LinkList links={list.links} className="m-0 pb-3" />
          </FooterSection>
        ))}
      </div>
    </nav>
  );
}
