// The page's SEO text in the footer (island footer-seo-text): clipped to a few lines; the view-more button shows
// only when the text is actually clipped (measured in the browser) and opens the text for good. Until the
// visitor expands the text the button's space stays reserved, invisible when unneeded, so nothing below shifts.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import type * as v from 'valibot';
import { expandSeoText, seoTextExpanded, textClipped } from '../../../state/footer';
import { RichText } from '../../blocks/RichText';
import type { SeoTextSchema } from '../../blocks/SeoText';
import { usePage } from '../../page-context';

export function FooterSeoText({ headline, text }: v.InferOutput<typeof SeoTextSchema>) {
  useSignals();
  const { texts } = usePage();
  const box = useRef<HTMLDivElement>(null);
  // Unknown until measured: the server and the first client render keep the button invisible.
  const [clipped, setClipped] = useState<boolean | null>(null);
  const expanded = seoTextExpanded.value;

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setClipped(textClipped(element));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const open = expanded || clipped === false;
  return (
    <section
      className="py-6 text-muted"
      data-seo-text=""
      data-expanded={expanded}
      data-clipped={clipped === null ? undefined : clipped}
    >
      {headline && <h2 className="mb-4 font-head text-2xl font-semibold text-ink">{headline}</h2>}
      <div
        ref={box}
        id="footer-seo-text"
        className={open ? '' : 'relative max-h-[9rem] overflow-hidden noscript:!max-h-none'}
        data-seo-text-body=""
      >
        <RichText doc={text} />
        {!open && (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-x-0 bottom-0 h-10 noscript:hidden"
            style={{ background: 'linear-gradient(to bottom, transparent, var(--shop-cream))' }}
          />
        )}
      </div>
      {/* Invisible (also to assistive technology) until measured, and for good when the text fits. */}
      {!expanded && (
        <button
          type="button"
          onClick={expandSeoText}
          aria-controls="footer-seo-text"
          aria-expanded="false"
          className={`mt-3 cursor-pointer rounded-full border border-ink bg-transparent px-5 py-2 font-semibold text-ink hover:bg-ink hover:text-surface noscript:!hidden ${clipped ? '' : 'invisible'}`}
          data-seo-text-more=""
        >
          {texts.footer.viewMore}
        </button>
      )}
    </section>
  );
}
