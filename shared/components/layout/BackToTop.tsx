// Back-to-top button: appears when scrolling up past half the window height, scrolls smoothly to the top.
import { useEffect, useRef, useState } from 'react';
import { BACK_TO_TOP_DELAY_MS, backToTopVisible } from '../../domain/back-to-top';
import { Icon } from '../icons/Icon';
import { usePage } from '../page-context';

export function BackToTop() {
  const { texts } = usePage();
  const [visible, setVisible] = useState(false);
  const state = useRef({ previousY: 0, pausedUntil: 0, visible: false });

  useEffect(() => {
    state.current.previousY = window.scrollY;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const evaluate = () => {
      const current = state.current;
      const y = window.scrollY;
      const next =
        Date.now() < current.pausedUntil
          ? false
          : backToTopVisible({
              previousY: current.previousY,
              y,
              viewportHeight: window.innerHeight,
              visible: current.visible,
            });
      current.previousY = y;
      current.visible = next;
      setVisible(next);
    };
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(evaluate, BACK_TO_TOP_DELAY_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
    };
  }, []);

  // Hiding the focused button at once would cancel Chromium's smooth scroll: hide when the scroll ends
  // (or after the timeout where scrollend is not supported).
  const toTop = () => {
    state.current.pausedUntil = Date.now() + BACK_TO_TOP_DELAY_MS * 2;
    const hide = () => {
      state.current.visible = false;
      setVisible(false);
    };
    if ('onscrollend' in window) window.addEventListener('scrollend', hide, { once: true });
    else setTimeout(hide, BACK_TO_TOP_DELAY_MS);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <button
      type="button"
      data-back-to-top
      hidden={!visible}
      onClick={toTop}
      aria-label={texts.backToTop}
      title={texts.backToTop}
      className="fixed bottom-6 right-6 z-40 size-12 inline-flex items-center justify-center rounded-full bg-ink text-surface shadow-lg cursor-pointer hover:bg-accent"
    >
      <Icon name="arrow-up" size={22} />
    </button>
  );
}
