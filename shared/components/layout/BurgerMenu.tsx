// The burger menu (island burger): a button below 1000 px that opens a full-screen panel.
// The server renders the closed button only; the panel exists once opened, so hydration never differs.
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, use, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { loadNavigation } from '../../browser/navigation-data';
import { BURGER_PANEL_ID, burgerOpen, toggleBurger } from '../../state/burger';
import { Icon } from '../icons/Icon';
import { usePage } from '../page-context';
import { toggleAria, useInDocument } from '../use-in-document';

/** The panel's code loads when the visitor first opens the menu; the button alone hydrates before. */
const BurgerPanel = lazy(() =>
  import('#browser-only/layout/BurgerPanel').then((module) => ({ default: module.BurgerPanel })),
);

/** The panel with the menu, once the navigation data has loaded (with the panel's code on first open). */
function LoadedPanel({ source }: { source: string }) {
  const data = use(loadNavigation(source));
  return data?.burger ? <BurgerPanel navigation={data.burger} /> : null;
}

/** Focuses the burger button, or when it is not rendered (desktop) the logo or the first main item. */
function focusAfterClose(button: HTMLButtonElement | null): void {
  if (button && button.getClientRects().length > 0) {
    button.focus();
    return;
  }
  const fallback =
    document.querySelector<HTMLElement>('[data-logo]') ??
    document.querySelector<HTMLElement>('[data-main-navigation] a[href]');
  fallback?.focus();
}

export function BurgerMenu() {
  useSignals();
  const { texts, navigation } = usePage();
  const open = burgerOpen.value;
  // Expanded once the panel is there: its code and the navigation data load with the first open.
  const shown = useInDocument(BURGER_PANEL_ID, open);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  // Focus goes back to the button when the panel closes; when it closed itself because the viewport reached
  // 1000 px the button is hidden, and focus goes to the logo (the first link of the header) instead.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `open` is read from a signal on each render
  useEffect(() => {
    if (wasOpen.current && !open) focusAfterClose(button.current);
    wasOpen.current = open;
  }, [open]);

  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={toggleBurger}
        {...toggleAria(BURGER_PANEL_ID, shown)}
        aria-label={open ? texts.burger.close : texts.burger.open}
        className="-ml-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full border-0 bg-transparent text-ink cursor-pointer hover:bg-cream hover:text-accent min-[1000px]:hidden"
        data-burger-button
      >
        <Icon name="burger" />
      </button>
      {open &&
        createPortal(
          <Suspense fallback={null}>
            <LoadedPanel source={navigation} />
          </Suspense>,
          document.body,
        )}
    </>
  );
}
