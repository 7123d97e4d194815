// Storyblok rich text rendered on the server as React elements (never as an HTML string) through Storyblok's
// own resolver: every node and mark it knows, the shop's link rules, images through the image component.
// The package stays on its 3.x line: there the resolver takes a render function and builds no editor schema;
// later lines render HTML strings and bring the editor along.
import { BlockTypes, MarkTypes, richTextResolver, type StoryblokRichTextNode } from '@storyblok/richtext';
import type { ReactNode } from 'react';
import * as v from 'valibot';
import { useCmsHref } from '../use-cms-href';
import { richTextElement } from './richtext-elements';
import { shopResolvers } from './richtext-resolvers';

type Attrs = Record<string, unknown> | null;
type RichMark = { type: string; attrs?: Attrs };
type RichNode = {
  type: string;
  text?: string;
  attrs?: Attrs;
  marks?: RichMark[];
  content?: RichNode[];
};

const AttrsSchema = v.optional(v.nullable(v.record(v.string(), v.unknown())));
const MarkSchema = v.object({ type: v.string('a mark needs a type'), attrs: AttrsSchema });

/** Any well-formed node: a type, and text, attributes, marks and child nodes of the right shapes. */
export const RichNodeSchema: v.GenericSchema<RichNode> = v.object({
  type: v.pipe(v.string('a rich text node needs a type'), v.minLength(1, 'a rich text node needs a type')),
  text: v.optional(v.string('rich text must be a string')),
  attrs: AttrsSchema,
  marks: v.optional(v.array(MarkSchema, 'marks must be a list')),
  content: v.optional(
    v.array(
      v.lazy(() => RichNodeSchema),
      'content must be a list',
    ),
  ),
});

export const RichTextDocSchema = v.pipe(
  RichNodeSchema,
  v.check((node) => node.type === 'doc', 'rich text must be a doc'),
);
export type RichTextDoc = v.InferOutput<typeof RichTextDocSchema>;

const KNOWN_NODES = new Set<string>([...Object.values(BlockTypes), 'text']);
const KNOWN_MARKS = new Set<string>(Object.values(MarkTypes));

/**
 * A copy the resolver can render without complaint: a node type it does not know becomes a nested document
 * (its children render), a mark it does not know is left off its text.
 */
function knownNodes(node: RichNode): StoryblokRichTextNode<ReactNode> {
  const known = KNOWN_NODES.has(node.type);
  return {
    type: known ? node.type : BlockTypes.DOCUMENT,
    ...(node.text === undefined ? {} : { text: node.text }),
    ...(known && node.attrs ? { attrs: { ...node.attrs } } : {}),
    ...(node.marks ? { marks: node.marks.filter((mark) => KNOWN_MARKS.has(mark.type)) } : {}),
    content: (node.content ?? []).map(knownNodes),
  } as StoryblokRichTextNode<ReactNode>;
}

/** The rich text of one field; internal links in the page's site, external ones marked, unsafe ones text. */
export function RichText({ doc }: { doc: RichTextDoc }) {
  const cmsHref = useCmsHref();
  let count = 0;
  const resolver = richTextResolver<ReactNode>({
    renderFn: richTextElement,
    // React escapes text itself; the package's default would escape it twice.
    textFn: (text) => text,
    keyedResolvers: true,
    resolvers: shopResolvers({
      storyHref: (path) => cmsHref({ cached_url: path, url: '', linktype: 'story' }),
      key: (prefix) => `${prefix}-${count++}`,
    }),
  });
  return <>{resolver.render(knownNodes(doc))}</>;
}
