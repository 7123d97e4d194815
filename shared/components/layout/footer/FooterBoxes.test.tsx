// The footer boxes as the server renders them: internal links with the page's locale prefix, absolute, tel and
// mailto links untouched, the cookie-settings button, and the boxes' own heading over their titles.
import { describe, expect, test } from 'vitest';
import { renderInPage } from '../../../../test/fixtures/render';
import type { FooterBoxes as FooterBoxesData } from '../../../schemas/footer';
import { FooterBoxes } from './FooterBoxes';

const item = (text: string, url: string) => ({ text, title: '', linkImage: '', link: { url } });

const BOXES: FooterBoxesData = {
  about: { title: 'À propos', items: [item('Cookies', '#cookie-settings')] },
  customerService: {
    title: 'Service client',
    items: [
      item('Contact', '/contact/'),
      item('FAQ', 'faq/'),
      item('Hotline', 'tel:+41441234567'),
      item('E-mail', 'mailto:service@kartenliebe.ch'),
      item('Blog', 'https://blog.example.com/'),
    ],
  },
};

const hrefOf = (html: string, text: string) => html.match(new RegExp(`href="([^"]*)"[^>]*>${text}<`))?.[1];

describe('FooterBoxes', () => {
  test('internal links get the locale prefix of the page', () => {
    const html = renderInPage(<FooterBoxes {...BOXES} />, 'http://kartenliebe.ch.localhost:8787/fr/');
    expect(hrefOf(html, 'Contact')).toBe('/fr/contact/');
    expect(hrefOf(html, 'FAQ')).toBe('/fr/faq/');
  });

  test('without a prefix the path stays as it is; other schemes and hosts are kept', () => {
    const html = renderInPage(<FooterBoxes {...BOXES} />, 'http://kartenliebe.ch.localhost:8787/');
    expect(hrefOf(html, 'Contact')).toBe('/contact/');
    const fr = renderInPage(<FooterBoxes {...BOXES} />, 'http://kartenliebe.ch.localhost:8787/fr/');
    expect(hrefOf(fr, 'Hotline')).toBe('tel:+41441234567');
    expect(hrefOf(fr, 'E-mail')).toBe('mailto:service@kartenliebe.ch');
    expect(hrefOf(fr, 'Blog')).toBe('https://blog.example.com/');
    expect(fr).toMatch(/<button[^>]*data-consent-open="">Cookies<\/button>/);
  });

  test('the box titles (h3) sit under the boxes’ own h2', () => {
    const html = renderInPage(<FooterBoxes {...BOXES} />, 'http://kartenliebe.ch.localhost:8787/fr/');
    const headings = [...html.matchAll(/<(h[1-6])\b/g)].map((match) => match[1]);
    expect(headings[0]).toBe('h2');
    expect(headings.slice(1).every((level) => level === 'h3')).toBe(true);
    expect(html).toMatch(/<h2 class="sr-only"[^>]*>Service et informations<\/h2>/);
  });

  test("an item's linkImage shows as its picture where it has no image field", () => {
    const boxes: FooterBoxesData = {
      awards: {
        title: 'Awards',
        items: [
          { ...item('Top shop', 'https://awards.example.com/'), linkImage: '/demo-images/award-quality.svg' },
        ],
      },
    };
    const html = renderInPage(<FooterBoxes {...boxes} />, 'http://kartenliebe.de.localhost:8787/');
    expect(html).toMatch(/<img[^>]*award-quality\.svg[^>]*alt="Top shop"/);
    expect(html).not.toContain('>Top shop<');
  });
});
