// The page's SEO text in the footer: clipped to a few lines; the view-more button shows only when the text is
// actually clipped (measured by the boot script, client/dom/footer.ts) and opens the text for good. Until then
// the button's space stays reserved, invisible when unneeded, so nothing below shifts.
import type * as v from 'valibot';
import { RichText } from '../../blocks/RichText';
import type { SeoTextSchema } from '../../blocks/SeoText';
import { usePage } from '../../page-context';

export function FooterSeoText({ headline, text }: v.InferOutput<typeof SeoTextSchema>) {
  const { texts } = usePage();
  return (
    <section className="py-6 text-muted" data-seo-text="" data-expanded="false">
      {headline && <h2 className="mb-4 font-head text-2xl font-semibold text-ink">{headline}</h2>}
      <div
        id="footer-seo-text"
        className="relative max-h-[9rem] overflow-hidden noscript:!max-h-none"
        data-seo-text-body=""
      >
        <RichText doc={text} />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 bottom-0 h-10 noscript:hidden"
          style={{ background: 'linear-gradient(to bottom, transparent, var(--shop-cream))' }}
          data-seo-text-fade=""
        />
      </div>
      <button
        type="button"
        aria-controls="footer-seo-text"
        aria-expanded="false"
        className="mt-3 cursor-pointer rounded-full border border-ink bg-transparent px-5 py-2 font-semibold text-ink hover:bg-ink hover:text-surface noscript:!hidden invisible"
        data-seo-text-more=""
      >
        {texts.footer.viewMore}
      </button>
    </section>
  );
}
