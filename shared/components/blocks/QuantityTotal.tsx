// A quantity select from the card quantity list with the total of the chosen quantity beside it, fetched from the
// price service once the island runs (the server's HTML shows the select alone).
import { type ReactNode, type Ref, useEffect, useId, useState } from 'react';
import { CARD_QUANTITIES } from '../../domain/cards';
import type { Total } from '../../shop/product-orders';
import { PriceTag } from './PriceTag';

type Loaded = { state: 'idle' | 'loading' | 'failed' } | { state: 'ready'; total: Total };

export interface QuantityTotalProps {
  quantity: number;
  onQuantity: (quantity: number) => void;
  /** The total of a quantity; absent when nothing can be priced. */
  price?: (quantity: number) => Promise<Total>;
  texts: { quantity: string; total: string; priceUnavailable: string };
}

/** A form's `quantity` field: the card quantity list. */
export function QuantitySelect({
  quantity,
  onQuantity,
  id,
  ref,
  className = '',
}: {
  quantity: number;
  onQuantity: (quantity: number) => void;
  id?: string;
  ref?: Ref<HTMLSelectElement>;
  className?: string;
}) {
  return (
    <select
      id={id}
      ref={ref}
      name="quantity"
      value={quantity}
      onChange={(event) => onQuantity(Number(event.target.value))}
      className={`rounded-lg border border-line bg-surface px-3 py-2 ${className}`}
      data-quantity=""
    >
      {CARD_QUANTITIES.map((value) => (
        <option key={value} value={value}>
          {value}
        </option>
      ))}
    </select>
  );
}

/** The select and the total; the select is a form's `quantity` field. */
export function QuantityTotal({ quantity, onQuantity, price, texts }: QuantityTotalProps): ReactNode {
  const id = useId();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'idle' });

  useEffect(() => {
    if (!price) return;
    let current = true;
    setLoaded({ state: 'loading' });
    price(quantity).then(
      (total) => current && setLoaded({ state: 'ready', total }),
      () => current && setLoaded({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [price, quantity]);

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <label htmlFor={id} className="font-semibold">
        {texts.quantity}
      </label>
      <QuantitySelect id={id} quantity={quantity} onQuantity={onQuantity} />
      <p aria-live="polite" className="m-0 min-h-6" data-total={loaded.state}>
        {loaded.state === 'ready' && (
          <>
            {texts.total}{' '}
            <PriceTag current={loaded.total.priceCurrent} original={loaded.total.priceOriginal} />
          </>
        )}
        {loaded.state === 'failed' && <span className="text-muted">{texts.priceUnavailable}</span>}
      </p>
    </div>
  );
}
