// A lazy image's blurred placeholder, set as its background once the image nears the viewport and only while it
// has not loaded: fetched for the images a visitor comes to see, not for every image before the first paint.
// Images an island renders later (a flyout's) are found as they are added.
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
  if (typeof IntersectionObserver === 'undefined') return;
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
  const watch = (root: Document | Element) => {
    for (const image of Array.from(root.querySelectorAll<HTMLImageElement>(SELECTOR))) near.observe(image);
  };
  watch(document);
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of Array.from(record.addedNodes)) {
        if (!(node instanceof Element)) continue;
        if (node.matches(SELECTOR)) near.observe(node);
        watch(node);
      }
    }
  }).observe(document.body, { childList: true, subtree: true });
}
