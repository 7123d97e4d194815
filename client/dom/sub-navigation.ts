// Scrolls the sub-navigation's active tile into the middle of its strip on load and again 200 ms after the
// last resize; no React needed.
import { scrollStripTo } from '../../shared/browser/strip-scroll';
import { centeredScrollLeft, RESIZE_DEBOUNCE_MS } from '../../shared/domain/strip-scroll';

export function bindSubNavigation(): void {
  const tile = document.querySelector<HTMLElement>('[data-sub-navigation] [data-active-tile]');
  const strip = tile?.closest<HTMLElement>('[data-strip]');
  if (!tile || !strip) return;
  const center = () => scrollStripTo(strip, centeredScrollLeft(strip, tile));
  center();
  let timer: ReturnType<typeof setTimeout> | undefined;
  window.addEventListener('resize', () => {
    clearTimeout(timer);
    timer = setTimeout(center, RESIZE_DEBOUNCE_MS);
  });
}
