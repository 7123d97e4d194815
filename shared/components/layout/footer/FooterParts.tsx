// The footer's two shared parts around the page's breadcrumb: above it the link box, newsletter,
// communication tiles, customer opinions and SEO text; below it payment methods, footer boxes and copyright.
import * as v from 'valibot';
import type { Furniture } from '../../../schemas/furniture';
import { Boundary, useRenderLog } from '../../Boundary';
import { NewsletterBlock, NewsletterBlockSchema } from '../../blocks/NewsletterBlock';
import { usePage } from '../../page-context';
import { CustomerOpinions } from './CustomerOpinions';
import { FooterBoxes } from './FooterBoxes';
import { FooterLinkBox } from './FooterLinkBox';
import { FooterSeoText } from './FooterSeoText';
import { FooterTiles } from './FooterTiles';
import { linkBoxProps, parseFooterOverride, tilesProps } from './footer-override';
import { PaymentMethods } from './PaymentMethods';

/** The global config leaves unset colours empty; the newsletter block wants them absent then. */
function withoutEmpty(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ''));
}

export function FooterTop({
  furniture,
  footerOverride,
}: {
  furniture: Furniture;
  footerOverride: unknown[];
}) {
  const { footer } = furniture;
  const log = useRenderLog();
  // A broken override block is the page's content: skipped and logged, as a block of its body would be.
  const override = parseFooterOverride(footerOverride, (skipped) =>
    log.warn(skipped.component === 'SeoText' ? 'richtext-render-error' : 'hybrid-parse-error', {
      ...skipped,
      part: 'footerOverride',
    }),
  );
  const linkBox = override.linkBox ?? footer.linkBox;
  const newsletter = footer.newsletter && v.safeParse(NewsletterBlockSchema, withoutEmpty(footer.newsletter));
  return (
    <>
      {linkBox && linkBox.linkLists.length > 0 && (
        <Boundary component="footer-link-box">
          <FooterLinkBox {...linkBoxProps(linkBox)} />
        </Boundary>
      )}
      {newsletter?.success && (
        <Boundary component="footer-newsletter">
          <NewsletterBlock {...newsletter.output} container="footer" />
        </Boundary>
      )}
      {footer.communicationTiles && footer.communicationTiles.length > 0 && (
        <Boundary component="footer-communication-tiles">
          <FooterTiles tiles={tilesProps(footer.communicationTiles)} />
        </Boundary>
      )}
      {footer.customerOpinions && (
        <Boundary component="footer-customer-opinions">
          <CustomerOpinions {...footer.customerOpinions} />
        </Boundary>
      )}
      {override.seoText && (
        <Boundary component="footer-seo-text">
          <FooterSeoText {...override.seoText} />
        </Boundary>
      )}
    </>
  );
}

export function FooterEnd({ furniture, year }: { furniture: Furniture; year: number }) {
  const { site, texts } = usePage();
  const { footer } = furniture;
  return (
    <>
      <Boundary component="footer-payment-methods">
        <PaymentMethods methods={footer.paymentMethods ?? []} />
      </Boundary>
      {footer.boxes && <FooterBoxes {...footer.boxes} />}
      <p className="m-0 border-t border-line py-6 text-center text-sm text-muted" data-copyright="">
        {`© ${year} ${site.shopName}. ${texts.footer.rights}`}
      </p>
    </>
  );
}
