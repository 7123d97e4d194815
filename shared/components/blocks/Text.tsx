// Text block: Storyblok rich text (or, in older content, plain paragraphs separated by blank lines).
import * as v from 'valibot';
import { RichText, RichTextDocSchema } from './RichText';

export const TextSchema = v.object({
  text: v.union([v.string(), RichTextDocSchema], 'text must be rich text'),
});

export function Text({ text }: v.InferOutput<typeof TextSchema>) {
  if (typeof text !== 'string') return <RichText doc={text} />;
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .filter((paragraph) => paragraph.trim() !== '')
        .map((paragraph) => (
          <p key={paragraph} className="text-lg leading-relaxed mb-4 max-w-prose">
            {paragraph}
          </p>
        ))}
    </>
  );
}
