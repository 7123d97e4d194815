// The `content-malformed` fault: the space as a careless editor or a schema change leaves it. On every page, every
// third block has wrong field types or has lost its fields, an unknown component stands among the blocks, a Text
// block carries every rich-text node and mark, and images sit on hosts the resizer does not know (or on another
// region's asset host); in the global config a footer box is broken, and two sites of the poster channel have no
// global config at all. Each block it breaks or adds carries a uid starting `malformed-`, for the log to name.
import { oneBlok } from '../../shared/schemas/storyblok-fields';

/** The uid prefix of every block this fault broke or added. */
export const MALFORMED_UID = 'malformed-';
/** The uid of the Text block with every rich-text node. */
export const ALL_NODES_UID = 'malformed-richtext-all-nodes';
/** Global configs answered as missing: their sites render with a minimal header and footer. */
export const MISSING_CONFIGS: readonly string[] = [
  'poster/en-us/global-config',
  'poster/nl-nl/global-config',
];
/**
 * Added to the space's cache version: the malformed space is another version of it, so no copy kept from the
 * well-formed one (in KV, across restarts) is served under the fault.
 */
export const MALFORMED_VERSION_OFFSET = 1_000_000_000;
/** The host no resizer knows that images move to. */
export const UNKNOWN_IMAGE_HOST = 'images.example.net';

/** A page's block lists, and what each of their blocks is broken into in turn. */
const PAGE_LISTS = ['teaser', 'body', 'uspTeaser'] as const;
const META = new Set(['_uid', 'component', '_editable']);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Block = { [key: string]: Json };

/** A value of another type than the field's. */
function wrongType(value: Json): Json {
  if (typeof value === 'string') return 404;
  if (typeof value === 'number' || typeof value === 'boolean') return 'not a number';
  if (Array.isArray(value)) return 'not a list';
  return value === null ? 7 : ['not an object'];
}

function broken(block: Block, kind: 'types' | 'missing'): Block {
  const fields = Object.entries(block).filter(([key]) => !META.has(key));
  const kept = Object.fromEntries(Object.entries(block).filter(([key]) => META.has(key)));
  const uid = `${MALFORMED_UID}${kind}-${String(block._uid ?? '')}`;
  if (kind === 'missing') return { ...kept, _uid: uid };
  return { ...kept, ...Object.fromEntries(fields.map(([key, value]) => [key, wrongType(value)])), _uid: uid };
}

/** Image sources moved, in turn, to another region's asset host and to a host no resizer knows. */
function movedImages(value: Json, counter: { n: number }): Json {
  if (typeof value === 'string') {
    const asset = /^https:\/\/a\.storyblok\.com\//.test(value);
    const site = /^\/demo-images\//.test(value);
    if (!asset && !site) return value;
    counter.n += 1;
    if (counter.n % 2 === 0 && asset)
      return value.replace('https://a.storyblok.com/', 'https://a-us.storyblok.com/');
    return asset
      ? value.replace('https://a.storyblok.com/', `https://${UNKNOWN_IMAGE_HOST}/`)
      : `https://${UNKNOWN_IMAGE_HOST}${value}`;
  }
  if (Array.isArray(value)) return value.map((item) => movedImages(item, counter));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, movedImages(item, counter)]));
}

const text = (value: string, marks?: Json[]): Json => ({
  type: 'text',
  text: value,
  ...(marks ? { marks } : {}),
});
const paragraph = (...content: Json[]): Json => ({ type: 'paragraph', content });

