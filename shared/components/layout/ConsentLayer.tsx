// The first-party consent layer (island consent, hydrated when idle): a banner at the bottom while the visitor
// has not chosen, and the second layer, a dialog with a switch per category. The server renders nothing, so
// pages stay cacheable for every visitor; the banner opens in the browser when the cookie is missing.
// `<html data-consent-ready>` marks that the stored choice was read and rendered.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { ALL_DECLINED, ALL_GRANTED } from '../../domain/consent';
import { chooseConsent, consentChoice, consentSettingsOpen, openConsentSettings } from '../../state/consent';
import { usePage } from '../page-context';
import { CHOICE_BUTTON, ConsentSettings } from './ConsentSettings';

/** Set on `<html>` once the layer has rendered what the visitor's stored choice asks for. */
export const READY_ATTR = 'data-consent-ready';

function ConsentBanner() {
  const words = usePage().texts.footer.consent;
  const ref = useRef<HTMLElement>(null);
  // The page gets room below its end, so the banner never hides the footer's last line. The floating
  // back-to-top and help buttons (z-40, 72 px from the bottom corners) stay above the banner: its padding keeps
  // the banner's own buttons out of their way.
  useEffect(() => {
    const banner = ref.current;
    if (!banner) return;
    const observer = new ResizeObserver(() => {
      document.body.style.paddingBottom = `${banner.offsetHeight}px`;
    });
    observer.observe(banner);
    return () => {
      observer.disconnect();
      document.body.style.paddingBottom = '';
    };
  }, []);
  return (
    <section
      ref={ref}
      aria-label={words.banner}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface px-4 pb-[4.75rem] pt-4 text-ink shadow-[0_-4px_16px_rgba(0,0,0,0.08)] md:px-20 md:py-4"
      data-consent-banner=""
    >
      <div className="mx-auto flex max-w-screen-xl flex-col gap-3 md:flex-row md:items-center md:gap-6">
        <p className="m-0 flex-1 text-sm">
          <strong className="mr-1">{words.banner}.</strong>
          {words.text}{' '}
          <button
            type="button"
            onClick={openConsentSettings}
            className="cursor-pointer border-0 bg-transparent p-0 text-sm text-accent underline"
            data-consent-open=""
          >
            {words.settings}
          </button>
        </p>
        <div className="flex shrink-0 gap-3 *:flex-1 md:*:flex-none">
          <button
            type="button"
            className={CHOICE_BUTTON}
            onClick={() => chooseConsent(ALL_DECLINED)}
            data-consent-decline=""
          >
            {words.decline}
          </button>
          <button
            type="button"
            className={CHOICE_BUTTON}
            onClick={() => chooseConsent(ALL_GRANTED)}
            data-consent-accept=""
          >
            {words.accept}
          </button>
        </div>
      </div>
    </section>
  );
}

export function ConsentLayer() {
  useSignals();
  // Nothing before hydration: the server cannot know the visitor's cookie without making the page private.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  // A ready signal for tests and tools: the cookie was read and the banner (or nothing) is on the page.
  useEffect(() => {
    if (mounted) document.documentElement.setAttribute(READY_ATTR, '');
  }, [mounted]);
  if (!mounted) return null;
  if (consentSettingsOpen.value) return <ConsentSettings current={consentChoice.value} />;
  return consentChoice.value === null ? <ConsentBanner /> : null;
}
