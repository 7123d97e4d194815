// A real modal: role=dialog with aria-modal and a label, focus moved in and kept inside (Tab wraps), Escape
// and a click on the backdrop close it, focus goes back to where it was when the modal closes. A click on a button
// or link inside it is reported as the dialog's click event, and the dialogs' events are tracked from its first
// opening on.
import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { reportDialogEvents } from '../../browser/dialog-events';
import { activeDialog, reportDialogClick } from '../../state/dialogs';
import { Icon } from '../icons/Icon';
import { usePage } from '../page-context';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  /** Names the dialog (the heading's id is its aria-labelledby). */
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Marks the dialog for tests and styles, e.g. `login`. */
  kind: string;
}

/** Where focus was before the first dialog opened; kept while one dialog replaces another. */
let returnTarget: HTMLElement | null = null;

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/**
 * What a click inside a dialog hit, as its click event names it: the element's `data-dialog-action`, else
 * `close`, `submit`, `link` or `button`; null when it hit no button or link (text, a field).
 */
export function dialogClickTarget(target: EventTarget | null): string | null {
  const element = target instanceof Element ? target.closest('button, a[href]') : null;
  if (!element) return null;
  const named = element.getAttribute('data-dialog-action');
  if (named) return named;
  if (element.hasAttribute('data-dialog-close')) return 'close';
  if (element.tagName === 'A') return 'link';
  return element.getAttribute('type') === 'submit' ? 'submit' : 'button';
}

export function Modal({ title, onClose, children, kind }: ModalProps) {
  const { texts } = usePage();
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);

  // The dialogs' events are reported from their first opening on: this code loads with it, the opening kept.
  useEffect(reportDialogEvents, []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const before = document.activeElement;
    if (!returnTarget && before instanceof HTMLElement && !before.closest('[role=dialog]'))
      returnTarget = before;
    (dialog.querySelector<HTMLElement>('input') ?? dialog).focus();
    // Focus that escapes (a click outside, a script) is brought back into the dialog.
    const keepInside = (event: FocusEvent) => {
      if (event.target instanceof Node && !dialog.contains(event.target)) dialog.focus();
    };
    document.addEventListener('focusin', keepInside);
    return () => {
      document.removeEventListener('focusin', keepInside);
      if (activeDialog.peek() !== null) return;
      if (returnTarget?.isConnected) returnTarget.focus();
      returnTarget = null;
    };
  }, []);

  // In the capture phase: the click is told before what it does (a switch, a close) is.
  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    const target = dialogClickTarget(event.target);
    if (target) reportDialogClick(kind, target);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    const dialog = ref.current;
    if (event.key !== 'Tab' || !dialog) return;
    const items = focusables(dialog);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop's click is a mouse shortcut; Escape and the close button are the keyboard ways
    <div
      className="fixed inset-0 z-50 flex items-end justify-center bg-black/50 sm:items-center sm:p-4"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      data-dialog-backdrop
    >
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        onClickCapture={onClickCapture}
        className="w-full max-h-[90vh] overflow-y-auto rounded-t-2xl bg-surface p-6 text-ink shadow-xl outline-none sm:max-w-md sm:rounded-2xl"
        data-dialog={kind}
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className="font-head text-2xl font-semibold">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={texts.close}
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-full border-0 bg-transparent text-ink cursor-pointer hover:bg-cream"
            data-dialog-close
          >
            <Icon name="close" size={20} />
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
