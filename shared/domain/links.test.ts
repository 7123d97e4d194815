// Link rules: carried `_` parameters on internal links, external hosts only when allowed,
// script-like protocols refused however they are obfuscated, contact links allowed.
import { describe, expect, test } from 'vitest';
import { type LinkScope, type LinkTarget, resolveLink, storyPath, telHref } from './links';

const HOST = 'kartenliebe.de';
const SCOPE: LinkScope = { host: HOST, carried: {} };
const CARRYING: LinkScope = { host: HOST, carried: { _storyblok: '42', _debug: '1' } };
const OPEN: LinkScope = { host: HOST, carried: {}, allowExternal: true };

describe('internal links', () => {
  test.each<[href: string, scope: LinkScope, expected: string]>([
    ['/karten/', SCOPE, '/karten/'],
    ['/karten/?tileCount=48#top', SCOPE, '/karten/?tileCount=48#top'],
    ['karten', SCOPE, '/karten'],
    ['  /karten/  ', SCOPE, '/karten/'],
    ['/karten/', CARRYING, '/karten/?_storyblok=42&_debug=1'],
    ['/karten/?a=1#x', CARRYING, '/karten/?a=1&_storyblok=42&_debug=1#x'],
    ['/karten/?_debug=0', CARRYING, '/karten/?_debug=0&_storyblok=42'],
    ['/karten/?_storyblok=7&_debug=2', CARRYING, '/karten/?_storyblok=7&_debug=2'],
    [`https://${HOST}/karten/?a=1`, SCOPE, '/karten/?a=1'],
    [`http://${HOST}/karten/`, SCOPE, '/karten/'],
    [`HTTPS://${HOST.toUpperCase()}/karten/`, SCOPE, '/karten/'],
    [`https://${HOST}/karten/`, CARRYING, '/karten/?_storyblok=42&_debug=1'],
    [`//${HOST}/karten/`, SCOPE, '/karten/'],
  ])('%s (scope %j) -> %s', (href, scope, expected) => {
    expect(resolveLink(href, scope)).toEqual({ kind: 'internal', href: expected });
  });

  test('a same-host link with a port matches only the same port', () => {
    const scope: LinkScope = { host: 'kartenliebe.de.localhost:8787', carried: {} };
    expect(resolveLink('http://kartenliebe.de.localhost:8787/a', scope)).toEqual({
      kind: 'internal',
      href: '/a',
    });
    expect(resolveLink('http://kartenliebe.de.localhost:9999/a', scope).kind).toBe('refused');
  });

  test.each<[href: string, expected: string]>([
    ['#top', '#top'],
    ['#', '#'],
  ])('fragment %s stays a fragment', (href, expected) => {
    expect(resolveLink(href, CARRYING)).toEqual({ kind: 'internal', href: expected });
  });
});

describe('carried parameters on many links', () => {
  test('values are encoded once and the link keeps its own query as written', () => {
    const scope: LinkScope = { host: HOST, carried: { _q: 'a b&c=d', _e: '' } };
    expect(resolveLink('/karten/?x=%20#top', scope)).toEqual({
      kind: 'internal',
      href: '/karten/?x=%20&_q=a+b%26c%3Dd&_e=#top',
    });
    expect(resolveLink('/karten/?#top', scope)).toEqual({
      kind: 'internal',
      href: '/karten/?_q=a+b%26c%3Dd&_e=#top',
    });
  });

  test('the work per link grows with the parameters, not with their square', () => {
    const carried = Object.fromEntries(Array.from({ length: 2000 }, (_, index) => [`_p${index}`, 'v']));
    const scope: LinkScope = { host: HOST, carried };
    const started = performance.now();
    let href = '';
    for (let link = 0; link < 50; link += 1) {
      const target = resolveLink(`/karten/${link}/?_p7=own`, scope);
      if (target.kind === 'internal') href = target.href;
    }
    // Quadratic appending took about 7 s for these 50 links; linear work takes milliseconds.
    expect(performance.now() - started).toBeLessThan(1000);
    expect(href.startsWith('/karten/49/?_p7=own&_p0=v&')).toBe(true);
    expect(href.split('&')).toHaveLength(2000);
  });
});

