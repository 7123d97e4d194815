// The footer as the server renders it: the spec's order, the page's override (invalid blocks skipped), the
// collapse start state in CSS, the cookie-settings button, the breadcrumb only when there are items.
import { describe, expect, test } from 'vitest';
import { renderInPage } from '../../../test/fixtures/render';
import type { FooterData } from '../../schemas/footer';
import { EMPTY_FURNITURE } from '../../schemas/furniture';
import { settled } from '../request-facts';
import type { PageFurniture } from './page-furniture';
import { SiteFooter } from './SiteFooter';

const link = (url: string) => ({ cached_url: url, url: '' });
const list = (headline: string, ...texts: string[]) => ({
  headline,
  links: texts.map((text) => ({ text, link: link(text.toLowerCase()) })),
});

const FOOTER: FooterData = {
  linkBox: { headline: 'All products', linkLists: [list('Products', 'Cards'), list('Service', 'Contact')] },
  newsletter: {
    headline: 'News',
    inputPlaceholder: 'E-mail',
    ctaText: 'Sign up',
    newsletterText: '',
    backgroundColor: '',
    textColor: '',
  },
  communicationTiles: [{ headline: 'Customer service', headlineShort: 'Service', text: 'Hi', cta: [] }],
  customerOpinions: { headline: '', stars: 4.8, totalReviews: 20418, link: link('contact') },
  paymentMethods: [{ id: 'visa', filename: '/demo-images/pay-visa.svg' }],
  boxes: {
    about: {
      title: 'About',
      items: [{ text: 'Cookie settings', title: '', linkImage: '', link: { url: '#cookie-settings' } }],
    },
    customerService: {
      title: 'Help',
      items: [{ text: 'FAQ', title: '', linkImage: '', link: { url: '/faq/' } }],
    },
  },
};

const SEO = {
  component: 'SeoText',
  headline: 'About calendars',
  text: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Long text' }] }] },
};

function render(page: Partial<PageFurniture> = {}): string {
  const furniture = { ...EMPTY_FURNITURE, footer: FOOTER };
  const props: PageFurniture = {
    furniture,
    activeNavigation: '',
    showSubNavigation: false,
    breadcrumbs: settled([]),
    footerOverride: [],
    whitelabelBanner: false,
    ...page,
  };
  return renderInPage(<SiteFooter page={props} year={2027} />, 'http://kartenliebe.co.uk.localhost:8787/');
}

describe('SiteFooter', () => {
  test('renders the parts in the spec’s order, with the year and shop name', () => {
    const html = render({
      footerOverride: [SEO],
      breadcrumbs: settled([{ text: 'Calendars', href: '/calendars/' }]),
    });
    const order = [
      'data-footer-links',
      'data-newsletter',
      'data-footer-tiles',
      'data-customer-opinions',
      'data-seo-text',
      'data-breadcrumb',
      'data-payment-methods',
      'data-footer-boxes',
      'data-copyright',
    ].map((marker) => html.indexOf(marker));
    expect(order.every((position) => position > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html).toContain('© 2027 kartenliebe.');
    expect(html).toContain('20,418 reviews');
  });

  test('a page’s LinkBox replaces the global one; invalid override blocks are skipped', () => {
    const override = { component: 'LinkBox', headline: 'Calendars', linkLists: [list('Sizes', 'A4')] };
    const html = render({ footerOverride: [override, { component: 'SeoText', text: 'not rich text' }] });
    expect(html).toContain('Sizes');
    expect(html).not.toContain('>Products<');
    expect(html).not.toContain('data-seo-text');
    const broken = render({ footerOverride: [{ component: 'LinkBox', linkLists: 'none' }] });
    expect(broken).toContain('Products');
  });

  test('below 720 px the first list and the customer service box start open, in CSS', () => {
    const html = render();
    expect(html).toMatch(/data-footer-list="list-0" data-open="true"/);
    expect(html).toMatch(/data-footer-list="list-1" data-open="false"/);
    expect(html).toMatch(/id="footer-list-1" class="pt-3 max-\[719px\]:hidden/);
    expect(html).toMatch(/data-footer-box="box-customerService" data-open="true"/);
    expect(html).toMatch(/data-footer-box="box-about" data-open="false"/);
  });

  test('the cookie-settings link is a button; no breadcrumb without items', () => {
    const html = render();
    expect(html).toMatch(/<button[^>]*data-consent-open="">Cookie settings<\/button>/);
    expect(html).not.toContain('href="#cookie-settings"');
    expect(html).not.toContain('data-breadcrumb');
  });
});

describe('heading outline', () => {
  const headings = (html: string) =>
    [...html.matchAll(/<h([1-6])[^>]*>(.*?)<\/h\1>/g)].map(([, level]) => Number(level));

  test('every h3 of the footer sits under an h2 of its own part, also without CMS headlines', () => {
    const html = render({
      furniture: {
        ...EMPTY_FURNITURE,
        footer: { ...FOOTER, linkBox: { headline: '', linkLists: FOOTER.linkBox?.linkLists ?? [] } },
      },
    });
    const levels = headings(html);
    expect(levels.length).toBeGreaterThan(4);
    expect(levels[0]).toBe(2);
    for (const [index, level] of levels.entries()) {
      if (index > 0) expect(level - (levels[index - 1] ?? 2)).toBeLessThanOrEqual(1);
    }
    expect(html).toContain('<h2 class="sr-only">More from our shop</h2>');
    expect(html).toContain('<h2 class="sr-only">How we help</h2>');
  });
});
