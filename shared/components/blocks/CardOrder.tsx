// Card order (island card-order): the quantity picker with the total from the price service, "design now" and
// "order a sample" (one card with the sample mark). A GET form to the card configurator, so it works without
// JavaScript; the configurator route adds the click id and the Shopping referral from the landing's cookies.
import { useCallback, useState } from 'react';
import { DEFAULT_CARD_QUANTITY } from '../../domain/cards';
import { browserShopClient } from '../../shop/client';
import { cardTotal } from '../../shop/product-orders';
import { usePage } from '../page-context';
import type { CardOrderProps } from './order-props';
import { QuantityTotal } from './QuantityTotal';

export function CardOrder({ action, fields, priced, texts }: CardOrderProps) {
  const { site } = usePage();
  const [quantity, setQuantity] = useState(DEFAULT_CARD_QUANTITY);
  const format = priced?.format;
  const refinementType = priced?.refinementType;
  const price = useCallback(
    (chosen: number) =>
      cardTotal(browserShopClient(site), {
        currency: site.currency,
        format: format ?? '',
        refinementType: refinementType ?? '',
        quantity: chosen,
      }),
    [site, format, refinementType],
  );
  return (
    <form action={action} method="get" className="grid gap-4" data-card-order="">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <QuantityTotal
        quantity={quantity}
        onQuantity={setQuantity}
        price={format ? price : undefined}
        texts={texts}
      />
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          className="rounded-full bg-accent px-6 py-3 font-semibold text-accent-ink cursor-pointer hover:opacity-90"
          data-card-design=""
        >
          {texts.designNow}
        </button>
        <button
          type="submit"
          name="isSample"
          value="1"
          className="rounded-full border border-line bg-surface px-6 py-3 font-semibold text-ink cursor-pointer hover:border-accent"
          data-card-sample=""
        >
          {texts.orderSample}
        </button>
      </div>
    </form>
  );
}
