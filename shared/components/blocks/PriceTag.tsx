// A price as the product blocks show it: the current price, and the original one struck through when higher.
import { formatPrice } from '../../domain/prices';
import { usePage } from '../page-context';

export interface PriceTagProps {
  current: number;
  original?: number;
  className?: string;
}

/** Current and original price in the site's currency and locale (Swiss francs with the apostrophe). */
export function PriceTag({ current, original, className = '' }: PriceTagProps) {
  const { site } = usePage();
  const price = (amount: number) => formatPrice(amount, site.currency, site.locale);
  const reduced = original !== undefined && original > current;
  return (
    <span
      className={['inline-flex items-baseline gap-2', className].filter(Boolean).join(' ')}
      data-price={current}
    >
      <strong className={reduced ? 'text-sale' : 'text-ink'}>{price(current)}</strong>
      {reduced && <s className="text-sm text-muted">{price(original)}</s>}
    </span>
  );
}
