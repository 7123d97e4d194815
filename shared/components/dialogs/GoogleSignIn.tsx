// "Sign in with Google" in the account dialogs: Google Identity Services' button (and, in the login dialog, its
// one-tap prompt) where the shop offers Google sign-in, the credential posted to the shop, and the spec's Google
// events logged (not loaded, button not found, one-tap moments, success, callback failed) with Google's own
// reasons only, nothing of the visitor's.
import { useEffect, useRef, useState } from 'react';
import { logEvent } from '../../browser/log';
import type { CustomerSummary } from '../../schemas/customer';
import { browserShopClient } from '../../shop/client';
import {
  type GoogleAccountsId,
  type GoogleCredentialResponse,
  googleSignInConfig,
  loadGoogleScript,
  momentLog,
  submitGoogleCredential,
} from '../../shop/google-sign-in';
import { usePage } from '../page-context';
import { FormError } from './auth-form';

/** Google renders its button between these widths (px). */
const BUTTON_WIDTH = { min: 200, max: 400 };

export interface GoogleSignInProps {
  /** Offer the one-tap prompt too (the login dialog). */
  oneTap?: boolean;
  onSignedIn: (result: { customer: CustomerSummary }) => void;
}

export function GoogleSignIn({ oneTap = false, onSignedIn }: GoogleSignInProps) {
  const { site, texts } = usePage();
  const container = useRef<HTMLDivElement>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    let active = true;
    let google: GoogleAccountsId | undefined;
    const client = browserShopClient(site);

    const callback = async (response: GoogleCredentialResponse) => {
      const result = await submitGoogleCredential(client, response, texts.auth.failed);
      if (!result.ok) {
        logEvent('google-sign-in-callback-failed', { status: result.status });
        if (active) setError(result.text);
        return;
      }
      logEvent('google-sign-in-success', { selectBy: response.select_by ?? null });
      onSignedIn(result);
    };

    (async () => {
      const config = await googleSignInConfig(client);
      if (!config || !active) return;
      try {
        google = await loadGoogleScript(config.scriptUrl);
      } catch (reason) {
        logEvent('google-sign-in-not-loaded', { error: String(reason) });
        return;
      }
      if (!active) return;
      google.initialize({ client_id: config.clientId, callback, context: 'signin', ux_mode: 'popup' });
      const parent = container.current;
      if (parent) {
        const width = Math.min(BUTTON_WIDTH.max, Math.max(BUTTON_WIDTH.min, parent.clientWidth));
        const options = { type: 'standard', theme: 'outline', size: 'large', shape: 'pill' };
        google.renderButton(parent, { ...options, text: 'signin_with', locale: site.language, width });
      } else {
        logEvent('google-sign-in-button-not-found');
      }
      if (!oneTap) return;
      google.prompt((moment) => {
        const line = momentLog(moment);
        if (line) logEvent(line.id, line.reason ? { reason: line.reason } : {});
      });
    })();

    return () => {
      active = false;
      google?.cancel();
    };
  }, [site, texts, oneTap, onSignedIn]);

  return (
    <div className="mt-4">
      <FormError text={error} />
      <div ref={container} className="flex min-h-10 justify-center" data-google-sign-in />
    </div>
  );
}
