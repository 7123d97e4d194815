// Footer of the global config: link box, newsletter, communication tiles, payment logos and footer boxes.
import { BRAND, link } from './blocks';
import { familiesFor } from './families';
import { footerBoxes } from './footer-boxes';
import { categoryPath, parts } from './paths';
import type { Scope } from './story';

const PAYMENTS = ['paypal', 'visa', 'mastercard', 'klarna', 'amex'] as const;

export function footer(scope: Scope): Record<string, unknown> {
  const { texts, row, channel } = scope;
  const page = (id: 'contact' | 'shipping' | 'faq' | 'imprint' | 'privacy' | 'themes') => ({
    text: texts.pages[id].title,
    link: link(texts.pages[id].slug),
  });
  const products = familiesFor(channel).map((family) => ({
    text: family.name[row.language],
    link: link(categoryPath(family, row.language)),
  }));
  const [headline = '', productsTitle, serviceTitle, companyTitle] = texts.linkBox;
  const company =
    channel === 'kartenliebe'
      ? [page('themes'), page('imprint'), page('privacy')]
      : [page('imprint'), page('privacy')];
  const tilePages = ['contact', 'shipping', 'faq'] as const;
  const [newsHeadline, inputPlaceholder, ctaText, newsletterText] = parts(texts.newsletter, 4);
  return {
    linkBox: {
      headline,
      linkLists: [
        { headline: productsTitle, links: products },
        { headline: serviceTitle, links: [page('contact'), page('shipping'), page('faq')] },
        { headline: companyTitle, links: company },
      ],
    },
    newsletter: {
      headline: newsHeadline,
      inputPlaceholder,
      ctaText,
      newsletterText,
      backgroundColor: BRAND[channel].surface,
      textColor: BRAND[channel].ink,
    },
    communicationTiles: texts.tiles.map((tile, index) => {
      const [tileHeadline, headlineShort, tileText, cta = ''] = parts(tile, 4);
      const target = texts.pages[tilePages[index] ?? 'contact'].slug;
      return {
        component: 'CommunicationTile',
        headline: tileHeadline,
        headlineShort,
        text: tileText,
        cta: [{ text: cta, link: link(target) }],
      };
    }),
    customerOpinions: {
      headline: parts(texts.reviews[0] ?? '', 2)[0],
      stars: 4.8,
      totalReviews: 20_418,
      link: link(texts.pages.contact.slug),
    },
    paymentMethods: PAYMENTS.map((id) => ({ id, filename: `/demo-images/pay-${id}.svg` })),
    boxes: footerBoxes(scope),
  };
}
