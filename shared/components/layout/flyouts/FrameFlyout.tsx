// The frame flyout: colours (image-only swatches), other and more in the first row; the three product
// categories poster, leinwand and platte in the second row.
import { FRAME_CATEGORY_GROUPS } from '../../../domain/flyouts';
import type { FlyoutGroup } from '../../../schemas/navigation';
import { GroupColumns } from './GroupColumns';

const isCategory = (group: FlyoutGroup): boolean =>
  (FRAME_CATEGORY_GROUPS as readonly string[]).includes(group.flyoutGroupIdentifier);

export function FrameFlyout({ groups }: { groups: FlyoutGroup[] }) {
  const categories = groups.filter(isCategory);
  const others = groups.filter((group) => !isCategory(group));
  return (
    <div className="flex flex-col gap-8">
      <GroupColumns kind="frame" groups={others} />
      <GroupColumns kind="frame" groups={categories} />
    </div>
  );
}
