// What a photo box or photo prints page's product holds: "50 photos in format 15 × 10 cm" in the site's language,
// the format in the market's unit (inches in the US), and who prints it. Nothing for any other product.

import { printedByText, quantityText } from '#i18n/photobox-texts';
import { formatLabel } from '../../domain/formats';
import { photoQuantity } from '../../domain/photoboxes';
import { usePage } from '../page-context';

/** The quantity text of the product its parameters describe (the page's preset SKU's context). */
export function PhotoQuantity({ context }: { context: Readonly<Record<string, unknown>> | undefined }) {
  const { site } = usePage();
  const facts = context && photoQuantity(context);
  if (!facts) return null;
  const format = formatLabel(facts.format, site.unit, site.locale);
  return (
    <div className="my-6 text-lg" data-photo-quantity="">
      <p className="m-0 font-semibold">{quantityText(site, { quantity: facts.quantity, format })}</p>
      <p className="m-0 text-sm text-muted">{printedByText(site.language, site.shopName)}</p>
    </div>
  );
}
