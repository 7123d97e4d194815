// A lazy image's blurred placeholder, set as its background once the image nears the viewport and only while it
// has not loaded: fetched for the images a visitor comes to see, not for every image before the first paint.
// An image an island renders in the browser later (a flyout's) carries its placeholder itself (`Image`).
import type { PLACEHOLDER_ATTR } from '../../shared/domain/images';

/** A type-checked copy: importing the value would put the images module in the boot script's chunk graph. */
const ATTR: typeof PLACEHOLDER_ATTR = 'data-placeholder';
const SELECTOR = `img[${ATTR}]`;

function show(image: HTMLImageElement): void {
  const url = image.getAttribute(ATTR);
  if (!url || image.complete) return;
  image.style.backgroundImage = `url("${url.replace(/["\\\n]/g, '\\$&')}")`;
  image.style.backgroundSize = 'cover';
}

export function bindPlaceholders(): void {
  const near = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        near.unobserve(entry.target);
        show(entry.target as HTMLImageElement);
      }
    },
    { rootMargin: '50% 0px' },
  );
  for (const image of Array.from(document.querySelectorAll<HTMLImageElement>(SELECTOR))) near.observe(image);
}
