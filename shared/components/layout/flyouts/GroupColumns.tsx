// The plain flyout layout: one column per group with its heading (calendar, accessories, collage, wandbilder).
import { flyoutImageWidth, groupItems } from '../../../domain/flyouts';
import type { FlyoutGroup, FlyoutItem, FlyoutKind } from '../../../schemas/navigation';
import { FlyoutGroupColumn, FlyoutItemList, type FlyoutItemListProps } from './FlyoutParts';

/** How a group's items line up: swatches for image-only links, a stack for small or no images, else tiles. */
export function listLayout(items: FlyoutItem[], width: number): FlyoutItemListProps['layout'] {
  if (items.length > 0 && items.every((item) => item.linkOnlyImage)) return 'swatches';
  return width <= 80 ? 'stack' : 'wrap';
}

export interface GroupColumnsProps {
  kind: FlyoutKind;
  groups: FlyoutGroup[];
  experiment?: boolean;
  /** Title of groups without one of their own. */
  fallbackTitle?: string;
}

export function GroupColumns({ kind, groups, experiment = false, fallbackTitle = '' }: GroupColumnsProps) {
  return (
    <div className="flex flex-wrap gap-x-8 gap-y-6">
      {groups.map((group) => {
        const items = groupItems(group);
        const width = (item: FlyoutItem) =>
          flyoutImageWidth(kind, group.flyoutGroupIdentifier, { headline: item.isHeadlineItem, experiment });
        return (
          <FlyoutGroupColumn
            key={group.flyoutGroupIdentifier}
            identifier={group.flyoutGroupIdentifier}
            title={group.flyoutGroupTitle || fallbackTitle}
          >
            <FlyoutItemList
              items={items}
              width={width}
              layout={listLayout(items, flyoutImageWidth(kind, group.flyoutGroupIdentifier, { experiment }))}
            />
          </FlyoutGroupColumn>
        );
      })}
    </div>
  );
}
