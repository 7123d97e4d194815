// Accessory order (island accessory-order): a quantity with its total from the price service, and "add to
// basket" through the shop's accessory order call. A plain POST form without JavaScript (the shop sends the
// page back); with it, the header's cart count follows the add at once, and the shop's words for a failure are
// shown and the failure is logged.
import { type FormEvent, useCallback, useState } from 'react';
import { logEvent } from '../../browser/log';
import { WAKE_ISLAND_EVENT } from '../../islands/protocol';
import { browserShopClient } from '../../shop/client';
import { SHOP_PATHS } from '../../shop/endpoints';
import { accessoryTotal, orderAccessory } from '../../shop/product-orders';
import { setCartCount } from '../../state/customer';
import { usePage } from '../page-context';
import type { AccessoryOrderProps } from './order-props';
import { QuantityTotal } from './QuantityTotal';

/** The logged identifier of a failed add. */
export const ACCESSORY_LOG_ID = 'error-add-accessory';

type Adding =
  | { state: 'idle' | 'adding' }
  | { state: 'added'; quantity: number }
  | { state: 'failed'; text: string };

export function AccessoryOrder({ sku, name, texts }: AccessoryOrderProps) {
  const { site } = usePage();
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState<Adding>({ state: 'idle' });
  const price = useCallback(
    (chosen: number) =>
      accessoryTotal(browserShopClient(site), { currency: site.currency, sku, quantity: chosen }),
    [site, sku],
  );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAdding({ state: 'adding' });
    const result = await orderAccessory(browserShopClient(site), { sku, quantity });
    if (result.ok) {
      setCartCount(result.count);
      // The header's account item shows the count once it runs: it wakes now, not at the visitor's next touch.
      document.dispatchEvent(new CustomEvent(WAKE_ISLAND_EVENT, { detail: 'account' }));
      return setAdding({ state: 'added', quantity });
    }
    logEvent(ACCESSORY_LOG_ID, { sku, quantity, status: result.status });
    setAdding({ state: 'failed', text: result.text ?? texts.addFailed });
  };

  return (
    <form
      method="post"
      action={SHOP_PATHS.cardAccessoryOrder}
      onSubmit={onSubmit}
      className="mt-3 grid gap-3"
      data-accessory-order={sku}
    >
      <input type="hidden" name="sku" value={sku} />
      <QuantityTotal quantity={quantity} onQuantity={setQuantity} price={price} texts={texts} />
      <button
        type="submit"
        disabled={adding.state === 'adding'}
        className="justify-self-start rounded-full bg-accent px-5 py-2 font-semibold text-accent-ink cursor-pointer hover:opacity-90 disabled:opacity-60 disabled:cursor-default"
        data-accessory-add=""
      >
        {adding.state === 'adding' ? texts.adding : texts.addToBasket}
      </button>
      <p role="status" className="m-0 text-sm text-muted" data-accessory-status="">
        {adding.state === 'added' &&
          texts.added.replace('{quantity}', String(adding.quantity)).replace('{name}', name)}
      </p>
      {adding.state === 'failed' && (
        <p role="alert" className="m-0 text-sm text-sale" data-accessory-error="">
          {adding.text}
        </p>
      )}
    </form>
  );
}
