// The page overlay (spec section 2): a dim layer over the page, under the header's flyouts, the burger and the
// help panel, shown while any owner wants it; a click on it closes every owner.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { dismissOverlay, overlayVisible } from '../../state/overlay';
import { usePage } from '../page-context';

export function PageOverlay() {
  useSignals();
  const { texts } = usePage();
  // The server renders no overlay: the first client render must match, even if an owner opened already.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const visible = hydrated && overlayVisible.value;
  return (
    <div
      data-page-overlay=""
      aria-hidden="true"
      title={texts.extras.overlay.close}
      hidden={!visible}
      onClick={dismissOverlay}
      className="fixed inset-0 z-[25] bg-ink/40 cursor-pointer"
    />
  );
}
