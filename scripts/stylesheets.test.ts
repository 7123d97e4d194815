// The site's stylesheets: the critical one holds only what the first paint shows, each of its rules the full
// one's own, one channel's tokens, the late parts hidden; the reset keeps what the critical region has.
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { beforeAll, describe, expect, test } from 'vitest';
import { LATE_HIDDEN_CSS, LATE_SHOWN_CSS } from '../shared/domain/critical-region';
import {
  CRITICAL_SOURCES,
  criticalReset,
  literalText,
  siteSources,
  siteStylesheets,
  topLevelRules,
  withoutUnreadTheme,
} from './stylesheets';

const ROOT = join(import.meta.dirname, '..');

interface UtilityRule {
  /** The at-rules around it (`@media (min-width: 768px)`), empty at the top level. */
  context: string;
  selectors: string[];
  body: string;
  properties: string[];
}

/** The class rules of a stylesheet, each with the at-rules around it and the properties it sets. */
function utilityRules(css: string, context = ''): UtilityRule[] {
  return topLevelRules(css).flatMap(({ prelude, block }) => {
    if (/^@(media|supports)/.test(prelude)) return utilityRules(block, `${context}${prelude}`);
    if (!prelude.startsWith('.')) return [];
    const properties = block.split(';').map((declaration) => declaration.split(':')[0]?.trim() ?? '');
    return [{ context, selectors: prelude.split(','), body: block, properties: properties.filter(Boolean) }];
  });
}

describe('literalText', () => {
  test('class names come from string and template literals, not from comments, tags or identifiers', () => {
    const code = [
      '// a ring, a shadow, visible and inline in prose',
      'const tab = 1; /* h2 */',
      'export const A = () => <h1 className="text-sm font-semibold">x</h1>;',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the template literal is the code under test
      "const B = (open: boolean) => `px-4 ${open ? 'rotate-180' : ''} py-2`;",
    ].join('\n');
    const texts = literalText(code, 'example.tsx').split('\n');
    expect(texts).toEqual(['text-sm font-semibold', 'px-4 ', 'rotate-180', '', ' py-2']);
  });

  test('a .ts file is read as TypeScript: a generic arrow is no element', () => {
    const code = "const pick = <P>(value: P) => value;\nexport const CLASSES = 'flex gap-2';";
    expect(literalText(code, 'example.ts')).toBe('flex gap-2');
  });

  test('a source that does not parse is refused, not read for half its classes', () => {
    expect(() => literalText("const a = <div className='flex'>", 'broken.tsx')).toThrow(/does not parse/);
  });
});

describe('criticalReset', () => {
  test.each([
    ['*, ::after { box-sizing: border-box;  margin: 0; }', '*,::after{box-sizing: border-box;margin: 0;}'],
    ['table { border-collapse: collapse; }', ''],
    ['sub, sup { font-size: 75%; }', ''],
    ['code, kbd, samp, pre { font-size: 1em; }', ''],
    [':where(select:is([multiple], [size])) optgroup { font-weight: bolder; }', ''],
    ['button, textarea { font: inherit; }', 'button,textarea{font: inherit;}'],
    ['@supports (x: y) { ::placeholder { color: red; } }', ''],
    [
      '@supports (x: y) { ::placeholder { color: red; } img { display: block; } }',
      '@supports (x: y){img{display: block;}}',
    ],
    [
      "[hidden]:where(:not([hidden~='until-found'])) { display: none !important; }",
      "[hidden]:where(:not([hidden~='until-found'])){display: none !important;}",
    ],
  ])('%s -> %s', (css, kept) => {
    expect(criticalReset(css)).toBe(kept);
  });

  test('unbalanced braces are refused', () => {
    expect(() => criticalReset('a { color: red;')).toThrow(/unbalanced/);
  });
});

describe('withoutUnreadTheme', () => {
  test("drops the reset's root font declarations and, in turn, the theme variables nothing reads", () => {
    const css = [
      ':root, :host { --spacing: 0.25rem; --font-sans: ui-sans-serif,"Segoe UI"; --default-font-family: var(--font-sans); --unused: 1px; }',
      "html,:host{line-height: 1.5;font-family: var( --default-font-family,'Segoe UI',sans-serif );font-feature-settings: var(--default-font-featureSettings,normal);tab-size: 4;}",
      '.p-1{padding:calc(var(--spacing) * 1);}',
      '\n[data-island]{display:contents}\n',
    ].join('');
    expect(withoutUnreadTheme(css)).toBe(
      [
        ':root, :host {--spacing: 0.25rem}',
        'html,:host{line-height: 1.5;tab-size: 4}',
        '.p-1{padding:calc(var(--spacing) * 1);}',
        '\n[data-island]{display:contents}\n',
      ].join(''),
    );
  });

  test('keeps a variable read with a fallback or with spaces, and a rule that loses nothing as it was', () => {
    const css = ':root,:host{ --a:1px; --b:2px; }.x{margin:var( --a );padding:VAR(--b,0)}';
    expect(withoutUnreadTheme(css)).toBe(css);
  });

  test('takes a value with semicolons in a string whole, and changes no other rule with the same block', () => {
    const css = [
      '@supports (x: y){:root,:host{--icon:url("data:image/svg+xml;utf8,<svg/>");--a:1px}}',
      ':root,:host{--icon:url("data:image/svg+xml;utf8,<svg/>");--a:1px}',
      ".x{margin:var(--a);content:'a;b'}",
    ].join('');
    expect(withoutUnreadTheme(css)).toBe(
      [
        '@supports (x: y){:root,:host{--icon:url("data:image/svg+xml;utf8,<svg/>");--a:1px}}',
        ':root,:host{--a:1px}',
        ".x{margin:var(--a);content:'a;b'}",
      ].join(''),
    );
  });
});

