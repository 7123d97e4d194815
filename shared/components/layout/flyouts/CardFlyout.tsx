// The card flyout: occasions in three rows (each item in its `row`), then the additional cards as a list.
import { CARD_OCCASION_ROWS, flyoutImageWidth, groupItems } from '../../../domain/flyouts';
import type { FlyoutGroup } from '../../../schemas/navigation';
import { FlyoutEntry, FlyoutGroupColumn } from './FlyoutParts';
import { GroupColumns } from './GroupColumns';

function Occasions({ group }: { group: FlyoutGroup }) {
  const width = flyoutImageWidth('card', group.flyoutGroupIdentifier);
  const rows = CARD_OCCASION_ROWS;
  const perRow = new Map<number, number>();
  const cells = groupItems(group).map((item, index) => {
    const row = Math.min(item.row ?? (index % rows) + 1, rows);
    const column = (perRow.get(row) ?? 0) + 1;
    perRow.set(row, column);
    return { item, row, column };
  });
  return (
    <FlyoutGroupColumn identifier={group.flyoutGroupIdentifier} title={group.flyoutGroupTitle}>
      <ul
        className="m-0 grid list-none justify-start gap-4 p-0"
        style={{ gridTemplateRows: `repeat(${rows}, auto)` }}
      >
        {cells.map(({ item, row, column }) => (
          <li key={`${row}-${column}`} style={{ gridRow: row, gridColumn: column }}>
            <FlyoutEntry item={item} width={width} />
          </li>
        ))}
      </ul>
    </FlyoutGroupColumn>
  );
}

export function CardFlyout({ groups }: { groups: FlyoutGroup[] }) {
  const occasions = groups.filter((group) => group.flyoutGroupIdentifier === 'occasions');
  const others = groups.filter((group) => group.flyoutGroupIdentifier !== 'occasions');
  return (
    <div className="flex gap-10">
      {occasions.map((group) => (
        <Occasions key={group.flyoutGroupIdentifier} group={group} />
      ))}
      <GroupColumns kind="card" groups={others} />
    </div>
  );
}
