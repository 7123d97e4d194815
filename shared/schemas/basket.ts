// The shop's basket and account-page answers, parsed at the boundary into what the account and basket pages show.
import * as v from 'valibot';

const Amount = v.pipe(v.number(), v.finite());

export const BasketLineSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  sku: v.string(),
  name: v.string(),
  format: v.optional(v.string(), ''),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  unitPrice: Amount,
  lineTotal: Amount,
  /** The designer's choice as the add wrote it (frame, options, orientation): read by `lineView`. */
  context: v.optional(v.unknown(), {}),
});
export type BasketLine = v.InferOutput<typeof BasketLineSchema>;

export const BasketSchema = v.object({
  currency: v.picklist(['eur', 'chf', 'gbp', 'usd']),
  lines: v.array(BasketLineSchema),
  subtotal: Amount,
  voucher: v.nullish(v.object({ code: v.string(), discount: Amount }), null),
  total: Amount,
});
export type Basket = v.InferOutput<typeof BasketSchema>;

/** The logged-in customer as the account page shows them. */
export const CustomerAccountSchema = v.object({
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  number: v.union([v.string(), v.pipe(v.number(), v.transform(String))]),
});
export type CustomerAccount = v.InferOutput<typeof CustomerAccountSchema>;
