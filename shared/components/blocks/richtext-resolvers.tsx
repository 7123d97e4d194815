// The shop's own rich text resolvers: headings, links, anchors, images, emoji, tables, highlights and
// embedded blocks, where the package's defaults would emit unchecked URLs or attributes.
import {
  BlockTypes,
  LinkTypes,
  MarkTypes,
  type StoryblokRichTextContext,
  type StoryblokRichTextNode,
  type StoryblokRichTextResolvers,
} from '@storyblok/richtext';
import type { ReactNode } from 'react';
import { columnSlot } from '../../domain/image-slots';
import { Image } from '../Image';
import { Link } from '../Link';

type Resolver = (
  node: StoryblokRichTextNode<ReactNode>,
  context: StoryblokRichTextContext<ReactNode>,
) => ReactNode;

export interface ResolverScope {
  /** The href of a story path in the current site (locale prefix and slash rule). */
  storyHref: (path: string) => string;
  /** A key unique within one rendered document. */
  key: (prefix: string) => string;
}

/** A mark resolver's node: the text it wraps is already rendered. */
const inner = (node: StoryblokRichTextNode<ReactNode>): ReactNode => (node as { text?: ReactNode }).text;
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The href a link mark points to, before the link rules check it; empty for no link. */
export function linkHref(attrs: Record<string, unknown>, storyHref: (path: string) => string): string {
  const href = str(attrs.href).trim();
  const anchor = str(attrs.anchor).trim();
  switch (attrs.linktype) {
    case LinkTypes.EMAIL:
      return href && (/^mailto:/i.test(href) ? href : `mailto:${href}`);
    case LinkTypes.STORY: {
      const path = href && storyHref(href);
      return anchor ? `${path}#${anchor}` : path;
    }
    default:
      return href;
  }
}

/** Site paths and https URLs only: no script, no data, no other schemes. */
const SAFE_SRC = /^(https:\/\/|\/(?!\/))/i;
/** Content-space assets name their size in the path: `/f/<space>/<width>x<height>/…`. */
const ASSET_SIZE = /^https:\/\/a\.storyblok\.com\/f\/\d+\/(\d+)x(\d+)\//;
const MAX_WIDTH = 720;

function richTextImage(attrs: Record<string, unknown>, key: string): ReactNode {
  const src = str(attrs.src);
  const alt = str(attrs.alt);
  const size = ASSET_SIZE.exec(src);
  const [width, height] = [Number(size?.[1]), Number(size?.[2])];
  if (width > 0 && height > 0) {
    const ratio = `${width}/${height}`;
    const shown = Math.min(width, MAX_WIDTH);
    // At its own width, or the page column's where that is narrower.
    const slot = columnSlot({ base: { max: shown } });
    return <Image key={key} src={src} alt={alt} width={shown} ratio={ratio} slot={slot} className="mb-4" />;
  }
  if (!SAFE_SRC.test(src)) return null;
  return <img key={key} src={src} alt={alt} loading="lazy" decoding="async" className="mb-4 max-w-full" />;
}

const HEADING_TAGS = ['h2', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

/** Resolvers over the package's defaults; every other node and mark keeps the package's own. */
export function shopResolvers({ storyHref, key }: ResolverScope): StoryblokRichTextResolvers<ReactNode> {
  const attrsOf = (node: StoryblokRichTextNode<ReactNode>) => (node.attrs ?? {}) as Record<string, unknown>;
  // A nested document is an unknown node's stand-in: its children only, keyed like any element.
  const fragment: Resolver = (node, context) => context.render('fragment', {}, node.children);
  const heading: Resolver = ({ attrs, children }, context) => {
    const { level, ...rest } = attrs ?? {};
    const tag = HEADING_TAGS[Math.min(Math.max(Math.trunc(Number(level)) || 2, 1), 6) - 1] ?? 'h2';
    const style = rest.textAlign ? `text-align: ${rest.textAlign}` : undefined;
    return context.render(tag, { ...rest, style }, children);
  };
  const link: Resolver = (node) => {
    const attrs = attrsOf(node);
    const href = linkHref(attrs, storyHref);
    if (!href) return inner(node);
    const target = attrs.target === '_blank' ? '_blank' : undefined;
    return (
      <Link
        key={key('link')}
        href={href}
        allowExternal
        target={target}
        className="text-accent underline underline-offset-2"
      >
        {inner(node)}
      </Link>
    );
  };
  const anchor: Resolver = (node, context) =>
    context.render('span', { id: str(attrsOf(node).id) }, inner(node));
  const emoji: Resolver = (node, context) => {
    const { name, emoji: character, fallbackImage } = attrsOf(node);
    const label = { 'data-type': 'emoji', 'data-name': str(name) };
    if (str(character)) return context.render('span', label, str(character));
    return richTextImage({ src: fallbackImage, alt: name }, key('emoji'));
  };
  const highlight: Resolver = (node, context) => {
    const color = str(attrsOf(node).color);
    return context.render('mark', { style: color && `background-color: ${color}` }, inner(node));
  };
  const table: Resolver = (node, context) => {
    const rows = Array.isArray(node.children) ? node.children : [];
    // A row of header cells only is the table's head.
    const isHead = (index: number) => {
      const cells = node.content?.[index]?.content ?? [];
      return cells.length > 0 && cells.every((cell) => cell.type === BlockTypes.TABLE_HEADER);
    };
    const head = rows.filter((_, index) => isHead(index));
    const body = rows.filter((_, index) => !isHead(index));
    return context.render('table', {}, [
      head.length > 0 ? context.render('thead', {}, head) : null,
      context.render('tbody', {}, body),
    ]);
  };
  return {
    [BlockTypes.DOCUMENT]: fragment,
    [BlockTypes.HEADING]: heading,
    [BlockTypes.IMAGE]: (node) => richTextImage(attrsOf(node), key('image')),
    [BlockTypes.EMOJI]: emoji,
    [BlockTypes.TABLE]: table,
    // Embedded blocks are left out: rich text renders text, the page's blocks render blocks.
    [BlockTypes.COMPONENT]: () => null,
    [MarkTypes.LINK]: link,
    [MarkTypes.ANCHOR]: anchor,
    [MarkTypes.STRONG]: (node, context) => context.render('strong', {}, inner(node)),
    [MarkTypes.HIGHLIGHT]: highlight,
  };
}
