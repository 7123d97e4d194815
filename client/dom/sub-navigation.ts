// The sub-navigation's strip without React: its active tile scrolled into the middle on load and again 200 ms after
// the last resize, and its previous/next buttons shown while the strip overflows on their side, each scrolling it
// by most of its width.
import { pageStrip, scrollStripTo, watchStripOverflow } from '../../shared/browser/strip-scroll';
import { centeredScrollLeft, RESIZE_DEBOUNCE_MS } from '../../shared/domain/strip-scroll';

export function bindSubNavigation(): void {
  const navigation = document.querySelector<HTMLElement>('[data-sub-navigation]');
  const strip = navigation?.querySelector<HTMLElement>('[data-strip]');
  if (!navigation || !strip) return;
  const previous = navigation.querySelector<HTMLButtonElement>('[data-strip-button="previous"]');
  const next = navigation.querySelector<HTMLButtonElement>('[data-strip-button="next"]');
  previous?.addEventListener('click', () => pageStrip(strip, -1));
  next?.addEventListener('click', () => pageStrip(strip, 1));
  watchStripOverflow(strip, ({ before, after }) => {
    if (previous) previous.hidden = !before;
    if (next) next.hidden = !after;
  });

  const tile = strip.querySelector<HTMLElement>('[data-active-tile]');
  if (!tile) return;
  const center = () => scrollStripTo(strip, centeredScrollLeft(strip, tile));
  // In the next frame, whose layout it reads, not in a layout forced during the boot script's task.
  requestAnimationFrame(center);
  let timer: ReturnType<typeof setTimeout> | undefined;
  window.addEventListener('resize', () => {
    clearTimeout(timer);
    timer = setTimeout(center, RESIZE_DEBOUNCE_MS);
  });
}
