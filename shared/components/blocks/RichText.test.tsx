// Rich text: every node and mark Storyblok's resolver knows renders to its element, link rules, hostile
// content escaped, unknown nodes kept or skipped, malformed documents rejected.
import * as v from 'valibot';
import { describe, expect, test, vi } from 'vitest';
import { renderInPage } from '../../../test/fixtures/render';
import STORYBLOK_FIXTURES from '../../../test/fixtures/richtext/storyblok-fixtures.json';
// biome-ignore lint/style/noRestrictedImports: the test reuses the hostile-content fault's strings, not its code
import { XSS_PAYLOAD, XSS_URL } from '../../../worker/backends/hostile-content';
import { RichText, RichTextDocSchema } from './RichText';
import { BlockList, type BlockReport } from './registry';

type Node = {
  type: string;
  text?: string;
  attrs?: Record<string, unknown>;
  marks?: Node[];
  content?: Node[];
};

const SITE = 'http://kartenliebe.ch.localhost:8787/fr/';
const render = (doc: unknown) => renderInPage(<RichText doc={v.parse(RichTextDocSchema, doc)} />, SITE);
const docOf = (input: unknown): Node =>
  (input as Node).type === 'doc'
    ? (input as Node)
    : { type: 'doc', content: (Array.isArray(input) ? input : [input]) as Node[] };
const text = (value: string, marks?: Node[]): Node => ({
  type: 'text',
  text: value,
  ...(marks && { marks }),
});
const paragraph = (...content: Node[]): Node => ({ type: 'paragraph', content });
const link = (attrs: Record<string, unknown>) => text('Go', [{ type: 'link', attrs }]);
const escaped = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The element each node and mark becomes; headings by level, level 1 a second-level heading. */
const NODE_TAGS: Record<string, string[]> = {
  paragraph: ['p'],
  blockquote: ['blockquote'],
  bullet_list: ['ul'],
  ordered_list: ['ol'],
  list_item: ['li'],
  code_block: ['pre', 'code'],
  hard_break: ['br'],
  horizontal_rule: ['hr'],
  image: ['img'],
  emoji: ['span'],
  table: ['table'],
  tableRow: ['tr'],
  tableCell: ['td'],
  tableHeader: ['th'],
};
const MARK_TAGS: Record<string, string> = {
  bold: 'strong',
  strong: 'strong',
  italic: 'em',
  strike: 's',
  underline: 'u',
  code: 'code',
  superscript: 'sup',
  subscript: 'sub',
  highlight: 'mark',
  anchor: 'span',
  styled: 'span',
  textStyle: 'span',
  link: 'a',
};

/** How many of each element a document should render, and its text leaves. */
function expected(node: Node, tags = new Map<string, number>(), texts: string[] = []) {
  const add = (tag: string) => tags.set(tag, (tags.get(tag) ?? 0) + 1);
  if (node.type === 'heading') add(`h${Math.max(Number(node.attrs?.level), 2)}`);
  for (const tag of NODE_TAGS[node.type] ?? []) add(tag);
  for (const mark of node.marks ?? []) add(MARK_TAGS[mark.type] ?? `unknown mark ${mark.type}`);
  if (node.type === 'text' && node.text) texts.push(node.text);
  if (node.type === 'emoji') texts.push(String(node.attrs?.emoji));
  for (const child of node.content ?? []) expected(child, tags, texts);
  return { tags, texts };
}

const count = (html: string, tag: string) => html.match(new RegExp(`<${tag}(?=[\\s/>])`, 'g'))?.length ?? 0;

