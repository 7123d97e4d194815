// One main navigation item: a plain link (aria-current and an accent underline when selected) and, for items
// with a flyout, a keyboard toggle that shows only when focused.
import type { KeyboardEvent, PointerEvent } from 'react';
import { flyoutId } from '../../domain/navigation';
import type { StripItem } from '../../schemas/furniture-islands';
import { Icon } from '../icons/Icon';
import { Link } from '../Link';
import { usePage } from '../page-context';
import { useCmsHref } from '../use-cms-href';
import { toggleAria, useInDocument } from '../use-in-document';

export interface NavigationItemProps {
  index: number;
  item: StripItem;
  selected: boolean;
  /** The item's link is the current page. */
  current: boolean;
  expanded: boolean;
  hasFlyout: boolean;
  /** A mouse or pen entered the item (touch "hovers" before a tap are ignored: a tap follows the link). */
  onHover: () => void;
  onOpen: () => void;
  onToggle: () => void;
}

export function NavigationItem(props: NavigationItemProps) {
  const { index, item, selected, current, expanded, hasFlyout } = props;
  const { texts } = usePage();
  const href = useCmsHref()(item.link);
  // The flyout's code loads with the first one opened: expanded once its panel is there.
  const shown = useInDocument(flyoutId(index), expanded && hasFlyout);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' || !hasFlyout) return;
    event.preventDefault();
    props.onOpen();
  };
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'touch') props.onHover();
  };
  const underline = selected ? 'border-accent text-ink' : 'border-transparent text-ink hover:border-line';
  return (
    <li
      className="relative shrink-0"
      data-nav-index={index}
      data-nav-type={item.navigationType || undefined}
      onPointerEnter={onPointerEnter}
    >
      <Link
        href={href}
        aria-current={selected ? (current ? 'page' : 'true') : undefined}
        onKeyDown={onKeyDown}
        className={`block whitespace-nowrap border-b-2 px-4 py-3 text-[0.95rem] font-medium no-underline hover:text-accent ${underline}`}
      >
        {item.text}
      </Link>
      {hasFlyout && (
        <button
          type="button"
          {...toggleAria(flyoutId(index), shown)}
          aria-label={texts.navigation.showFlyout.replace('{item}', item.text)}
          onClick={props.onToggle}
          className="pointer-events-none absolute right-0 top-1/2 flex size-5 -translate-y-1/2 items-center justify-center rounded border-0 bg-surface p-0 text-muted opacity-0 focus-visible:pointer-events-auto focus-visible:opacity-100"
        >
          <Icon name="chevron-down" size={14} />
        </button>
      )}
    </li>
  );
}
