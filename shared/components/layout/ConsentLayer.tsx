// The first-party consent layer. The banner is server HTML, hidden, shown by the boot script while the visitor
// has not chosen (client/dom/consent.ts): accept and decline work without React. The settings layer, a dialog
// with a switch per category, is the consent island, hydrated when the visitor asks for it. The server knows
// nothing of the visitor's cookie, so every page stays cacheable.
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useEffect, useState } from 'react';
import { CONSENT_BANNER_ATTR } from '../../browser/consent-banner';
import { consentChoice, consentSettingsOpen } from '../../state/consent';
import { usePage } from '../page-context';
import { CHOICE_BUTTON } from './consent-classes';

/** The settings dialog's code loads when the visitor opens it. */
const ConsentSettings = lazy(() =>
  import('#browser-only/layout/ConsentSettings').then((module) => ({ default: module.ConsentSettings })),
);

/** The banner: accept and decline of equal weight, and the way to the settings. */
export function ConsentBanner() {
  const words = usePage().texts.footer.consent;
  // The floating back-to-top and help buttons (z-40, 72 px from the bottom corners) stay above the banner: its
  // padding keeps the banner's own buttons out of their way.
  return (
    <section
      aria-label={words.banner}
      hidden
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface px-4 pb-[4.75rem] pt-4 text-ink shadow-[0_-4px_16px_rgba(0,0,0,0.08)] md:px-20 md:py-4"
      {...{ [CONSENT_BANNER_ATTR]: '' }}
    >
      <div className="mx-auto flex max-w-screen-xl flex-col gap-3 md:flex-row md:items-center md:gap-6">
        <p className="m-0 flex-1 text-sm">
          <strong className="mr-1">{words.banner}.</strong>
          {words.text}{' '}
          <button
            type="button"
            className="cursor-pointer border-0 bg-transparent p-0 text-sm text-accent underline"
            data-consent-open=""
          >
            {words.settings}
          </button>
        </p>
        <div className="flex shrink-0 gap-3 *:flex-1 md:*:flex-none">
          <button type="button" className={CHOICE_BUTTON} data-consent-decline="">
            {words.decline}
          </button>
          <button type="button" className={CHOICE_BUTTON} data-consent-accept="">
            {words.accept}
          </button>
        </div>
      </div>
    </section>
  );
}

/** The consent island: nothing until the settings are asked for. */
export function ConsentLayer() {
  useSignals();
  // The settings may be asked for while hydrating: the first render matches the server's empty marker.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated || !consentSettingsOpen.value) return null;
  return (
    <Suspense fallback={null}>
      <ConsentSettings current={consentChoice.value} />
    </Suspense>
  );
}
