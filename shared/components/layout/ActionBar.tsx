// The action bar: a promo bar with sanitised CMS text and an optional countdown, as server HTML. The boot script
// dismisses it (cookie per bar id, root class, other tabs) and ticks the countdown: no React on any page for it.
import type { ActionBarProps } from '../../domain/action-bar';
import { Icon } from '../icons/Icon';
import { usePage } from '../page-context';
import { Countdown } from './Countdown';

export function ActionBar({
  id,
  before,
  after,
  color,
  backgroundColor,
  countdownEnd,
  renderedAt,
}: ActionBarProps) {
  const { texts } = usePage();
  return (
    <aside
      className="action-bar bg-accent text-accent-ink text-sm"
      style={{ color, backgroundColor }}
      aria-label="Action"
      data-action-bar={id}
    >
      <div className="mx-auto max-w-screen-xl flex items-center gap-2 px-4 py-2">
        {/* A block, not a <p>: the CMS text may bring paragraphs of its own, which run inline here. */}
        <div className="flex-1 text-center leading-snug [&_p]:inline [&_p]:m-0">
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised to an allow-list of tags by actionBarProps() */}
          <span dangerouslySetInnerHTML={{ __html: before }} />
          {countdownEnd !== undefined && (
            <>
              {' '}
              <Countdown end={countdownEnd} renderedAt={renderedAt} />{' '}
            </>
          )}
          {after && (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised to an allow-list of tags by actionBarProps()
            <span dangerouslySetInnerHTML={{ __html: after }} />
          )}
        </div>
        <button
          type="button"
          className="shrink-0 inline-flex size-8 items-center justify-center rounded-full bg-transparent text-inherit cursor-pointer hover:bg-black/10"
          aria-label={texts.close}
          data-action-bar-close=""
        >
          <Icon name="close" size={18} />
        </button>
      </div>
    </aside>
  );
}
