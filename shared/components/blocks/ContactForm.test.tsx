// The contact form as the server renders it: the person's card, labelled fields, the optional order number.
import { describe, expect, test } from 'vitest';
import { renderInPage } from '../../../test/fixtures/render';
import { ContactForm } from './ContactForm';
import type { ContactPerson } from './contact-form-props';

const PERSON: ContactPerson = {
  name: 'Anna Weiß',
  role: 'Kundenservice',
  email: 'service@kartenliebe.example',
  phone: '+49 30 000 10 20',
  image: { filename: '/demo-images/person-de.svg', alt: 'Anna Weiß' },
};

describe('ContactForm', () => {
  test('shows the person: photo, name, role, e-mail and phone links', () => {
    const html = renderInPage(<ContactForm headline="Schreib uns" person={PERSON} />);
    expect(html).toContain('data-contact-person');
    expect(html).toMatch(/<img[^>]+alt="Anna Weiß"/);
    expect(html).toContain('demo-images/person-de.svg');
    expect(html).toContain('>Kundenservice</p>');
    expect(html).toContain('href="mailto:service@kartenliebe.example"');
    expect(html).toContain('href="tel:+49300001020"');
  });

  test('without a person the form stands alone', () => {
    const html = renderInPage(<ContactForm headline="Schreib uns" />);
    expect(html).not.toContain('data-contact-person');
    expect(html).toContain('<h2 class="font-head text-2xl font-semibold mb-4">Schreib uns</h2>');
  });

  test('every field has its label in the page language; only the order number is optional', () => {
    const html = renderInPage(
      <ContactForm headline="Write to us" />,
      'http://kartenliebe.co.uk.localhost:8787/',
    );
    for (const [name, label] of [
      ['name', 'Name'],
      ['email', 'Email address'],
      ['orderNumber', 'Order number'],
      ['subject', 'Subject'],
      ['message', 'Your message'],
    ]) {
      const element = new RegExp(`<(?:input|textarea) [^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';
      const id = /id="([^"]+)"/.exec(element)?.[1];
      expect(id, name).toBeDefined();
      expect(html).toContain(`<label for="${id}" class="block mb-1 text-sm font-semibold">${label}`);
    }
    expect(html).toContain('(<!-- -->optional<!-- -->)');
    expect(html.match(/required=""/g)).toHaveLength(4);
    expect(/<input [^>]*name="email"[^>]*>/.exec(html)?.[0]).toContain('type="email"');
    expect(/<textarea [^>]*name="message"[^>]*>/.exec(html)?.[0]).toContain('maxLength="5000"');
  });

  test('the form posts to the contact endpoint, the button says send, no message yet', () => {
    const html = renderInPage(
      <ContactForm headline="Write to us" />,
      'http://kartenliebe.co.uk.localhost:8787/',
    );
    const form = /<form [^>]*>/.exec(html)?.[0] ?? '';
    for (const attribute of ['method="post"', 'action="/web-api/contact-form"', 'noValidate=""']) {
      expect(form).toContain(attribute);
    }
    expect(html).toMatch(/<button type="submit"[^>]*>Send message<\/button>/);
    expect(html).not.toContain('role="alert"');
    expect(html).not.toContain('data-field-error');
  });
});
