// SKU container (the page's `sku` field): a marker carrying the preset SKU and its context for the
// calculator, and the SKU's price when it has one; nothing else visible.
import * as v from 'valibot';
import { PriceSchema, ProductContextSchema, SkuIdSchema } from '../../domain/product-fields';
import { optionalField } from '../../schemas/storyblok-fields';
import { useContentPrices } from './content-prices';
import { PriceTag } from './PriceTag';

/** A preset SKU: the article id, the product parameters it stands for, and its price. */
export const SkuSchema = v.object({
  sku: SkuIdSchema,
  context: v.optional(ProductContextSchema, {}),
  priceCurrent: optionalField(PriceSchema),
  priceOriginal: optionalField(PriceSchema),
});
export type Sku = v.InferOutput<typeof SkuSchema>;

export const SkuContainerSchema = SkuSchema;

/** The price of a SKU: its own fields, else a price inside its context. */
export function skuPrice(sku: Sku): { current: number; original?: number } | undefined {
  const fromContext = (key: string) => {
    const value = sku.context[key];
    return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
  };
  const current = sku.priceCurrent ?? fromContext('priceCurrent');
  if (current === undefined) return undefined;
  return { current, original: sku.priceOriginal ?? fromContext('priceOriginal') };
}

/** `data-sku` and `data-sku-context` for the calculator island; the price when there is one. */
export function SkuContainer(props: v.InferOutput<typeof SkuContainerSchema>) {
  const price = useContentPrices() ? skuPrice(props) : undefined;
  return (
    <div data-sku={props.sku} data-sku-context={JSON.stringify(props.context)} hidden={!price}>
      {price && <PriceTag current={price.current} original={price.original} className="text-xl" />}
    </div>
  );
}
