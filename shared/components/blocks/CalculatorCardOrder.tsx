// A card's order under the calculator: a GET form to the designer with the choice as hidden fields and the
// quantity select, so it works without JavaScript; the total of the quantity beside it, and the sample (one card
// with its mark). A part of the calculator that only card products load (`calculator-parts.ts`).
import { useEffect, useId, useRef, useState } from 'react';
import { DEFAULT_CARD_QUANTITY } from '../../domain/cards';
import type { CalculatorTexts } from './calculator-props';
import { PriceTag } from './PriceTag';
import { QuantitySelect } from './QuantityTotal';

export interface CalculatorCardOrderProps {
  /** The designer link of the choice: its query becomes the form's fields. */
  action: string;
  /** The price of a quantity of cards of the choice. */
  totalOf: (quantity: number) => { priceCurrent: number; priceOriginal: number };
  texts: Pick<CalculatorTexts, 'quantity' | 'total' | 'designNow' | 'orderSample'>;
  /** The hand-off, with the quantity ordered. */
  onDesign: (quantity: number) => void;
  /** The look of the calculator's call to design. */
  buttonClass: string;
}

export function CalculatorCardOrder({
  action,
  totalOf,
  texts,
  onDesign,
  buttonClass,
}: CalculatorCardOrderProps) {
  /** Cards are ordered in a quantity from the card list; the total is the unit price times it. */
  const [quantity, setQuantity] = useState(DEFAULT_CARD_QUANTITY);
  // A quantity picked before the island ran (the pick that woke it) is in the select already: it counts.
  const select = useRef<HTMLSelectElement>(null);
  const quantityId = useId();
  const adopted = useRef(false);
  useEffect(() => {
    if (adopted.current) return;
    adopted.current = true;
    const picked = Number(select.current?.value);
    if (picked && picked !== quantity) setQuantity(picked);
  }, [quantity]);
  const [path = '', search = ''] = action.split('?');
  const fields = [...new URLSearchParams(search)].filter(([key]) => key !== 'quantity' && key !== 'isSample');
  const total = totalOf(quantity);
  const sample = new URLSearchParams([...fields, ['quantity', '1'], ['isSample', '1']]);
  return (
    <form method="get" action={path} className="mt-4 grid gap-3" data-card-order="">
      {fields.map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <span className="flex items-center gap-2">
          <label htmlFor={quantityId} className="font-semibold">
            {texts.quantity}
          </label>
          <QuantitySelect id={quantityId} ref={select} quantity={quantity} onQuantity={setQuantity} />
        </span>
        <p className="m-0" aria-live="polite" data-total={total.priceCurrent}>
          {texts.total}{' '}
          <PriceTag
            current={total.priceCurrent}
            original={total.priceOriginal > total.priceCurrent ? total.priceOriginal : undefined}
            className="text-xl"
          />
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="submit"
          className={buttonClass}
          data-calculator-designer=""
          onClick={() => onDesign(quantity)}
        >
          {texts.designNow}
        </button>
        <a href={`${path}?${sample}`} className="text-accent underline" data-order-sample="">
          {texts.orderSample}
        </a>
      </div>
    </form>
  );
}