/** A rich-text document with every node and mark the editor writes, and one it does not know. */
export const ALL_NODES_DOC: Json = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [text('Alle Knoten')] },
    paragraph(
      text('fett', [{ type: 'bold' }]),
      text(' kursiv', [{ type: 'italic' }]),
      text(' durch', [{ type: 'strike' }]),
      text(' unter', [{ type: 'underline' }]),
      text(' code', [{ type: 'code' }]),
      text(' hoch', [{ type: 'superscript' }]),
      text(' tief', [{ type: 'subscript' }]),
      text(' markiert', [{ type: 'highlight', attrs: { color: '#ffff00' } }]),
      text(' farbig', [{ type: 'textStyle', attrs: { color: '#a8324a' } }]),
      text(' gestylt', [{ type: 'styled', attrs: { class: 'accent' } }]),
      text(' anker', [{ type: 'anchor', attrs: { id: 'anker' } }]),
      { type: 'hard_break' },
      text('Story', [
        { type: 'link', attrs: { href: '/fotokalender', linktype: 'story', anchor: 'preise' } },
      ]),
      text(' Web', [
        { type: 'link', attrs: { href: 'https://example.com/', linktype: 'url', target: '_blank' } },
      ]),
      text(' Mail', [{ type: 'link', attrs: { href: 'service@example.com', linktype: 'email' } }]),
      text(' Datei', [
        { type: 'link', attrs: { href: 'https://a.storyblok.com/f/1/x.pdf', linktype: 'asset' } },
      ]),
    ),
    { type: 'bullet_list', content: [{ type: 'list_item', content: [paragraph(text('Punkt'))] }] },
    {
      type: 'ordered_list',
      attrs: { order: 1 },
      content: [{ type: 'list_item', content: [paragraph(text('Eins'))] }],
    },
    { type: 'blockquote', content: [paragraph(text('Zitat'))] },
    { type: 'code_block', attrs: { class: 'language-js' }, content: [text('const a = 1;')] },
    { type: 'horizontal_rule' },
    {
      type: 'image',
      attrs: { src: `https://${UNKNOWN_IMAGE_HOST}/f/1/800x600/a/bild.jpg`, alt: 'Bild', title: 'Bild' },
    },
    paragraph({ type: 'emoji', attrs: { name: 'smile', emoji: '😄', fallbackImage: '' } }),
    {
      type: 'table',
      content: [
        { type: 'tableRow', content: [{ type: 'tableHeader', content: [paragraph(text('Kopf'))] }] },
        { type: 'tableRow', content: [{ type: 'tableCell', content: [paragraph(text('Zelle'))] }] },
      ],
    },
    { type: 'blok', attrs: { id: 'x', body: [{ component: 'Headline', _uid: 'b1', text: 'Eingebettet' }] } },
    { type: 'mystery_node', content: [paragraph(text('Unbekannt'))] },
  ],
};

/** A page's content with its lists broken as the fault says. */
function malformedPage(content: Block, slug: string): Block {
  const counter = { n: 0 };
  const result: Block = { ...content };
  for (const name of PAGE_LISTS) {
    const list = content[name];
    if (!Array.isArray(list)) continue;
    const blocks = list.map((raw, index) => {
      const block = movedImages(raw, counter) as Block;
      if (index % 3 !== 1 || typeof block !== 'object' || block === null) return block;
      return broken(block, index % 2 === 0 ? 'missing' : 'types');
    });
    if (name === 'body') {
      blocks.splice(1, 0, {
        component: 'MysteryWidget',
        _uid: `${MALFORMED_UID}unknown-${slug}`,
        title: 'x',
      });
      blocks.push({ component: 'Text', _uid: ALL_NODES_UID, text: ALL_NODES_DOC });
    }
    result[name] = blocks;
  }
  return result;
}

/** The global config with its social media footer box broken. */
function malformedConfig(content: Block): Block {
  // One-block fields come as lists of one block, as Storyblok sends them.
  const first = (field: Json | undefined) => (oneBlok(field) ?? {}) as Block;
  const footer = first(content.footer);
  const boxes = first(footer.boxes);
  const broken = {
    component: 'FooterBox',
    _uid: `${MALFORMED_UID}box`,
    title: 'Social',
    items: 'not a list',
  };
  return {
    ...content,
    footer: [{ ...footer, boxes: [{ ...boxes, socialMedia: [broken] }] }],
  };
}

function malformedStory(story: Json): Json {
  if (!story || typeof story !== 'object' || Array.isArray(story)) return story;
  const content = story.content as Block | undefined;
  if (!content || typeof content !== 'object') return story;
  if (content.component === 'Page')
    return { ...story, content: malformedPage(content, String(story.full_slug)) };
  if (story.slug === 'global-config') return { ...story, content: malformedConfig(content) };
  return story;
}

/** The content API's answer with its stories malformed; the missing global configs answer 404. */
export async function malformedAnswer(request: string, response: Response): Promise<Response> {
  if (
    MISSING_CONFIGS.some((slug) => decodeURIComponent(new URL(request).pathname).endsWith(`/stories/${slug}`))
  ) {
    await response.body?.cancel();
    return new Response('{"error":"This record could not be found"}', {
      status: 404,
      headers: { 'Content-Type': 'application/json' },
    });
  }
  if (!response.ok || !(response.headers.get('content-type') ?? '').includes('json')) return response;
  const body = (await response.json()) as {
    story?: Json;
    stories?: Json[];
    cv?: number;
    space?: { version?: number };
  };
  const moved = (version: number | undefined) =>
    typeof version === 'number' ? version + MALFORMED_VERSION_OFFSET : version;
  const malformed = {
    ...body,
    ...(typeof body.cv === 'number' ? { cv: moved(body.cv) } : {}),
    ...(body.space && typeof body.space === 'object'
      ? { space: { ...body.space, version: moved(body.space.version) } }
      : {}),
    ...('story' in body ? { story: malformedStory(body.story ?? null) } : {}),
    ...(Array.isArray(body.stories) ? { stories: body.stories.map(malformedStory) } : {}),
  };
  return new Response(JSON.stringify(malformed), { status: response.status, headers: response.headers });
}
