// Newsletter block: a native sign-up form posting e-mail, page path and bot-check token to the shop endpoint under
// the page's platform and locale prefix, so the opt-in mail speaks the page's language. The bot check's script
// loads when the form is used (client/dom/newsletter.ts); without JavaScript the form posts with an empty token.

import { useContext } from 'react';
import * as v from 'valibot';
import { botCheckAction, type NewsletterContainer } from '../../domain/bot-check';
import { NEWSLETTER_EMAIL_PATTERN } from '../../domain/newsletter';
import { CmsColorFieldSchema } from '../../schemas/cms';
import { optionalField } from '../../schemas/storyblok-fields';
import { SHOP_PATHS } from '../../shop/endpoints';
import { usePage } from '../page-context';
import { PageSlot } from '../page-slot';
import { BotCheckContext } from '../request-facts';

export { NEWSLETTER_EMAIL_PATTERN };

/**
 * Where the form posts: the shop's newsletter endpoint under the page's prefix (`/d/fr/web-api/…`). The shop reads
 * the locale from the path, as a native post sends no header that could name it.
 */
export const newsletterAction = (basePath: string): string => `${basePath}${SHOP_PATHS.newsletterSubscribe}`;

export const NewsletterBlockSchema = v.object({
  headline: v.pipe(v.string(), v.minLength(1, 'the newsletter block needs a headline')),
  inputPlaceholder: v.optional(v.string(), ''),
  ctaText: v.pipe(v.string(), v.minLength(1, 'the newsletter block needs a button text')),
  newsletterText: v.optional(v.string(), ''),
  backgroundColor: optionalField(CmsColorFieldSchema),
  textColor: optionalField(CmsColorFieldSchema),
});

/** The sign-up form; the browser checks the address against the pattern before anything is sent. */
export function NewsletterBlock(
  props: v.InferOutput<typeof NewsletterBlockSchema> & { container?: NewsletterContainer },
) {
  const { headline, inputPlaceholder, ctaText, newsletterText, backgroundColor, textColor } = props;
  const botCheck = useContext(BotCheckContext);
  const { site } = usePage();
  return (
    <section
      className="my-10 rounded-xl bg-cream px-6 py-10 text-ink"
      style={{ backgroundColor, color: textColor }}
      data-newsletter=""
    >
      <div className="mx-auto max-w-xl text-center">
        <h2 className="font-head text-3xl font-semibold mb-4">{headline}</h2>
        <form
          method="post"
          action={newsletterAction(site.basePath)}
          className="flex flex-col sm:flex-row gap-3"
          data-bot-check={botCheck ? botCheckAction(props.container ?? 'content') : undefined}
          data-bot-check-key={botCheck?.siteKey}
          data-bot-check-src={botCheck?.src}
        >
          <PageSlot name="newsletter-page" />
          <input type="hidden" name="reCaptchaToken" value="" />
          <input
            type="email"
            name="email"
            required
            pattern={NEWSLETTER_EMAIL_PATTERN}
            autoComplete="email"
            placeholder={inputPlaceholder}
            aria-label={inputPlaceholder || headline}
            className="flex-1 rounded-full border border-line bg-surface px-5 py-3 text-ink"
          />
          <button
            type="submit"
            className="rounded-full bg-accent px-6 py-3 font-semibold text-accent-ink hover:opacity-90"
          >
            {ctaText}
          </button>
        </form>
        {newsletterText && <p className="mt-4 text-sm">{newsletterText}</p>}
      </div>
    </section>
  );
}
