// A main navigation item's flyout panel: full width under the navigation, white with a shadow, laid out per
// flyout kind. Rendered by the island only while open; the server never renders it.
import { useEffect, useRef } from 'react';
import { wandbilderGroups } from '../../domain/flyouts';
import { WANDBILDER_FLAG } from '../../domain/navigation';
import type { FlyoutKind, MainNavigationItem } from '../../schemas/navigation';
import { seeTreatment, useFlagReads, usePage } from '../page-context';
import { CardFlyout } from './flyouts/CardFlyout';
import { FrameFlyout } from './flyouts/FrameFlyout';
import { GroupColumns } from './flyouts/GroupColumns';
import { PhotobookFlyout } from './flyouts/PhotobookFlyout';

export interface FlyoutProps {
  id: string;
  item: MainNavigationItem;
  kind: FlyoutKind;
  /** Called once the panel is in the page (its code loads on the first open). */
  onShown?: (section: HTMLElement) => void;
}

function FlyoutLayout({
  item,
  kind,
  wandbilderExperiment,
}: Omit<FlyoutProps, 'id'> & { wandbilderExperiment: boolean }) {
  const { texts } = usePage();
  const groups = item.flyoutGroups;
  switch (kind) {
    case 'card':
      return <CardFlyout groups={groups} />;
    case 'frame':
      return <FrameFlyout groups={groups} />;
    case 'photobook':
      return <PhotobookFlyout groups={groups} />;
    case 'wandbilder':
      return (
        <GroupColumns
          kind="wandbilder"
          groups={wandbilderGroups(groups, wandbilderExperiment)}
          experiment={wandbilderExperiment}
          fallbackTitle={texts.navigation.allProducts}
        />
      );
    default:
      // Calendar, accessories (the calendar layout) and collage: one column per group.
      return <GroupColumns kind={kind} groups={groups} />;
  }
}

export function Flyout({ id, item, kind, onShown }: FlyoutProps) {
  const page = usePage();
  const { texts } = page;
  const section = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per panel shown
  useEffect(() => {
    if (section.current) onShown?.(section.current);
  }, [id]);
  const reads = useFlagReads();
  // Only the wandbilder flyout shows the experiment: opening another is no exposure to it.
  const wandbilderExperiment = kind === 'wandbilder' && seeTreatment(WANDBILDER_FLAG, page, reads) === 'on';
  return (
    <section
      ref={section}
      id={id}
      aria-label={texts.navigation.flyout.replace('{item}', item.text)}
      data-flyout={kind}
      data-experiment={kind === 'wandbilder' && wandbilderExperiment ? '' : undefined}
      className="absolute inset-x-0 top-full border-t border-line bg-surface shadow-lg"
    >
      <div className="mx-auto max-w-screen-xl max-h-[calc(100vh-12rem)] overflow-y-auto px-4 py-8">
        <FlyoutLayout item={item} kind={kind} wandbilderExperiment={wandbilderExperiment} />
      </div>
    </section>
  );
}
