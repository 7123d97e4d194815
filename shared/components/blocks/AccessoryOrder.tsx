// Accessory order (island accessory-order): a quantity with its total from the price service, and "add to
// basket" through the shop's accessory order call. A plain POST form without JavaScript (the shop sends the
// page back); with it, the header's cart count follows the add at once, and the shop's words for a failure are
// shown and the failure is logged. The totals come checked from the worker; the shop client and the log load with
// the first add.
import { type FormEvent, useCallback, useState } from 'react';
import { ACCESSORY_TOTAL_PATH, accessoryTotal } from '../../browser/accessory-total';
import { localizePath, type SiteContext } from '../../domain/site';
import { WAKE_ISLAND_EVENT } from '../../islands/protocol';
import { setCartCount } from '../../state/customer';
import { usePage } from '../page-context';
import type { AccessoryOrderProps } from './order-props';
import { QuantityTotal } from './QuantityTotal';

/** The logged identifier of a failed add. */
const ACCESSORY_LOG_ID = 'error-add-accessory';

/** The add itself, through the shop client: loaded with the first add; code that cannot load is a failed add. */
function order(site: Pick<SiteContext, 'shopName' | 'country' | 'locale'>, sku: string, quantity: number) {
  return Promise.all([import('../../shop/client'), import('../../shop/product-orders')]).then(
    ([client, orders]) => orders.orderAccessory(client.browserShopClient(site), { sku, quantity }),
    () => ({ ok: false as const, status: null, text: null }),
  );
}

type Adding =
  | { state: 'idle' | 'adding' }
  | { state: 'added'; quantity: number }
  | { state: 'failed'; text: string };

export function AccessoryOrder({ action, sku, name, texts }: AccessoryOrderProps) {
  const { site } = usePage();
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState<Adding>({ state: 'idle' });
  const price = useCallback(
    (chosen: number) => accessoryTotal(localizePath(site, ACCESSORY_TOTAL_PATH), sku, chosen),
    [site, sku],
  );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAdding({ state: 'adding' });
    const result = await order(site, sku, quantity);
    if (result.ok) {
      setCartCount(result.count);
      // The header's account item shows the count once it runs: it wakes now, not at the visitor's next touch.
      document.dispatchEvent(new CustomEvent(WAKE_ISLAND_EVENT, { detail: 'account' }));
      return setAdding({ state: 'added', quantity });
    }
    // Logged before the failure shows, so a visitor who leaves at once still reports it.
    await import('../../browser/log')
      .then((log) => log.logEvent(ACCESSORY_LOG_ID, { sku, quantity, status: result.status }))
      .catch(() => undefined);
    setAdding({ state: 'failed', text: result.text ?? texts.addFailed });
  };

  return (
    <form
      method="post"
      action={action}
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
