// The page overlay: a dim layer over the page, under the header's flyouts, the burger and the help panel. Server
// HTML, hidden; the islands that own it bind it when they hydrate (shared/browser/overlay.ts), and a click on it
// closes every owner.
import { OVERLAY_ATTR } from '../../browser/overlay';
import { usePage } from '../page-context';

export function PageOverlay() {
  const { texts } = usePage();
  return (
    <div
      {...{ [OVERLAY_ATTR]: '' }}
      aria-hidden="true"
      title={texts.furniture.overlay.close}
      hidden
      className="fixed inset-0 z-[25] bg-ink/40 cursor-pointer"
    />
  );
}
