// The photobook flyout: the categories group with its headline item as a big tile beside the other categories,
// then types, start without a template, the photobook assistant and more as columns.
import { flyoutImageWidth, groupItems } from '../../../domain/flyouts';
import type { FlyoutGroup } from '../../../schemas/navigation';
import { FlyoutEntry, FlyoutGroupColumn, FlyoutItemList } from './FlyoutParts';
import { GroupColumns } from './GroupColumns';

function Categories({ group }: { group: FlyoutGroup }) {
  const items = groupItems(group);
  const headline = items.filter((item) => item.isHeadlineItem);
  const sublines = items.filter((item) => !item.isHeadlineItem);
  const identifier = group.flyoutGroupIdentifier;
  return (
    <FlyoutGroupColumn identifier={identifier} title={group.flyoutGroupTitle}>
      <div className="flex gap-6">
        {headline.map((item) => (
          <FlyoutEntry
            key={item.storyblokTitle}
            item={item}
            width={flyoutImageWidth('photobook', identifier, { headline: true })}
          />
        ))}
        <FlyoutItemList
          items={sublines}
          width={() => flyoutImageWidth('photobook', identifier)}
          layout="pairs"
        />
      </div>
    </FlyoutGroupColumn>
  );
}

export function PhotobookFlyout({ groups }: { groups: FlyoutGroup[] }) {
  const categories = groups.filter((group) => group.flyoutGroupIdentifier === 'categories');
  const others = groups.filter((group) => group.flyoutGroupIdentifier !== 'categories');
  return (
    <div className="flex flex-wrap gap-10">
      {categories.map((group) => (
        <Categories key={group.flyoutGroupIdentifier} group={group} />
      ))}
      <GroupColumns kind="photobook" groups={others} />
    </div>
  );
}
