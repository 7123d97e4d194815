// The footer boxes (island footer-boxes): about, app links, awards, customer service, international, languages
// and social media, under one heading. Internal links get the page's locale prefix; international and languages
// mark the current link; the cookie-settings link opens the consent second layer instead of navigating.

import { COOKIE_SETTINGS_HASH } from '../../../domain/consent';
import { type FooterLinkTarget, internationalLink, languageLink } from '../../../domain/footer';
import {
  FOOTER_BOX_KINDS,
  type FooterBoxes as FooterBoxesData,
  type FooterBoxItem,
  type FooterBoxKind,
} from '../../../schemas/footer';
import { openConsentSettings } from '../../../state/consent';
import { Boundary } from '../../Boundary';
import { Image } from '../../Image';
import { Link } from '../../Link';
import { usePage } from '../../page-context';
import { useCmsHref } from '../../use-cms-href';
import { FooterSection } from './FooterSection';

/** Image size hints per box. */
const IMAGE_SIZES: Partial<Record<FooterBoxKind, { preset: string; ratio?: string }>> = {
  appLinks: { preset: 'footerApp' },
  awards: { preset: 'footerAward' },
  socialMedia: { preset: 'footerSocial' },
};
const DEFAULT_SIZE = { preset: 'footerDefault', ratio: '2/1' };

const LINK = 'text-muted no-underline hover:text-accent';
const CURRENT = 'font-semibold text-accent no-underline';

function BoxItem({ kind, item }: { kind: FooterBoxKind; item: FooterBoxItem }) {
  const { site } = usePage();
  const href = useCmsHref();
  const url = item.link.url;
  if (url === COOKIE_SETTINGS_HASH) {
    return (
      <button
        type="button"
        onClick={openConsentSettings}
        className={`cursor-pointer border-0 bg-transparent p-0 text-left ${LINK}`}
        data-consent-open=""
      >
        {item.text}
      </button>
    );
  }
  const target: FooterLinkTarget =
    kind === 'international'
      ? internationalLink(url, site)
      : kind === 'languages'
        ? languageLink(url, site)
        : { href: href({ url, cached_url: '' }), current: false };
  const size = IMAGE_SIZES[kind] ?? DEFAULT_SIZE;
  // The link's picture: the image field, else the older `linkImage` (the picture's address as text).
  const picture = item.image ?? (item.linkImage ? { filename: item.linkImage, alt: '' } : undefined);
  return (
    <Link
      href={target.href}
      allowExternal
      title={item.title || undefined}
      aria-current={target.current ? 'true' : undefined}
      className={target.current ? CURRENT : LINK}
    >
      {picture ? <Image src={picture.filename} alt={picture.alt || item.text} {...size} /> : item.text}
    </Link>
  );
}

export function FooterBoxes(boxes: FooterBoxesData) {
  const { texts } = usePage();
  return (
    <div className="grid gap-x-8 py-6 min-[720px]:grid-cols-3 lg:grid-cols-4" data-footer-boxes="">
      {/* The box titles are h3s: this keeps them out from under the payment methods' h2. */}
      <h2 className="sr-only" data-footer-boxes-heading="">
        {texts.footer.boxes}
      </h2>
      {FOOTER_BOX_KINDS.map((kind) => {
        const box = boxes[kind];
        if (!box || box.items.length === 0) return null;
        const images = box.items.some((item) => item.image || item.linkImage);
        return (
          <Boundary key={kind} component={`footer-box-${kind}`}>
            <FooterSection sectionKey={`box-${kind}`} title={box.title} marker="box" className="pb-2">
              <ul
                className={`m-0 list-none p-0 pb-3 ${images ? 'flex flex-wrap items-center gap-3' : 'space-y-2'}`}
                data-footer-box-items={kind}
              >
                {box.items.map((item) => (
                  <li key={`${item.text}|${item.link.url}`} className="flex">
                    <BoxItem kind={kind} item={item} />
                  </li>
                ))}
              </ul>
            </FooterSection>
          </Boundary>
        );
      })}
    </div>
  );
}
