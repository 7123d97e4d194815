// The help messenger launcher: a round help button at the bottom left (back-to-top sits on
// the right) that opens the embedded help panel; the launcher hides while the panel is open. Without
// JavaScript the launcher is a plain link to the first help page.
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, type MouseEvent, Suspense, useEffect, useRef } from 'react';
import { launcherFallbackHref } from '../../domain/help-launcher';
import type { HelpLauncherProps } from '../../schemas/furniture-islands';
import { launcherShown, messengerOpen, openMessenger } from '../../state/help';
import { Icon } from '../icons/Icon';
import { usePage } from '../page-context';
import { toggleAria, useInDocument } from '../use-in-document';

const LAUNCHER_CLASS =
  'fixed bottom-6 left-6 z-40 size-12 inline-flex items-center justify-center rounded-full bg-accent text-accent-ink shadow-lg cursor-pointer no-underline hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

export const HELP_PANEL_ID = 'help-panel';

/** The panel's code loads when the visitor opens it. */
const HelpPanel = lazy(() =>
  import('#browser-only/layout/HelpPanel').then((module) => ({ default: module.HelpPanel })),
);

export function HelpLauncher(props: HelpLauncherProps) {
  useSignals();
  const { texts } = usePage();
  const anchor = useRef<HTMLAnchorElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const open = messengerOpen.value;
  const shown = useInDocument(HELP_PANEL_ID, open);
  const wasOpen = useRef(open);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `open` is a signal read in render; the effect reacts to it
  useEffect(() => {
    if (wasOpen.current === open) return;
    wasOpen.current = open;
    // Focus goes back to the launcher when the panel closes.
    if (!open) (anchor.current ?? button.current)?.focus();
  }, [open]);

  const label = texts.furniture.help.launcher;
  const fallback = launcherFallbackHref(props);
  const onOpen = (event: MouseEvent) => {
    event.preventDefault();
    openMessenger();
  };
  const common = {
    'data-help-launcher': '',
    'aria-label': label,
    title: label,
    ...toggleAria(HELP_PANEL_ID, shown),
    hidden: !launcherShown.value,
    className: LAUNCHER_CLASS,
    onClick: onOpen,
  };
  return (
    <>
      {fallback ? (
        <a {...common} ref={anchor} href={fallback} aria-haspopup="dialog">
          <Icon name="help" size={24} />
        </a>
      ) : (
        <button {...common} ref={button} type="button">
          <Icon name="help" size={24} />
        </button>
      )}
      {open && (
        <Suspense fallback={null}>
          <HelpPanel {...props} />
        </Suspense>
      )}
    </>
  );
}