describe('the critical stylesheet', () => {
  let full = '';
  let critical = { kartenliebe: '', poster: '' };
  let tokens = new Set<string>();
  beforeAll(async () => {
    ({ full, criticalTokens: tokens, critical } = await siteStylesheets(ROOT));
  });

  test('its sources exist', async () => {
    expect(CRITICAL_SOURCES.length).toBeGreaterThan(10);
    const sources = await siteSources(ROOT);
    for (const source of CRITICAL_SOURCES) expect(sources).toContain(source);
  });

  test("holds the first paint's rules only: a fraction of the full one", () => {
    for (const css of Object.values(critical)) {
      expect(css.length).toBeLessThan(18_000);
      expect(brotliCompressSync(css).length).toBeLessThan(brotliCompressSync(full).length * 0.55);
    }
    // The footer's and the calculator's rules wait for the full stylesheet.
    expect(full).toContain('.min-\\[720px\\]\\:grid-cols-3{');
    expect(critical.kartenliebe).not.toContain('.min-\\[720px\\]\\:grid-cols-3{');
  });

  test('carries no theme variable that none of its rules reads', () => {
    for (const css of Object.values(critical)) {
      for (const name of ['--font-sans', '--font-mono', '--default-font-family'])
        expect(css).not.toContain(name);
      expect(css).toContain('--spacing:');
    }
  });

  test('has no rule for a state the first paint does not show', () => {
    expect([...tokens].filter((token) => /(^|:)(hover|focus|focus-visible|active):/.test(token))).toEqual([]);
    expect(full).toContain('.hover\\:text-accent:hover{');
    expect(critical.kartenliebe).not.toContain(':hover{');
  });

  test("carries its channel's tokens, the late parts hidden; the full one both channels', the late parts shown", () => {
    expect(critical.kartenliebe).toContain('html[data-channel=kartenliebe]{');
    expect(critical.kartenliebe).not.toContain('html[data-channel=poster]');
    expect(critical.poster).toContain('html[data-channel=poster]{');
    expect(critical.poster).not.toContain('html[data-channel=kartenliebe]');
    for (const css of Object.values(critical)) {
      expect(css).toContain(LATE_HIDDEN_CSS);
      expect(css).not.toContain(LATE_SHOWN_CSS);
    }
    expect(full).toContain('html[data-channel=kartenliebe]{');
    expect(full).toContain('html[data-channel=poster]{');
    expect(full).toContain(LATE_SHOWN_CSS);
    expect(full).not.toContain(LATE_HIDDEN_CSS);
  });

  test('both skip the footer until it nears the viewport, with a height to hold until it is rendered', () => {
    for (const css of [...Object.values(critical), full]) {
      expect(css).toContain('main~footer{content-visibility:auto;contain-intrinsic-size:auto 2000px}');
    }
  });

  test("each utility rule is the full stylesheet's own, and any two setting one property come in its order", () => {
    const fullRules = utilityRules(full);
    const position = (rule: UtilityRule) =>
      fullRules.findIndex(
        (other) =>
          other.context === rule.context &&
          other.body === rule.body &&
          other.selectors.includes(rule.selectors[0] ?? ''),
      );
    const rules = utilityRules(critical.kartenliebe).map((rule) => ({ ...rule, at: position(rule) }));
    expect(rules.length).toBeGreaterThan(100);
    for (const rule of rules)
      expect(rule.at, `${rule.context}${rule.selectors[0]}{${rule.body}}`).toBeGreaterThan(-1);
    // A rule later in the critical stylesheet overrides an earlier one of the same property there; it must in the
    // full one too, or an element with both would change when the full stylesheet arrives.
    for (const [index, earlier] of rules.entries())
      for (const later of rules.slice(index + 1))
        if (earlier.properties.some((property) => later.properties.includes(property)))
          expect(later.at, `${later.selectors[0]} after ${earlier.selectors[0]}`).toBeGreaterThanOrEqual(
            earlier.at,
          );
  });
});
