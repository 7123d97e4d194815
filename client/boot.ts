// The only script a page references: finds island markers and hydrates each on its trigger.
import { ISLAND_ATTR, TRIGGER_ATTR, type Trigger } from '../shared/islands/protocol';
import { reloadOnce } from './reload';

interface IslandModule {
  default: (marker: HTMLElement) => void;
}

const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'touchstart'] as const;

/** Markers use display: contents, so visibility is observed on their children. */
function whenVisible(marker: HTMLElement, run: () => void): void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      run();
    },
    { rootMargin: '200px' },
  );
  for (const child of Array.from(marker.children)) observer.observe(child);
}

/** Hydrates on the first sign of intent; a click that comes before hydration is replayed after it. */
function whenInteracted(marker: HTMLElement, run: () => Promise<void>): void {
  let pending: Element | null = null;
  let started = false;
  const onClick = (event: MouseEvent) => {
    // Clicks that ask the browser for a new tab, window or download stay the browser's own, as do links that
    // open elsewhere: a replayed (untrusted) click would lose the modifier or meet the popup blocker.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (anchor?.getAttribute('target') === '_blank') return;
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

function hydrate(marker: HTMLElement): Promise<void> {
  const name = marker.getAttribute(ISLAND_ATTR) ?? '';
  return (import(`./islands/${name}.tsx`) as Promise<IslandModule>).then(
    (module) => module.default(marker),
    (error: unknown) => {
      console.error(`island ${name} failed to load`, error);
      reloadOnce();
    },
  );
}

const SCHEDULERS: Record<Trigger, (marker: HTMLElement) => void> = {
  load: (marker) => void hydrate(marker),
  idle: (marker) => {
    const run = () => void hydrate(marker);
    if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 2000 });
    else setTimeout(run, 200);
  },
  visible: (marker) => whenVisible(marker, () => void hydrate(marker)),
  interaction: (marker) => whenInteracted(marker, () => hydrate(marker)),
};

for (const marker of Array.from(document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}]`))) {
  const trigger = (marker.getAttribute(TRIGGER_ATTR) ?? 'idle') as Trigger;
  (SCHEDULERS[trigger] ?? SCHEDULERS.idle)(marker);
}