describe('external links', () => {
  test.each<[href: string]>([
    ['https://evil.example/'],
    ['http://evil.example/x'],
    ['//evil.example'],
    ['//evil.example/path'],
    ['\\\\evil.example/path'],
    ['/\\evil.example/path'],
    [`https://www.${HOST}/`],
    [`https://${HOST}.evil.example/`],
    [`https://${HOST}@evil.example/`],
  ])('%s is refused without allowExternal', (href) => {
    expect(resolveLink(href, SCOPE).kind).toBe('refused');
    expect(resolveLink(href, CARRYING).kind).toBe('refused');
  });

  test.each<[href: string, expected: string]>([
    ['https://evil.example/', 'https://evil.example/'],
    ['//evil.example', 'https://evil.example/'],
    ['http://partner.example/a?b=1', 'http://partner.example/a?b=1'],
  ])('%s is external when allowed', (href, expected) => {
    expect(resolveLink(href, OPEN)).toEqual({ kind: 'external', href: expected });
  });

  test('external links do not get the carried parameters', () => {
    const scope: LinkScope = { ...CARRYING, allowExternal: true };
    expect(resolveLink('https://partner.example/a', scope)).toEqual({
      kind: 'external',
      href: 'https://partner.example/a',
    });
  });
});

describe('contact links', () => {
  test.each<[href: string, expected: string]>([
    ['tel:+49301234567', 'tel:+49301234567'],
    ['mailto:service@kartenliebe.de', 'mailto:service@kartenliebe.de'],
    ['MAILTO:service@kartenliebe.de', 'MAILTO:service@kartenliebe.de'],
    [' tel:+491 ', 'tel:+491'],
  ])('%s is a contact link', (href, expected) => {
    expect(resolveLink(href, SCOPE)).toEqual<LinkTarget>({ kind: 'contact', href: expected });
  });

  test.each(['mailto:', 'tel:', ' mailto: '])('%j with nothing to write to or dial is refused', (href) => {
    expect(resolveLink(href, SCOPE).kind).toBe('refused');
  });
});

describe('story paths', () => {
  test.each<[slug: string, path: string]>([
    ['kartenliebe/de-de/karten/', '/karten/'],
    ['poster/en-gb/wall-art', '/wall-art'],
    ['POSTER/EN-GB/wall-art', '/wall-art'],
    ['kartenliebe/de-de/', '/'],
    ['kartenliebe/de-de', '/'],
    ['kartenliebe/de-de/home', '/'],
    ['home', '/'],
    ['karten/hochzeit', '/karten/hochzeit'],
    // Only a channel followed by a content locale is a folder of the space.
    ['kartenliebe/karten', '/kartenliebe/karten'],
    ['poster/xx-yy/a', '/poster/xx-yy/a'],
  ])('%s -> %s', (slug, path) => {
    expect(storyPath(slug)).toBe(path);
  });
});

describe('refused protocols', () => {
  const SCRIPTS: [name: string, href: string][] = [
    ['javascript', 'javascript:alert(1)'],
    ['upper case', 'JAVASCRIPT:alert(1)'],
    ['mixed case', 'JaVaScRiPt:alert(1)'],
    ['leading space', '   javascript:alert(1)'],
    ['tab inside', 'java\tscript:alert(1)'],
    ['newline inside', 'java\nscript:alert(1)'],
    ['carriage return inside', 'java\rscript:alert(1)'],
    ['leading control char', '\u0001javascript:alert(1)'],
    ['leading NUL', '\u0000javascript:alert(1)'],
    ['control char inside', 'java\u0008script:alert(1)'],
    ['DEL inside', 'java\u007fscript:alert(1)'],
    ['leading no-break space', '\u00a0javascript:alert(1)'],
    ['leading byte-order mark', '\ufeffjavascript:alert(1)'],
    ['trailing line separator', 'javascript:alert(1)\u2028'],
    ['leading ideographic space', '\u3000javascript:alert(1)'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['data upper case', 'DATA:text/html;base64,PHNjcmlwdD4='],
    ['vbscript', 'vbscript:msgbox(1)'],
    ['file', 'file:///etc/passwd'],
    ['blob', 'blob:https://kartenliebe.de/uuid'],
    ['ftp', 'ftp://kartenliebe.de/x'],
  ];

  test.each(SCRIPTS)('%s is refused', (_name, href) => {
    expect(resolveLink(href, SCOPE).kind).toBe('refused');
  });

  test.each(SCRIPTS)('%s is refused even when external links are allowed', (_name, href) => {
    expect(resolveLink(href, OPEN).kind).toBe('refused');
    expect(resolveLink(href, { ...CARRYING, allowExternal: true }).kind).toBe('refused');
  });

  test('the reason names the protocol', () => {
    expect(resolveLink('JavaScript:alert(1)', SCOPE)).toEqual({
      kind: 'refused',
      reason: 'protocol javascript: is not allowed',
    });
  });

  test('the reason of an external refusal names the host', () => {
    expect(resolveLink('https://evil.example/', SCOPE)).toEqual({
      kind: 'refused',
      reason: 'external host evil.example not allowed',
    });
  });
});

describe('telHref', () => {
  test.each([
    ['040 123 456 78', 'tel:04012345678'],
    ['+49 (0)40 / 123-456', 'tel:+49040123456'],
    ['0800 777 0800', 'tel:08007770800'],
  ])('%s -> %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });
});
