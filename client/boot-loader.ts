// Inlined into a page's head in place of a script tag: the full stylesheet and the boot script load once the page's
// largest paint is on screen, or at the visitor's first sign of intent if that comes sooner. Neither they nor the
// chunks the boot imports then compete with that image for a phone's connections and bandwidth, and nothing they
// do is needed for the first paint: the page inlines the rules of what it first shows, in its server HTML. The
// boot runs once the stylesheet has loaded, so whatever it shows is styled. A click before the boot that needs it
// (on an island, or a button that does nothing without a script) waits for it and is then given to its element. A
// prerendered page loads both at once (nothing there is painted yet); the build puts the hashed URLs in.
import { LARGEST_PAINT_TIMING } from '../shared/domain/largest-paint';
import { ISLAND_ATTR } from '../shared/islands/protocol';
import { INTENT_EVENTS as ISLAND_INTENT, replayableClick } from './triggers/interaction';

declare const BOOT_URL: string;
declare const STYLESHEET_URL: string;

/** The "good" largest paint of Core Web Vitals: a slow or stalled image delays the boot no longer. */
const LONGEST_WAIT_MS = 2500;

/** A visitor about to interact: the islands' own intent events, and a key. */
const INTENT_EVENTS = [...ISLAND_INTENT, 'keydown'];

const doc = document as Document & { prerendering?: boolean };
let started = false;
let pending: Element | null = null;

/**
 * A plain click before the boot on an island, or on a button that does nothing without a script (a dismissal, a
 * toggle): kept, and given to its element once the boot has wired the page and scheduled the islands.
 */
function early(event: MouseEvent): void {
  if (!replayableClick(event)) return;
  const target = event.target instanceof Element ? event.target : null;
  const button = target?.closest('button');
  const inert = button && (button.type === 'button' || !button.form);
  if (!target || !(inert || target.closest(`[${ISLAND_ATTR}]`))) return;
  event.preventDefault();
  event.stopPropagation();
  pending = target;
  load();
}

/** Adds a link to the head; resolves once what it links has loaded, or failed. */
function linked(rel: string, href: string): Promise<unknown> {
  const link = doc.createElement('link');
  link.rel = rel;
  link.href = href;
  const done = new Promise((resolve) => {
    link.onload = link.onerror = resolve;
  });
  doc.head.appendChild(link);
  return done;
}

function load(): void {
  if (started) return;
  started = true;
  // The boot downloads beside the stylesheet and runs once the stylesheet applies.
  void linked('modulepreload', BOOT_URL);
  void linked('stylesheet', STYLESHEET_URL)
    .then(() => import(BOOT_URL))
    .then(() => {
      doc.removeEventListener('click', early, true);
      // The boot has wired the page: an island takes the click as one that came before its hydration.
      if (pending?.isConnected) {
        pending.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
      }
    });
}

if (doc.prerendering) {
  load();
} else {
  doc.addEventListener('click', early, true);
  setTimeout(load, LONGEST_WAIT_MS);
  for (const type of INTENT_EVENTS)
    doc.addEventListener(type, load, { once: true, passive: true, capture: true });
  const image = doc.querySelector<HTMLImageElement>(`img[elementtiming="${LARGEST_PAINT_TIMING}"]`);
  // The browser reports a paint once the frame that shows it is on screen: the page's image, or else its first
  // paint. Without those reports, the next task after the next frame.
  const type = image ? 'element' : 'paint';
  const painted = (entry: PerformanceEntry) =>
    image
      ? (entry as PerformanceEntry & { element?: Element }).element === image
      : entry.name === 'first-contentful-paint';
  if (PerformanceObserver.supportedEntryTypes?.includes(type)) {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntries().some(painted)) return;
      observer.disconnect();
      load();
    }).observe({ type, buffered: true });
    image?.addEventListener('error', load, { once: true });
  } else {
    const afterPaint = () => requestAnimationFrame(() => setTimeout(load));
    if (image && !image.complete) {
      image.addEventListener('load', afterPaint, { once: true });
      image.addEventListener('error', afterPaint, { once: true });
    } else {
      afterPaint();
    }
  }
}
