// Allow-list HTML sanitiser: kept markup, neutralised XSS vectors, well-formed output, idempotence.
import { describe, expect, test } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

type Case = [name: string, input: string, expected: string];

const KEPT: Case[] = [
  [
    'promo action bar',
    'Only today: <b>20% off</b> all cards! <a href="/karten/">Shop now</a> [COUNTDOWN]',
    'Only today: <b>20% off</b> all cards! <a href="/karten/">Shop now</a> [COUNTDOWN]',
  ],
  [
    'inline formatting tags',
    '<strong>a</strong><em>b</em><i>c</i><u>d</u><s>e</s><small>f</small><sup>1</sup><sub>2</sub>',
    '<strong>a</strong><em>b</em><i>c</i><u>d</u><s>e</s><small>f</small><sup>1</sup><sub>2</sub>',
  ],
  [
    'safe class on p and span',
    '<p class="promo big">x <span class="a_b-C9">y</span></p>',
    '<p class="promo big">x <span class="a_b-C9">y</span></p>',
  ],
  [
    'unsafe class and style dropped',
    '<span class="x;color:red" style="color:red">x</span>',
    '<span>x</span>',
  ],
  ['class only on span and p', '<b class="x">y</b>', '<b>y</b>'],
  ['br variants as void <br>, </br> dropped', 'a<br>b<br/>c<BR />d</br>e', 'a<br>b<br>c<br>de'],
  [
    'absolute link with target, title and encoded query',
    '<a href="https://example.com/?a=1&amp;b=2" target="_blank" title="Go &quot;now&quot;">x</a>',
    '<a href="https://example.com/?a=1&amp;b=2" title="Go &quot;now&quot;" target="_blank" rel="noopener noreferrer">x</a>',
  ],
  [
    'mailto and tel, single-quoted and unquoted',
    "<a href='mailto:hi@example.com'>m</a> <a href=tel:+49123>t</a>",
    '<a href="mailto:hi@example.com">m</a> <a href="tel:+49123">t</a>',
  ],
  [
    'relative links',
    '<a href="#top">a</a><a href="?page=2">b</a><a href="karten/geburt">c</a>',
    '<a href="#top">a</a><a href="?page=2">b</a><a href="karten/geburt">c</a>',
  ],
  ['upper-case scheme', '<a href="HTTPS://EXAMPLE.COM">x</a>', '<a href="HTTPS://EXAMPLE.COM">x</a>'],
  [
    'attribute forms: unquoted, spaced, bare',
    "<a title=plain href = '/x' download target=_blank>x</a>",
    '<a href="/x" title="plain" target="_blank" rel="noopener noreferrer">x</a>',
  ],
  [
    'whitespace around an allowed scheme tolerated',
    '<a href=" https://example.com/">x</a>',
    '<a href=" https://example.com/">x</a>',
  ],
  [
    'references in href decoded',
    '<a href="&#104;ttps://example.com/caf&#xE9;">x</a>',
    '<a href="https://example.com/café">x</a>',
  ],
  [
    'invalid code points in href replaced',
    '<a href="/x&#99999999;&#0;">x</a>',
    '<a href="/x\ufffd\ufffd">x</a>',
  ],
  ['author rel and other attributes dropped', '<a href="/x" rel="opener" id="y">x</a>', '<a href="/x">x</a>'],
  ['target other than _blank dropped', '<a href="/x" target="_top">x</a>', '<a href="/x">x</a>'],
  ['first duplicate attribute wins', '<a href="/ok" href="javascript:alert(1)">x</a>', '<a href="/ok">x</a>'],
  [
    'markup characters in attribute values escaped',
    `<a href='/s?q=<b>"' title='a > "b"'>x</a>`,
    '<a href="/s?q=&lt;b&gt;&quot;" title="a &gt; &quot;b&quot;">x</a>',
  ],
  [
    'ampersand in href without reference escaped',
    '<a href="/?a=1&copy=2">x</a>',
    '<a href="/?a=1&amp;copy=2">x</a>',
  ],
  ['a without href keeps text', '<a name="x">text</a>', '<a>text</a>'],
  ['self-closing non-void tag closed at once', '<span/>x', '<span></span>x'],
  [
    'upper-case tags and attributes',
    '<B>x</B><A HREF="/y" TARGET="_BLANK">z</A>',
    '<b>x</b><a href="/y" target="_blank" rel="noopener noreferrer">z</a>',
  ],
];

