// Help messenger content: which links the panel lists, the hotline's tel: href, the no-script fallback.
import { describe, expect, test } from 'vitest';
import type { HelpLink } from '../schemas/furniture-islands';
import { helpLinks, launcherFallbackHref } from './help-launcher';

const faq = { text: 'FAQ', href: '/faq/' };
const contact = { text: 'Contact', href: '/kontakt/' };
const phone = { text: '+49 221 123', href: 'tel:+49221123' };

describe('helpLinks', () => {
  test.each<[name: string, box: HelpLink[], header: HelpLink | null, expected: HelpLink[]]>([
    ['box items without the phone', [phone, contact, faq], null, [contact, faq]],
    ['the header service item without a box', [], faq, [faq]],
    ['the box wins over the header', [contact], faq, [contact]],
    ['nothing at all', [], null, []],
    ['duplicates dropped', [faq, { ...faq, text: 'Help' }], null, [faq]],
    ['empty texts dropped', [{ text: '', href: '/x/' }, contact], null, [contact]],
    [
      'at most four',
      [1, 2, 3, 4, 5].map((n) => ({ text: `L${n}`, href: `/l${n}/` })),
      null,
      [1, 2, 3, 4].map((n) => ({ text: `L${n}`, href: `/l${n}/` })),
    ],
  ])('%s', (_name, box, header, expected) => {
    expect(helpLinks(box, header)).toEqual(expected);
  });
});

describe('launcherFallbackHref', () => {
  test.each<[links: HelpLink[], hotline: string, href: string | null]>([
    [[contact, faq], '+49 1', '/kontakt/'],
    [[], '+49 1', 'tel:+491'],
    [[], '', null],
  ])('%j %s -> %s', (links, hotline, href) => {
    expect(launcherFallbackHref({ links, hotline })).toBe(href);
  });
});
