// One accessory as the accessory blocks show it: image, name, optional text and price.
import type { AccessoryFields } from '../../domain/accessories';
import { columnSlot, PAGE_COLUMN } from '../../domain/image-slots';
import type { ImageSlot } from '../../domain/images';
import { Image } from '../Image';
import { useContentPrices } from './content-prices';
import { PriceTag } from './PriceTag';

export interface AccessoryCardProps {
  accessory: AccessoryFields;
  /** A price given by the block itself wins over the accessory's own. */
  price?: { current: number; original?: number };
  large?: boolean;
  /** The image's slot in the grid the card sits in; without one, the card fills the page column. */
  slot?: ImageSlot;
}

/** A large card's image column: two columns from md with `gap-6`. */
const LARGE_SLOT = columnSlot({ base: { gap: 24 }, md: { columns: 2 } });

/** An accessory card marked with its subtype (and sku, when it has one; not the `data-sku` of the SKU container). */
export function AccessoryCard({ accessory, price, large = false, slot }: AccessoryCardProps) {
  const contentPrices = useContentPrices();
  const shown =
    price ??
    (contentPrices && accessory.priceCurrent !== undefined
      ? { current: accessory.priceCurrent, original: accessory.priceOriginal }
      : undefined);
  return (
    <div
      className={large ? 'grid md:grid-cols-2 items-center gap-6' : 'flex flex-col gap-2'}
      data-accessory-type={accessory.accessoryType}
      data-accessory-sku={accessory.sku}
    >
      {accessory.image && (
        <Image
          src={accessory.image.filename}
          alt={accessory.image.alt}
          width={large ? 480 : 240}
          ratio="1/1"
          slot={slot ?? (large ? LARGE_SLOT : PAGE_COLUMN)}
          className="w-full h-auto rounded-xl bg-cream"
        />
      )}
      <div>
        <h3 className={`font-semibold ${large ? 'font-head text-3xl mb-3' : 'text-base'}`}>
          {accessory.name}
        </h3>
        {accessory.text && <p className="text-muted mb-3">{accessory.text}</p>}
        {shown && (
          <PriceTag current={shown.current} original={shown.original} className={large ? 'text-xl' : ''} />
        )}
      </div>
    </div>
  );
}
