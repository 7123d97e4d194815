// Text block: plain paragraphs separated by blank lines.
import * as v from 'valibot';

export const TextSchema = v.object({ text: v.string() });

export function Text({ text }: v.InferOutput<typeof TextSchema>) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .filter((paragraph) => paragraph.trim() !== '')
        .map((paragraph) => (
          <p key={paragraph} className="text-lg leading-relaxed text-ink/90 mb-4 max-w-prose">
            {paragraph}
          </p>
        ))}
    </>
  );
}
