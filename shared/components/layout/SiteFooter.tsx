// The site footer, in order: link box, newsletter, communication tiles, customer opinions, SEO
// text, breadcrumb, payment methods, footer boxes and the copyright line. The collapsing parts are server HTML
// toggled by the boot script (no React); their start state is plain CSS, and without scripting (`noscript:`
// variants, the `scripting` media feature) every panel shows.
import * as v from 'valibot';
import { NewsletterBlock, NewsletterBlockSchema } from '../blocks/NewsletterBlock';
import { usePage } from '../page-context';
import { DeferredBreadcrumb } from './Breadcrumb';
import { CustomerOpinions } from './footer/CustomerOpinions';
import { FooterBoxes } from './footer/FooterBoxes';
import { FooterLinkBox } from './footer/FooterLinkBox';
import { FooterSeoText } from './footer/FooterSeoText';
import { FooterTiles } from './footer/FooterTiles';
import { linkBoxProps, parseFooterOverride, tilesProps } from './footer/footer-override';
import { PaymentMethods } from './footer/PaymentMethods';
import type { PageFurniture } from './page-furniture';

/** The global config leaves unset colours empty; the newsletter block wants them absent then. */
function withoutEmpty(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ''));
}

/** The footer's id: the document's first paint waits until the parser reaches it. */
export const FOOTER_ID = 'site-footer';

export function SiteFooter({ page, year }: { page: PageFurniture; year: number }) {
  const { site, texts } = usePage();
  const { footer } = page.furniture;
  const override = parseFooterOverride(page.footerOverride);
  const linkBox = override.linkBox ?? footer.linkBox;
  const newsletter = footer.newsletter && v.safeParse(NewsletterBlockSchema, withoutEmpty(footer.newsletter));
  const boxes = footer.boxes;
  return (
    <footer id={FOOTER_ID} className="mt-12 border-t border-line bg-cream text-ink" data-footer="">
      <div className="mx-auto max-w-screen-xl px-4">
        {linkBox && linkBox.linkLists.length > 0 && <FooterLinkBox {...linkBoxProps(linkBox)} />}
        {newsletter?.success && <NewsletterBlock {...newsletter.output} container="footer" />}
        {footer.communicationTiles && footer.communicationTiles.length > 0 && (
          <FooterTiles tiles={tilesProps(footer.communicationTiles)} />
        )}
        {footer.customerOpinions && <CustomerOpinions {...footer.customerOpinions} />}
        {override.seoText && <FooterSeoText {...override.seoText} />}
      </div>
      <div className="border-t border-line bg-surface">
        <div className="mx-auto max-w-screen-xl px-4">
          <DeferredBreadcrumb items={page.breadcrumbs} />
          <PaymentMethods methods={footer.paymentMethods ?? []} />
          {boxes && <FooterBoxes {...boxes} />}
          <p className="m-0 border-t border-line py-6 text-center text-sm text-muted" data-copyright="">
            {`© ${year} ${site.shopName}. ${texts.footer.rights}`}
          </p>
        </div>
      </div>
    </footer>
  );
}
