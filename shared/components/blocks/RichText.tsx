// Storyblok rich text rendered as React elements (never as an HTML string): paragraphs, headings, lists,
// quotes, rules, breaks and the bold, italic, underline, strike, code and link marks.
import type { ReactNode } from 'react';
import * as v from 'valibot';
import { Link } from '../Link';

const MarkSchema = v.variant('type', [
  v.object({ type: v.picklist(['bold', 'italic', 'underline', 'strike', 'code']) }),
  v.object({
    type: v.literal('link'),
    attrs: v.looseObject({
      href: v.optional(v.nullable(v.string())),
      target: v.optional(v.nullable(v.string())),
    }),
  }),
]);

type RichNode = {
  type:
    | 'doc'
    | 'paragraph'
    | 'heading'
    | 'bullet_list'
    | 'ordered_list'
    | 'list_item'
    | 'blockquote'
    | 'horizontal_rule'
    | 'hard_break'
    | 'text';
  text?: string;
  attrs?: { level?: number };
  marks?: v.InferOutput<typeof MarkSchema>[];
  content?: RichNode[];
};

export const RichNodeSchema: v.GenericSchema<RichNode> = v.object({
  type: v.picklist(
    [
      'doc',
      'paragraph',
      'heading',
      'bullet_list',
      'ordered_list',
      'list_item',
      'blockquote',
      'horizontal_rule',
      'hard_break',
      'text',
    ],
    'unknown rich text node',
  ),
  text: v.optional(v.string()),
  attrs: v.optional(v.looseObject({ level: v.optional(v.number()) })),
  marks: v.optional(v.array(MarkSchema)),
  content: v.optional(v.array(v.lazy(() => RichNodeSchema))),
});

export const RichTextDocSchema = v.pipe(
  RichNodeSchema,
  v.check((node) => node.type === 'doc', 'rich text must be a doc'),
);
export type RichTextDoc = v.InferOutput<typeof RichTextDocSchema>;

function withMark(mark: NonNullable<RichNode['marks']>[number], inner: ReactNode): ReactNode {
  switch (mark.type) {
    case 'bold':
      return <strong>{inner}</strong>;
    case 'italic':
      return <em>{inner}</em>;
    case 'underline':
      return <u>{inner}</u>;
    case 'strike':
      return <s>{inner}</s>;
    case 'code':
      return <code>{inner}</code>;
    case 'link':
      return (
        <Link
          href={mark.attrs.href ?? '#'}
          allowExternal
          className="text-accent underline underline-offset-2"
        >
          {inner}
        </Link>
      );
  }
}

function marked(text: string, marks: RichNode['marks'] = []): ReactNode {
  let inner: ReactNode = text;
  for (const mark of marks) inner = withMark(mark, inner);
  return inner;
}

const HEADINGS = ['h2', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

function renderNode(node: RichNode, key: number): ReactNode {
  const children = node.content?.map(renderNode);
  switch (node.type) {
    case 'doc':
      return children;
    case 'paragraph':
      return (
        <p key={key} className="text-lg leading-relaxed mb-4 max-w-prose">
          {children}
        </p>
      );
    case 'heading': {
      const Tag = HEADINGS[Math.min(Math.max((node.attrs?.level ?? 2) - 1, 0), 5)] ?? 'h2';
      return (
        <Tag key={key} className="font-head text-2xl font-semibold mt-6 mb-3">
          {children}
        </Tag>
      );
    }
    case 'bullet_list':
      return (
        <ul key={key} className="list-disc pl-6 mb-4 max-w-prose">
          {children}
        </ul>
      );
    case 'ordered_list':
      return (
        <ol key={key} className="list-decimal pl-6 mb-4 max-w-prose">
          {children}
        </ol>
      );
    case 'list_item':
      return <li key={key}>{children}</li>;
    case 'blockquote':
      return (
        <blockquote key={key} className="border-l-4 border-line pl-4 italic mb-4">
          {children}
        </blockquote>
      );
    case 'horizontal_rule':
      return <hr key={key} className="my-8 border-line" />;
    case 'hard_break':
      return <br key={key} />;
    case 'text':
      return <span key={key}>{marked(node.text ?? '', node.marks)}</span>;
  }
}

export function RichText({ doc }: { doc: RichTextDoc }) {
  return <>{renderNode(doc, 0)}</>;
}
