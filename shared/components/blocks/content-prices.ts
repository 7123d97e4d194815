// Prices written into the content are in the currency of its locale: a site whose content comes from another
// currency's locale (fr-CH and it-CH read French and Italian stories) shows none of them, rather than euros
// labelled as francs. The worker logs the withheld prices.
import { contentPricesApply } from '../../domain/locales';
import { usePage } from '../page-context';

/** Whether the content's own prices may be shown on this page's site. */
export function useContentPrices(): boolean {
  return contentPricesApply(usePage().site);
}