const XSS: Case[] = [
  ['script element', '<script>alert(1)</script>ok', 'ok'],
  ['upper-case script with attributes', '<SCRIPT type="text/javascript">alert(1)</ScRiPt >ok', 'ok'],
  ['unclosed script drops to end', 'a<script>alert(1)<b>x</b>', 'a'],
  ['img onerror', '<img src=x onerror=alert(1)>', ''],
  ['upper-case img', '<IMG SRC=x ONERROR="alert(1)">', ''],
  ['javascript: href', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
  ['mixed-case javascript: href', '<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
  ['hex reference in scheme', '<a href="jav&#x61;script:alert(1)">x</a>', '<a>x</a>'],
  ['decimal reference in scheme', '<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
  ['named colon reference', '<a href="javascript&colon;alert(1)">x</a>', '<a>x</a>'],
  ['leading space', '<a href=" javascript:alert(1)">x</a>', '<a>x</a>'],
  ['tab inside scheme', '<a href="java\tscript:alert(1)">x</a>', '<a>x</a>'],
  ['tab reference inside scheme', '<a href="java&Tab;script:alert(1)">x</a>', '<a>x</a>'],
  ['control character inside scheme', '<a href="java\u0001script:alert(1)">x</a>', '<a>x</a>'],
  ['data: URL', '<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
  ['vbscript: URL', "<a href='vbscript:msgbox(1)'>x</a>", '<a>x</a>'],
  ['event handler on allowed tag', '<b onclick="alert(1)">x</b>', '<b>x</b>'],
  ['event handler on link', '<a href="/x" onmouseover=alert(1)>x</a>', '<a href="/x">x</a>'],
  ['svg with script', '<svg><script>alert(1)</script></svg>after', 'after'],
  ['svg onload', '<svg onload=alert(1)>x', ''],
  ['math with nested markup', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>y', 'y'],
  ['script close breaking out', '</script><script>alert(1)</script>', ''],
  ['style contents dropped', '<style>body{display:none}</style>x', 'x'],
  [
    'iframe, object, embed, template, noscript, textarea, title',
    '<iframe src=//e>1</iframe><object>2</object><embed>3</embed><template>4</template><noscript>5</noscript><textarea>6</textarea><title>7</title>8',
    '8',
  ],
  ['script inside allowed tag', '<b>x<script>1</script>y</b>', '<b>xy</b>'],
  ['split script tag', '<scr<script>ipt>alert(1)</script>', '&lt;scr'],
  ['doubled angle brackets', '<<script>script>alert(1)<</script>/script>', '&lt;/script&gt;'],
  ['attribute break-out text', '"><img src=x onerror=alert(1)>', '&quot;&gt;'],
  [
    'malformed tag becomes text',
    '<a href="/x"title="y">x',
    '&lt;a href=&quot;/x&quot;title=&quot;y&quot;&gt;x',
  ],
];

const STRUCTURE: Case[] = [
  ['unclosed tags closed in reverse order', '<b><i>x', '<b><i>x</i></b>'],
  ['overlapping tags closed properly', '<b><i>x</b>y</i>', '<b><i>x</i></b>y'],
  ['stray closing tags dropped', '</b>x</i></div>', 'x'],
  ['nested same tag', '<b><b>x</b>y</b>', '<b><b>x</b>y</b>'],
  ['p does not nest', '<p>a<p>b', '<p>a</p><p>b</p>'],
  ['a does not nest', '<a href="/1">a<a href="/2">b</a>', '<a href="/1">a</a><a href="/2">b</a>'],
  [
    'nested disallowed tags keep text',
    '<div><font color=red>Hi <b>there</b></font></div>',
    'Hi <b>there</b>',
  ],
  ['table markup keeps cell text', '<table><tr><td>cell</td></tr></table>', 'cell'],
];

const TEXT: Case[] = [
  ['< and > in text', '1 < 2 > 0', '1 &lt; 2 &gt; 0'],
  ['< before a letter without >', 'a<b', 'a&lt;b'],
  ['heart', 'I <3 cards', 'I &lt;3 cards'],
  ['closing bracket without name', 'a </ b> c', 'a &lt;/ b&gt; c'],
  [
    '& kept only before character references',
    'Tom & Jerry &amp; &copy; &#169; &#xA9; &nope &#xZZ;',
    'Tom &amp; Jerry &amp; &copy; &#169; &#xA9; &amp;nope &amp;#xZZ;',
  ],
  ['quotes', `say "hi" it's`, `say &quot;hi&quot; it's`],
  ['comment dropped', 'a<!-- <script>alert(1)</script> -->b', 'ab'],
  ['unclosed comment drops to end', 'a<!-- b', 'a'],
  ['doctype dropped', '<!DOCTYPE html>x', 'x'],
  ['processing instruction dropped', '<?xml version="1.0"?>x', 'x'],
  ['CDATA dropped', '<![CDATA[<script>alert(1)</script>]]>x', 'x'],
  ['empty input', '', ''],
];

describe('the inline allow-list', () => {
  test.each(['a', 'b', 'em', 'i', 'p', 's', 'small', 'span', 'strong', 'sub', 'sup', 'u'])(
    '<%s> round-trips',
    (tag) => {
      expect(sanitizeHtml(`<${tag}>x</${tag}>`)).toBe(`<${tag}>x</${tag}>`);
    },
  );

  test('<br> is kept', () => {
    expect(sanitizeHtml('a<br>b<br/>c')).toBe('a<br>b<br>c');
  });

  test.each(['div', 'h1', 'ul', 'li', 'table', 'font', 'blockquote', 'mark'])(
    '<%s> is dropped, its text kept',
    (tag) => {
      expect(sanitizeHtml(`<${tag}>x</${tag}>`)).toBe('x');
    },
  );
});

describe('sanitizeHtml', () => {
  test.each(KEPT)('keeps allowed markup: %s', (_name, input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  test.each(XSS)('neutralises XSS: %s', (_name, input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  test.each(STRUCTURE)('keeps output well-formed: %s', (_name, input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  test.each(TEXT)('escapes text: %s', (_name, input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  test.each([...KEPT, ...XSS, ...STRUCTURE, ...TEXT])('is idempotent: %s', (_name, input) => {
    const once = sanitizeHtml(input);
    expect(sanitizeHtml(once)).toBe(once);
  });
});