// Fixtures: the test documents of Storyblok's own rich text package,
// https://github.com/storyblok/monoblok/tree/main/packages/richtext/src/test-utils (copied as JSON).
describe('RichText with the rich text package fixtures', () => {
  const extra = {
    title: 'strong mark and an embedded block',
    input: [paragraph(text('Strong', [{ type: 'strong' }])), { type: 'blok', attrs: { id: 'x', body: [] } }],
  };
  test.each([...STORYBLOK_FIXTURES.fixtures, extra])('$title: every node and mark renders', ({ input }) => {
    const doc = docOf(input);
    const html = render(doc);
    const { tags, texts } = expected(doc);
    for (const [tag, times] of tags) expect(count(html, tag), `<${tag}> in ${html}`).toBe(times);
    for (const leaf of texts) expect(html).toContain(escaped(leaf));
  });

  test('the fixtures use every node and mark type the package knows', () => {
    const seen = new Set<string>();
    const walk = (node: Node): void => {
      seen.add(node.type);
      for (const mark of node.marks ?? []) seen.add(mark.type);
      for (const child of node.content ?? []) walk(child);
    };
    for (const { input } of STORYBLOK_FIXTURES.fixtures) walk(docOf(input));
    const all = [...Object.keys(NODE_TAGS), 'heading', 'text', ...Object.keys(MARK_TAGS)];
    expect(all.filter((type) => !seen.has(type))).toEqual(['strong']);
  });

  test('renders without any React warning (every element keyed)', () => {
    const error = vi.spyOn(console, 'error');
    render(docOf(STORYBLOK_FIXTURES.fixtures.flatMap(({ input }) => docOf(input).content ?? [])));
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  test.each([
    [1, 'h2'],
    [3, 'h3'],
    [6, 'h6'],
    ['x', 'h2'],
    [99, 'h6'],
  ])('a heading of level %s is an <%s>', (level, tag) => {
    expect(render(docOf({ type: 'heading', attrs: { level }, content: [text('T')] }))).toMatch(
      new RegExp(`^<${tag} [^>]*>T</${tag}>$`),
    );
  });
});

describe('RichText links', () => {
  test.each([
    ['a story link, in the page locale', { linktype: 'story', href: '/about' }, 'href="/fr/about/"'],
    [
      'a story link with an anchor',
      { linktype: 'story', href: '/page', anchor: 'intro' },
      'href="/fr/page/#intro"',
    ],
    ['an anchor on the same page', { linktype: 'story', href: '', anchor: 'intro' }, 'href="#intro"'],
    ['an email address', { linktype: 'email', href: 'hallo@example.com' }, 'href="mailto:hallo@example.com"'],
    ['a mailto link', { linktype: 'email', href: 'mailto:a@example.com' }, 'href="mailto:a@example.com"'],
    ['a site path', { linktype: 'url', href: '/fr/cards/' }, 'href="/fr/cards/"'],
  ])('%s', (_name, attrs, href) => {
    const html = render(docOf(paragraph(link(attrs))));
    expect(html).toContain(`${href}>Go</a>`);
    expect(html).not.toContain('rel=');
  });

  test.each([
    ['an external URL', { linktype: 'url', href: 'https://example.com/x', target: '_blank' }],
    ['an asset', { linktype: 'asset', href: 'https://a.storyblok.com/f/1/guide.pdf' }],
  ])('%s opens with rel noopener noreferrer', (_name, attrs) => {
    const html = render(docOf(paragraph(link(attrs))));
    expect(html).toMatch(new RegExp(`rel="noopener noreferrer" href="${attrs.href}">Go</a>`));
  });

  test('an anchor mark is a target with its id', () => {
    const html = render(docOf(paragraph(text('Here', [{ type: 'anchor', attrs: { id: 'faq' } }]))));
    expect(html).toContain('<span id="faq">Here</span>');
  });

  test('a link without a target is just its text', () => {
    expect(render(docOf(paragraph(link({ linktype: 'url', href: '' }))))).toMatch(/<p [^>]*>Go<\/p>/);
  });
});

describe('RichText with hostile content', () => {
  const hostile = docOf([
    {
      type: 'heading',
      attrs: { level: '1 onclick=alert(1)', class: XSS_PAYLOAD },
      content: [text(XSS_PAYLOAD)],
    },
    {
      type: 'paragraph',
      attrs: { dangerouslySetInnerHTML: { __html: '<script>alert(9)</script>' }, onclick: 'alert(10)' },
      content: [
        text(XSS_PAYLOAD, [{ type: 'bold' }]),
        ...['url', 'story', 'asset', 'email', null].map((linktype) => link({ linktype, href: XSS_URL })),
        text('styled', [{ type: 'textStyle', attrs: { color: 'red;background:url(javascript:alert(11))' } }]),
        { type: 'emoji', attrs: { name: XSS_PAYLOAD, fallbackImage: XSS_URL } },
      ],
    },
    { type: 'image', attrs: { src: XSS_URL, alt: XSS_PAYLOAD } },
    { type: 'code_block', attrs: { class: XSS_PAYLOAD }, content: [text(XSS_PAYLOAD)] },
  ]);

  test('text and attributes stay text: no script, no handler, no script URL', () => {
    const html = render(hostile);
    expect(html).not.toMatch(/<(script|img|svg|iframe|a href="javascript)/i);
    expect(html).not.toMatch(/(href|src)="\s*javascript:/i);
    // Quoted attribute values cannot end early (React escapes quotes), so a handler would sit outside them.
    expect(html.replace(/"[^"]*"/g, '""')).not.toMatch(/<[^>]*\son\w+=/i);
    expect(html).not.toContain('alert(9)');
    expect(html).not.toContain('url(');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  test('a javascript: link keeps its text and has no href', () => {
    const html = render(docOf(paragraph(link({ linktype: 'url', href: XSS_URL }))));
    expect(html).toMatch(/<span class="[^"]*">Go<\/span>/);
    expect(html).not.toContain('javascript');
  });
});

describe('RichText images', () => {
  test('a content-space asset goes through the image component, sized from its URL', () => {
    const src = 'https://a.storyblok.com/f/1234/1600x900/abc/sea.jpg';
    const html = render(docOf({ type: 'image', attrs: { src, alt: 'Sea' } }));
    expect(html).toMatch(/<img [^>]*srcSet="[^"]+"[^>]*alt="Sea" width="720" height="405" loading="lazy"/);
  });

  test('another source is a plain lazy image with its alt', () => {
    const html = render(docOf({ type: 'image', attrs: { src: '/demo-images/sea.svg', alt: 'Sea' } }));
    expect(html).toContain('<img src="/demo-images/sea.svg" alt="Sea" loading="lazy"');
  });
});

describe('RichText with unknown nodes and marks', () => {
  test('an unknown node renders its children, an unknown mark leaves its text, an unknown leaf nothing', () => {
    const doc = docOf([
      { type: 'details', content: [paragraph(text('Inside', [{ type: 'glitter' }]))] },
      { type: 'mystery_leaf', attrs: { x: 1 } },
    ]);
    expect(render(doc)).toMatch(/^<p [^>]*>Inside<\/p>$/);
  });
});

describe('RichTextDocSchema', () => {
  test.each([
    ['an empty document', { type: 'doc' }],
    [
      'every fixture in one document',
      docOf(STORYBLOK_FIXTURES.fixtures.flatMap(({ input }) => docOf(input).content)),
    ],
    ['a node type never seen', docOf({ type: 'future_node', attrs: { any: [1] }, content: [text('x')] })],
    ['null attributes', docOf({ type: 'paragraph', attrs: null, content: [text('x')] })],
  ])('accepts %s', (_name, doc) => {
    expect(v.safeParse(RichTextDocSchema, doc).success).toBe(true);
  });

  test.each([
    ['not an object', 'Hallo'],
    ['not a doc', { type: 'paragraph', content: [] }],
    ['content that is not a list', { type: 'doc', content: { type: 'paragraph' } }],
    ['a node without a type', docOf({ content: [] })],
    ['a text that is not a string', docOf(paragraph({ type: 'text', text: 42 } as unknown as Node))],
    [
      'marks that are not a list',
      docOf(paragraph({ type: 'text', text: 'x', marks: 'bold' } as unknown as Node)),
    ],
    ['a mark without a type', docOf(paragraph({ type: 'text', text: 'x', marks: [{}] } as unknown as Node))],
  ])('rejects %s', (_name, doc) => {
    expect(v.safeParse(RichTextDocSchema, doc).success).toBe(false);
  });

  test('a Text block with a malformed document is skipped and reported as a rich text error', () => {
    const reports: BlockReport[] = [];
    const blocks = [
      { component: 'Text', _uid: 'bad', text: { type: 'doc', content: 'x' } },
      { component: 'Text', _uid: 'good', text: docOf({ type: 'table', content: [] }) },
    ];
    const html = renderInPage(
      <BlockList blocks={blocks} onReport={(report) => reports.push(report)} />,
      SITE,
    );
    expect(reports).toEqual([
      expect.objectContaining({ logId: 'richtext-render-error', component: 'Text', uid: 'bad' }),
    ]);
    expect(html).toContain('<table');
  });
});
