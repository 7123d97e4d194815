// A lazy image's blurred placeholder, set as its background once the image nears the viewport and only while it
// has not loaded: fetched for the images a visitor comes to see, not for every image before the first paint.
// An image an island renders in the browser later (a flyout's) carries its placeholder itself (`Image`). A video's
// poster, which the browser would load at once, is set the same way.
import type { POSTER_ATTR } from '../../shared/domain/images';
import { PLACEHOLDER_ATTR as ATTR, placeholderOf } from '../../shared/domain/placeholder';

/** A type-checked copy: importing the value would put the images module in the boot script's chunk graph. */
const POSTER: typeof POSTER_ATTR = 'data-poster';
const SELECTOR = `img[${ATTR}], video[${POSTER}]`;

function show(element: Element): void {
  if (element instanceof HTMLVideoElement) {
    const poster = element.getAttribute(POSTER);
    if (poster && !element.getAttribute('poster')) element.poster = poster;
    return;
  }
  const image = element as HTMLImageElement;
  const url = placeholderOf(image.getAttribute('src') ?? '');
  if (!url || image.complete) return;
  image.style.backgroundImage = `url("${url.replace(/["\\\n]/g, '\\$&')}")`;
  image.style.backgroundSize = 'cover';
}

/**
 * What is watched for an element: a video's box rather than the video, since the box skips the player's rendering
 * until it nears the viewport and the video reports no intersection before then; the box keeps its size meanwhile.
 */
const watched = (element: Element): Element =>
  (element instanceof HTMLVideoElement && element.parentElement) || element;

export function bindPlaceholders(): void {
  const elements = new Map<Element, Element>();
  const near = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        near.unobserve(entry.target);
        const element = elements.get(entry.target);
        if (element) show(element);
      }
    },
    { rootMargin: '50% 0px' },
  );
  for (const element of Array.from(document.querySelectorAll(SELECTOR))) {
    const target = watched(element);
    elements.set(target, element);
    near.observe(target);
  }
}
