// Back-to-top without React: shown after scrolling up past half the window height, hidden on the way down
// (decided 500 ms after the last scroll event), a smooth scroll to the top on click.
import { BACK_TO_TOP_DELAY_MS, backToTopVisible } from '../../shared/domain/back-to-top';

export function bindBackToTop(): void {
  const button = document.querySelector<HTMLButtonElement>('[data-back-to-top]');
  if (!button) return;
  let previousY = window.scrollY;
  let pausedUntil = 0;
  let visible = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const show = (next: boolean) => {
    visible = next;
    button.hidden = !next;
  };
  const evaluate = () => {
    const y = window.scrollY;
    const next =
      Date.now() < pausedUntil
        ? false
        : backToTopVisible({ previousY, y, viewportHeight: window.innerHeight, visible });
    previousY = y;
    show(next);
  };
  window.addEventListener(
    'scroll',
    () => {
      clearTimeout(timer);
      timer = setTimeout(evaluate, BACK_TO_TOP_DELAY_MS);
    },
    { passive: true },
  );
  // Hiding the focused button at once would cancel Chromium's smooth scroll: hide when the scroll ends
  // (or after the timeout where scrollend is not supported).
  button.addEventListener('click', () => {
    pausedUntil = Date.now() + BACK_TO_TOP_DELAY_MS * 2;
    if ('onscrollend' in window) window.addEventListener('scrollend', () => show(false), { once: true });
    else setTimeout(() => show(false), BACK_TO_TOP_DELAY_MS);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  });
}
