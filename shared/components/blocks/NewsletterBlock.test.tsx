// Newsletter block: native form with the spec's fields and e-mail pattern, colours; rejected colours.
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { demoBlocks, renderInPage } from '../../../test/fixtures/render';
import { NEWSLETTER_EMAIL_PATTERN, NewsletterBlock, NewsletterBlockSchema } from './NewsletterBlock';

const DEMO = demoBlocks('NewsletterBlock')[0] ?? {};
const render = (input: unknown, url?: string) =>
  renderInPage(<NewsletterBlock {...v.parse(NewsletterBlockSchema, input)} />, url);
/** The browser's reading of `pattern`: anchored, with the v flag. */
const pattern = new RegExp(`^(?:${NEWSLETTER_EMAIL_PATTERN})$`, 'v');

describe('NEWSLETTER_EMAIL_PATTERN', () => {
  test.each([
    'anna@example.com',
    'anna.weiss+news@example.co.uk',
    'a_b%c-d@mail-server.example.ch',
    'x@y.de',
  ])('accepts %s', (address) => {
    expect(pattern.test(address)).toBe(true);
  });

  test.each([
    'anna',
    'anna@example',
    'anna@example.c',
    'an na@example.com',
    'anna@exa mple.com',
    'anna!@example.com',
    '@example.com',
    'anna@.com',
  ])('refuses %s', (address) => {
    expect(pattern.test(address)).toBe(false);
  });
});

describe('NewsletterBlock', () => {
  test('posts natively to the newsletter endpoint with the spec fields', () => {
    const html = render(DEMO);
    expect(html).toMatch(/<form [^>]*action="\/web-api\/newsletter-subscribe" method="post">/);
    const email = /<input type="email"[^>]*>/.exec(html)?.[0] ?? '';
    expect(email).toContain('name="email"');
    expect(email).toContain('required=""');
    expect(email).toContain(`pattern="${NEWSLETTER_EMAIL_PATTERN}"`);
    expect(html).toContain('<input type="hidden" name="reCaptchaToken" value=""/>');
    expect(html).not.toContain('<script');
  });

  test.each([
    ['http://kartenliebe.ch.localhost:8787/fr/', '/fr/web-api/newsletter-subscribe'],
    ['http://kartenliebe.be.localhost:8787/fr/cartes/', '/fr/web-api/newsletter-subscribe'],
    ['http://kartenliebe.it.localhost:8787/d/de/', '/d/de/web-api/newsletter-subscribe'],
    ['http://kartenliebe.lu.localhost:8787/', '/web-api/newsletter-subscribe'],
    ['http://poster.co.uk.localhost:8787/d/wall-art', '/d/web-api/newsletter-subscribe'],
  ])('on %s the form posts to %s: the locale and platform of its page', (url, action) => {
    expect(render(DEMO, url)).toContain(`action="${action}"`);
  });

  test('the unique identifier is the current page path with its locale prefix', () => {
    expect(render(DEMO, 'http://kartenliebe.ch.localhost:8787/fr/')).toContain(
      '<input type="hidden" name="uniqueIdentifier" value="/fr/"/>',
    );
    expect(render(DEMO, 'http://kartenliebe.ch.localhost:8787/fr/cartes/')).toContain(
      'name="uniqueIdentifier" value="/fr/cartes/"',
    );
    expect(render(DEMO, 'http://poster.co.uk.localhost:8787/wall-art')).toContain(
      'name="uniqueIdentifier" value="/wall-art"',
    );
  });

  test('shows the demo texts and colours', () => {
    const html = render(DEMO);
    expect(html).toMatch(new RegExp(`<h2[^>]*>${String(DEMO.headline)}</h2>`));
    expect(html).toContain(`placeholder="${String(DEMO.inputPlaceholder)}"`);
    expect(html).toContain(`>${String(DEMO.ctaText)}</button>`);
    expect(html).toContain(`>${String(DEMO.newsletterText)}</p>`);
    // The colour picker's values, as the demo space stores them.
    const picked = (value: unknown) => (value as { color: string }).color;
    expect(html).toContain(
      `style="background-color:${picked(DEMO.backgroundColor)};color:${picked(DEMO.textColor)}"`,
    );
  });

  test('without colours the section keeps the token colours and no inline style', () => {
    const html = render({ ...DEMO, backgroundColor: undefined, textColor: undefined });
    expect(html).not.toContain('style=');
  });

  test.each([
    ['no button text', { ...DEMO, ctaText: '' }],
    ['no headline', { ...DEMO, headline: undefined }],
  ])('rejects %s', (_name, bad) => {
    expect(v.safeParse(NewsletterBlockSchema, bad).success).toBe(false);
  });

  test.each([
    ['a background colour that is not #hex', { ...DEMO, backgroundColor: 'white' }],
    ['a text colour with a script', { ...DEMO, textColor: 'red;background:url(x)' }],
  ])('skips %s: the section keeps the token colour, no inline style of it', (_name, bad) => {
    const html = render(bad);
    expect(html).not.toContain('white');
    expect(html).not.toContain('url(x)');
  });
});
