// Building blocks of every flyout layout: a group column with its small heading, and one item drawn as a tile
// (image above text), a row (small image beside text), a swatch (image only) or a text link.
import type { ReactNode } from 'react';
import type { FlyoutItem, FlyoutSubGroup } from '../../../schemas/navigation';
import { Image } from '../../Image';
import { Link } from '../../Link';
import { useCmsHref } from '../../use-cms-href';

/** Images up to this width sit beside the item's text rather than above it. */
const ROW_MAX_WIDTH = 80;

export interface FlyoutGroupColumnProps {
  title: string;
  identifier: string;
  children: ReactNode;
  className?: string;
}

/** A group: small uppercase heading, then its items. */
export function FlyoutGroupColumn({ title, identifier, children, className = '' }: FlyoutGroupColumnProps) {
  return (
    <section className={`min-w-0 ${className}`} data-flyout-group={identifier}>
      {title && (
        <h2 className="m-0 mb-3 text-xs font-semibold uppercase tracking-wider text-muted">{title}</h2>
      )}
      {children}
    </section>
  );
}

export interface FlyoutEntryProps {
  item: FlyoutItem;
  /** Image width (and height) in px; 0 draws a text link. */
  width: number;
}

/** One flyout item as a plain link; its look follows the image width and `linkOnlyImage`. */
export function FlyoutEntry({ item, width }: FlyoutEntryProps) {
  const href = useCmsHref()(item.link);
  const title = item.storyblokTitle;
  const src = item.asset.filename;
  const base = 'text-ink no-underline hover:text-accent rounded-lg';
  if (!src || width === 0) {
    return (
      <Link href={href} className={`${base} block py-1 text-sm`}>
        {title}
      </Link>
    );
  }
  if (item.linkOnlyImage) {
    return (
      <Link href={href} className={`${base} inline-block`} aria-label={title} title={title}>
        <Image
          src={src}
          alt=""
          width={width}
          height={width}
          className="block rounded-full border border-line"
        />
      </Link>
    );
  }
  const image = (
    <Image src={src} alt="" width={width} height={width} className="block shrink-0 rounded-lg bg-cream" />
  );
  if (width <= ROW_MAX_WIDTH) {
    return (
      <Link href={href} className={`${base} flex items-center gap-3 text-sm`}>
        {image}
        <span>{title}</span>
      </Link>
    );
  }
  return (
    <Link href={href} className={`${base} flex flex-col gap-2 text-sm font-medium`} style={{ width }}>
      {image}
      <span>{title}</span>
    </Link>
  );
}

export interface FlyoutItemListProps {
  items: FlyoutItem[];
  width: (item: FlyoutItem) => number;
  /** `wrap`: tiles side by side; `stack`: one item per line; `pairs`: two per line; `swatches`: images in a row. */
  layout: 'wrap' | 'stack' | 'pairs' | 'swatches';
}

const LIST_CLASS: Record<FlyoutItemListProps['layout'], string> = {
  wrap: 'flex flex-wrap gap-3',
  stack: 'flex flex-col gap-2',
  pairs: 'grid grid-cols-2 gap-x-6 gap-y-2',
  swatches: 'flex flex-wrap gap-2',
};

/** An item's sub-flyout: each group's title and its links as text, under the item. */
function FlyoutSubGroups({ groups }: { groups: FlyoutSubGroup[] }) {
  const href = useCmsHref();
  return (
    <div className="mt-2 flex flex-col gap-2 border-l border-line pl-3" data-flyout-subgroups="">
      {groups.map((group, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the groups are static per render; identifiers may be blank
        <div key={index} data-flyout-subgroup={group.flyoutGroupIdentifier}>
          {group.flyoutGroupTitle && (
            <p className="m-0 text-xs font-semibold uppercase tracking-wider text-muted">
              {group.flyoutGroupTitle}
            </p>
          )}
          <ul className="m-0 list-none p-0">
            {group.flyoutGroupItems.map((item, itemIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is static per render; titles may repeat
              <li key={itemIndex}>
                <Link
                  href={href(item.link)}
                  className="block rounded-lg py-0.5 text-sm text-ink no-underline hover:text-accent"
                >
                  {item.storyblokTitle}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** The items of a group as a list of links; an item with a sub-flyout has its groups under it. */
export function FlyoutItemList({ items, width, layout }: FlyoutItemListProps) {
  return (
    <ul className={`m-0 list-none p-0 ${LIST_CLASS[layout]}`}>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is static per render; titles may repeat
        <li key={index}>
          <FlyoutEntry item={item} width={width(item)} />
          {item.subFlyoutGroups && item.subFlyoutGroups.length > 0 && (
            <FlyoutSubGroups groups={item.subFlyoutGroups} />
          )}
        </li>
      ))}
    </ul>
  );
}
