// Customer opinions in the footer: the shop's review score with stars and the number of reviews, linking to
// the reviews. Numbers follow the shop's number format (Swiss apostrophe: 20'418).
import { formatNumber } from '../../../domain/prices';
import { countText } from '../../../i18n/plural';
import type { CustomerOpinions as CustomerOpinionsData } from '../../../schemas/footer';
import { StarRating } from '../../blocks/StarRating';
import { Link } from '../../Link';
import { usePage } from '../../page-context';
import { useCmsHref } from '../../use-cms-href';

export function CustomerOpinions({ headline, stars, totalReviews, link }: CustomerOpinionsData) {
  const { site, texts } = usePage();
  const href = useCmsHref();
  const content = (
    <>
      <span className="font-head text-4xl font-semibold text-ink">{formatNumber(stars, site.locale, 1)}</span>
      <StarRating rating={stars} size={22} />
      <span className="text-muted">{countText(texts.footer.reviewCount, totalReviews, site.locale)}</span>
    </>
  );
  return (
    <section className="py-6 text-center" data-customer-opinions="">
      <h2 className="mb-3 font-head text-2xl font-semibold">{headline || texts.footer.customerOpinions}</h2>
      {link ? (
        <Link
          href={href(link)}
          allowExternal
          className="inline-flex flex-wrap items-center justify-center gap-3 no-underline hover:underline"
        >
          {content}
        </Link>
      ) : (
        <p className="m-0 inline-flex flex-wrap items-center justify-center gap-3">{content}</p>
      )}
    </section>
  );
}
