// Island consent: The consent settings dialog. The banner is server HTML driven by the boot script, which hydrates this island when the visitor asks for the settings (banner button, a `#cookie-settings` link or that hash on arrival).
import { effect } from '@preact/signals-react';
import { bindConsentCookie } from '../../browser/consent';
import { hideConsentBanner } from '../../browser/consent-banner';
import { bindScrollLock } from '../../browser/scroll-lock';
import { ConsentLayer } from '../../components/layout/ConsentLayer';
import { CONSENT_OPEN_EVENT } from '../../domain/consent';
import type { NoProps } from '../../schemas/furniture-islands';
import { consentChoice, consentSettingsOpen, openConsentSettings } from '../../state/consent';
import { holdScrollLock } from '../../state/scroll-lock';
import { island } from '../entry';

export default island<NoProps>({
  when: 'interaction',
  component: ConsentLayer,
  setup: () => {
    bindConsentCookie();
    bindScrollLock();
    effect(() => holdScrollLock('consent', consentSettingsOpen.value));
    effect(() => {
      if (consentChoice.value) hideConsentBanner();
    });
    document.addEventListener(CONSENT_OPEN_EVENT, openConsentSettings);
  },
});
