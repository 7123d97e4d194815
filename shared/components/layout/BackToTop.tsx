// Back-to-top button as server HTML, hidden until the boot script shows it (client/dom/back-to-top.ts): it
// appears when scrolling up past half the window height and scrolls smoothly to the top.
import { Icon } from '../icons/Icon';
import { usePage } from '../page-context';

export function BackToTop() {
  const { texts } = usePage();
  return (
    <button
      type="button"
      data-back-to-top=""
      hidden
      aria-label={texts.backToTop}
      title={texts.backToTop}
      className="fixed bottom-6 right-6 z-40 size-12 inline-flex items-center justify-center rounded-full bg-ink text-surface shadow-lg cursor-pointer hover:bg-accent"
    >
      <Icon name="arrow-up" size={22} />
    </button>
  );
}
