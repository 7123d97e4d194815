// The burger menu's full-screen panel: its header row, the current level, focus kept inside, Escape and any
// link click close it, and the primary list's scroll position restored on the way back from a sub-level.
import { useSignals } from '@preact/signals-react/runtime';
import { type KeyboardEvent, type MouseEvent, useEffect, useLayoutEffect, useRef } from 'react';
import type { BurgerNavigation } from '../../schemas/navigation';
/** The panel's id, for the button's aria-controls (one burger per page). */
import {
  BURGER_PANEL_ID,
  back,
  burgerActiveItem,
  burgerLevel,
  burgerPrimaryScrollTop,
  closeBurger,
  openItem,
} from '../../state/burger';
import { Icon } from '../icons/Icon';
import { usePage } from '../page-context';
import { BurgerPrimaryList, BurgerSecondaryList } from './BurgerPanelLevels';
import { BurgerService } from './BurgerPanelService';

export { BURGER_PANEL_ID };

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab inside the panel: from the last focusable to the first and back. */
function wrapTab(event: KeyboardEvent<HTMLDivElement>): void {
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

export function BurgerPanel({ navigation }: { navigation: BurgerNavigation }) {
  useSignals();
  const { site, texts } = usePage();
  const words = texts.burger;
  const panel = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const active = burgerActiveItem.value;
  const activeItem = active === null ? undefined : navigation.mainNavigationItems[active];
  const shownBefore = useRef<number | null | undefined>(undefined);

  useEffect(() => {
    const root = panel.current;
    if (!root) return;
    root.querySelector<HTMLElement>('[data-burger-close]')?.focus();
    // Focus that escapes (a click outside, a script) is brought back into the panel.
    const keepInside = (event: FocusEvent) => {
      if (event.target instanceof Node && !root.contains(event.target)) root.focus();
    };
    document.addEventListener('focusin', keepInside);
    return () => document.removeEventListener('focusin', keepInside);
  }, []);

  // A sub-level starts at its top; the primary level comes back where it was left, focus on the item left.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `active` is read from a signal on each render
  useLayoutEffect(() => {
    const before = shownBefore.current;
    shownBefore.current = active;
    const area = scroller.current;
    if (!area || before === undefined) return;
    if (active === null) {
      area.scrollTop = burgerPrimaryScrollTop.peek();
      area.querySelector<HTMLElement>(`[data-burger-item="${before}"]`)?.focus({ preventScroll: true });
    } else {
      area.scrollTop = 0;
      area.querySelector<HTMLElement>('[data-burger-back]')?.focus({ preventScroll: true });
    }
  }, [active]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      closeBurger();
    } else if (event.key === 'Tab') wrapTab(event);
  };
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) closeBurger();
  };

  return (
    <div
      ref={panel}
      id={BURGER_PANEL_ID}
      role="dialog"
      aria-modal="true"
      aria-label={words.menu}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onClick={onClick}
      className="fixed inset-0 z-40 flex flex-col bg-surface text-ink outline-none min-[1000px]:hidden"
      data-burger-panel
    >
      <div className="flex h-16 shrink-0 items-center justify-between gap-4 border-b border-line px-4">
        <span className="font-head text-2xl font-semibold tracking-tight">{site.shopName}</span>
        <button
          type="button"
          onClick={closeBurger}
          aria-label={words.close}
          className="-mr-2 inline-flex size-11 items-center justify-center rounded-full border-0 bg-transparent text-ink cursor-pointer hover:bg-cream hover:text-accent"
          data-burger-close
        >
          <Icon name="close" />
        </button>
      </div>
      <div
        ref={scroller}
        className="flex-1 overflow-y-auto overscroll-contain pb-8"
        data-burger-scroll
        data-burger-level={burgerLevel.value}
      >
        {activeItem ? (
          <BurgerSecondaryList item={activeItem} onBack={back} />
        ) : (
          <>
            <BurgerPrimaryList
              items={navigation.mainNavigationItems}
              onOpen={(index) => openItem(index, scroller.current?.scrollTop ?? 0)}
            />
            <BurgerService navigation={navigation} />
          </>
        )}
      </div>
    </div>
  );
}
