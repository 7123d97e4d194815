// The props of the two ordering islands: a card's quantity picker (GET form to the card configurator) and an
// accessory's add-to-basket form (POST to the shop); both work as plain forms before and without JavaScript.
import * as v from 'valibot';

const Word = v.pipe(v.string(), v.minLength(1));

/** Props of the `card-order` island. */
export const CardOrderPropsSchema = v.object({
  /** The card configurator's path for the site. */
  action: v.pipe(v.string(), v.startsWith('/')),
  /** The card's own options, handed on as hidden fields (theme, occasion, format, refinement). */
  fields: v.record(v.pipe(v.string(), v.regex(/^[a-zA-Z]+$/)), v.string()),
  /** What the total is priced by; without a format there is no price to show. */
  priced: v.optional(v.object({ format: Word, refinementType: Word })),
  texts: v.object({
    quantity: Word,
    total: Word,
    designNow: Word,
    orderSample: Word,
    priceUnavailable: Word,
  }),
});
export type CardOrderProps = v.InferOutput<typeof CardOrderPropsSchema>;

/** Props of the `accessory-order` island. */
export const AccessoryOrderPropsSchema = v.object({
  /** Where the form posts without JavaScript: the shop's accessory order call. */
  action: v.pipe(v.string(), v.startsWith('/')),
  sku: v.pipe(v.string(), v.regex(/^[A-Za-z0-9][\w.-]{0,63}$/)),
  name: Word,
  texts: v.object({
    quantity: Word,
    total: Word,
    addToBasket: Word,
    adding: Word,
    added: Word,
    addFailed: Word,
    priceUnavailable: Word,
  }),
});
export type AccessoryOrderProps = v.InferOutput<typeof AccessoryOrderPropsSchema>;
