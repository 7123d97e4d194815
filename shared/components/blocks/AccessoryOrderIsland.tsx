// The add-to-basket form under an accessory, when it has a sku the shop can order; words in the page's language.

import { PRODUCT_TEXTS } from '#i18n/product-texts';
import type { AccessoryFields } from '../../domain/accessories';
import { Island } from '../../islands/Island';
import { SHOP_PATHS } from '../../shop/endpoints';
import { usePage } from '../page-context';

/** The accessory's order island; nothing for an accessory without a sku. */
export function AccessoryOrderIsland({ accessory }: { accessory: AccessoryFields }) {
  const { site } = usePage();
  if (!accessory.sku) return null;
  const { quantity, total, addToBasket, adding, added, addFailed, priceUnavailable } =
    PRODUCT_TEXTS[site.language];
  const texts = { quantity, total, addToBasket, adding, added, addFailed, priceUnavailable };
  return (
    <Island
      name="accessory-order"
      props={{ action: SHOP_PATHS.cardAccessoryOrder, sku: accessory.sku, name: accessory.name, texts }}
    />
  );
}
