// SEO text (a page's footer override): rich text about the page's products, shown above the footer boxes.
import * as v from 'valibot';
import { RichText, RichTextDocSchema } from './RichText';

export const SeoTextSchema = v.object({
  headline: v.optional(v.string(), ''),
  text: RichTextDocSchema,
});

/**
 * The text in full; clipping it with a view-more link (footer) is the footer's job, which
 * wraps this block.
 */
export function SeoText({ headline, text }: v.InferOutput<typeof SeoTextSchema>) {
  return (
    <section className="my-10 text-muted" data-seo-text="">
      {headline && <h2 className="font-head text-2xl font-semibold text-ink mb-4">{headline}</h2>}
      <RichText doc={text} />
    </section>
  );
}
