// Hydrates on the first sign of intent; a click that comes before hydration is replayed after it.
// pointermove, not pointerover: a scroll under a resting pointer sends hover events, and is no interaction.
export const INTENT_EVENTS = ['pointermove', 'pointerdown', 'focusin', 'touchstart'] as const;

/**
 * Whether a click before hydration may be kept and replayed: not one that asks the browser for a new tab, window or
 * download, nor one on a link that opens elsewhere; a replayed (untrusted) click would lose the modifier or meet
 * the popup blocker.
 */
export function replayableClick(event: MouseEvent): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  return anchor?.getAttribute('target') !== '_blank';
}

export function whenInteracted(marker: HTMLElement, run: () => Promise<void>): void {
  let pending: Element | null = null;
  let started = false;
  const onClick = (event: MouseEvent) => {
    if (!replayableClick(event)) return;
    event.preventDefault();
    event.stopPropagation();
    // The target may be an icon's <svg> or <use> inside the button: replay on the same element.
    pending = event.target instanceof Element ? event.target : null;
    start();
  };
  const start = () => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) marker.removeEventListener(type, start);
    void run().then(() =>
      setTimeout(() => {
        marker.removeEventListener('click', onClick, true);
        if (pending?.isConnected) {
          pending.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
        }
      }),
    );
  };
  for (const type of INTENT_EVENTS) marker.addEventListener(type, start, { once: true, passive: true });
  marker.addEventListener('click', onClick, true);
}
