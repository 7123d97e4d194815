// Formats and prices block: a table of formats (sizes in the site's unit, labelled as the calculator labels
// them) with current and original prices.
import * as v from 'valibot';
import { formatLabel } from '../../domain/formats';
import type { Language } from '../../domain/markets';
import { formatPrice } from '../../domain/prices';
import { NumberFieldSchema, optionalField } from '../../schemas/storyblok-fields';
import { usePage } from '../page-context';
import { useContentPrices } from './content-prices';

const PRICE = v.pipe(
  NumberFieldSchema,
  v.number('a price is a number'),
  v.minValue(0, 'a price cannot be negative'),
);

export const FormatsAndPricesSchema = v.object({
  headline: v.optional(v.string(), ''),
  rows: v.array(
    v.looseObject({
      format: v.pipe(v.string(), v.minLength(1, 'a row needs a format')),
      priceCurrent: PRICE,
      priceOriginal: optionalField(PRICE),
    }),
  ),
});

const HEADERS: Record<Language, { format: string; price: string }> = {
  de: { format: 'Format', price: 'Preis' },
  en: { format: 'Format', price: 'Price' },
  es: { format: 'Formato', price: 'Precio' },
  fr: { format: 'Format', price: 'Prix' },
  it: { format: 'Formato', price: 'Prezzo' },
  nl: { format: 'Formaat', price: 'Prijs' },
};

/** The table; a row with an original price shows the current one in the sale colour beside it. */
export function FormatsAndPrices({ headline, rows }: v.InferOutput<typeof FormatsAndPricesSchema>) {
  const { site } = usePage();
  const price = (amount: number) => formatPrice(amount, site.currency, site.locale);
  const header = HEADERS[site.language];
  // A table of prices in another currency is no table of this shop's prices.
  if (!useContentPrices()) return null;
  return (
    <section className="my-10">
      {headline && <h2 className="font-head text-3xl font-semibold mb-6">{headline}</h2>}
      <table className="w-full max-w-2xl border-collapse text-left">
        <thead>
          <tr className="border-b-2 border-line text-sm text-muted">
            <th scope="col" className="py-2 pr-4 font-semibold">
              {header.format}
            </th>
            <th scope="col" className="py-2 font-semibold text-right">
              {header.price}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.format} className="border-b border-line">
              <th scope="row" className="py-3 pr-4 font-normal">
                {formatLabel(row.format, site.unit, site.locale)}
              </th>
              <td className="py-3 text-right" data-price="">
                <strong className={row.priceOriginal !== undefined ? 'text-sale' : ''}>
                  {price(row.priceCurrent)}
                </strong>
                {row.priceOriginal !== undefined && (
                  <s className="ml-2 text-sm text-muted">{price(row.priceOriginal)}</s>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
