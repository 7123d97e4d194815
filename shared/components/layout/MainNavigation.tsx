// The main navigation: one scrollable line of plain links with previous/next buttons, the
// selected item underlined in the accent; as an island, hovering with a mouse (or ArrowDown/the toggle) opens
// an item's flyout from 1000 px; a touch tap follows the link. Hidden below 1000 px (burger menu there).
import { useSignals } from '@preact/signals-react/runtime';
import { type KeyboardEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { loadNavigation } from '../../browser/navigation-data';
import { flyoutId } from '../../domain/navigation';
import { DESKTOP_QUERY, FLYOUT_QUERY } from '../../domain/viewport';
import type { StripItem } from '../../schemas/furniture-islands';
import type { MainNavigationItem } from '../../schemas/navigation';
import { closeFlyout, hoveredItem, openFlyout } from '../../state/flyout';
import { usePage } from '../page-context';
import { NavigationItem } from './NavigationItem';
import { ScrollStrip } from './ScrollStrip';

export interface MainNavigationProps {
  /** The visible items (burger-only ones left out) as the strip shows them; flyouts load on hydration. */
  items: StripItem[];
  /** Index of the selected item, or -1. */
  selected: number;
  /** The items linking to the page itself. */
  current: number[];
}

/**
 * Opens an item's flyout; an item without one, or a viewport where flyouts are not used, closes any open one.
 * Hovering needs a hovering fine pointer (no touch tablet); the keyboard toggle works from 1000 px.
 */
/** The flyout panels' code: loaded when a visitor first opens one, as their content is when the island wakes. */
const Flyout = lazy(() =>
  import('#browser-only/layout/Flyout').then((module) => ({ default: module.Flyout })),
);

/** Focuses a flyout's first link when it was opened by keyboard (once its panel is there). */
function focusFirstLink(section: HTMLElement | null, byKeyboard: { current: boolean }): void {
  const link = section?.querySelector<HTMLElement>('a[href]');
  if (!link || !byKeyboard.current) return;
  byKeyboard.current = false;
  link.focus();
}

function showFlyout(items: StripItem[], index: number, byKeyboard = false): void {
  const item = items[index];
  const query = byKeyboard ? DESKTOP_QUERY : FLYOUT_QUERY;
  if (!item || item.flyout === null || !window.matchMedia(query).matches) closeFlyout();
  else openFlyout(index);
}

export function MainNavigation({ items, selected, current }: MainNavigationProps) {
  useSignals();
  const { texts, navigation } = usePage();
  const [strip, setStrip] = useState<HTMLUListElement | null>(null);
  const [flyouts, setFlyouts] = useState<MainNavigationItem[]>([]);
  const focusFlyout = useRef(false);
  const navRef = useRef<HTMLElement>(null);
  const open = hoveredItem.value;
  // The flyouts' content: loaded when the island wakes, so it is there by the time the pointer rests on an item.
  useEffect(() => {
    loadNavigation(navigation).then((data) => data && setFlyouts(data.main));
  }, [navigation]);
  const openItem = open === null ? undefined : flyouts[open];
  const openKind = open === null ? null : (items[open]?.flyout ?? null);

  const show = (index: number, byKeyboard = false) => {
    focusFlyout.current = byKeyboard;
    showFlyout(items, index, byKeyboard);
  };

  // The island wakes on the first pointerover: the pointer is already over an item by now (on a touch screen
  // FLYOUT_QUERY does not match, and the replayed tap follows the link).
  useEffect(() => {
    const hovered = strip?.querySelector<HTMLElement>('[data-nav-index]:hover');
    if (hovered) showFlyout(items, Number(hovered.dataset.navIndex));
  }, [strip, items]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after the flyout of another item rendered
  useEffect(() => {
    if (open !== null) focusFirstLink(document.getElementById(flyoutId(open)), focusFlyout);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || open === null) return;
    closeFlyout();
    navRef.current?.querySelector<HTMLElement>(`[data-nav-index="${open}"] a`)?.focus();
  };

  return (
    <nav
      ref={navRef}
      aria-label={texts.navigation.label}
      data-main-navigation=""
      onMouseLeave={closeFlyout}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) closeFlyout();
      }}
      onClick={(event) => {
        if ((event.target as Element).closest('a[href]')) closeFlyout();
      }}
      className="relative z-30 border-b border-line bg-surface max-[999px]:hidden"
    >
      <ScrollStrip strip={strip}>
        <ul ref={setStrip} className="m-0 flex list-none gap-1 overflow-x-auto p-0 [scrollbar-width:none]">
          {items.map((item, index) => (
            <NavigationItem
              // biome-ignore lint/suspicious/noArrayIndexKey: the items are fixed for the page
              key={index}
              index={index}
              item={item}
              selected={index === selected}
              current={current.includes(index)}
              expanded={open === index}
              hasFlyout={item.flyout !== null}
              onHover={() => show(index)}
              onOpen={() => show(index, true)}
              onToggle={() => (open === index ? closeFlyout() : show(index, true))}
            />
          ))}
        </ul>
      </ScrollStrip>
      {openItem && openKind && open !== null && (
        <Suspense fallback={null}>
          <Flyout
            id={flyoutId(open)}
            item={openItem}
            kind={openKind}
            onShown={(section) => focusFirstLink(section, focusFlyout)}
          />
        </Suspense>
      )}
    </nav>
  );
}
