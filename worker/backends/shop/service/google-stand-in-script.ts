// The browser side of the local Google stand-in: a script with Google Identity Services' surface
// (`google.accounts.id.initialize`, `renderButton`, `prompt` with its moment notifications, `cancel`), whose button
// opens the stand-in's account chooser and whose one-tap card lists the demo accounts; either hands the page's
// callback `{ credential, select_by }` as Google's does. The chooser's own script posts the credential back.

/** The path every part of the stand-in is served under. */
export const STAND_IN_PATH = '/web-api/google-stand-in';

/** The message the chooser posts to the page that opened it. */
export const CREDENTIAL_MESSAGE = 'google-stand-in-credential';

/** The button's words per language, as Google renders its own button in the page's `locale`. */
const BUTTON_TEXTS = {
  de: 'Mit Google anmelden',
  en: 'Sign in with Google',
  es: 'Iniciar sesión con Google',
  fr: 'Se connecter avec Google',
  it: 'Accedi con Google',
  nl: 'Inloggen met Google',
};

/** The GSI client script of the stand-in for a configured client id and its demo accounts (names and e-mails). */
export function gsiClientScript(
  clientId: string,
  accounts: readonly { name: string; email: string }[],
): string {
  return `(() => {
  const BASE = ${JSON.stringify(STAND_IN_PATH)};
  const CLIENT_ID = ${JSON.stringify(clientId)};
  const ACCOUNTS = ${JSON.stringify(accounts)};
  const TEXTS = ${JSON.stringify(BUTTON_TEXTS)};
  const SUPPRESSED = 'google-stand-in-one-tap-suppressed';
  const state = { config: null, card: null };

  const moment = (type, reason, displayed) => ({
    getMomentType: () => type,
    isDisplayMoment: () => type === 'display',
    isDisplayed: () => type === 'display' && displayed,
    isNotDisplayed: () => type === 'display' && !displayed,
    getNotDisplayedReason: () => (type === 'display' && !displayed ? reason : undefined),
    isSkippedMoment: () => type === 'skipped',
    getSkippedReason: () => (type === 'skipped' ? reason : undefined),
    isDismissedMoment: () => type === 'dismissed',
    getDismissedReason: () => (type === 'dismissed' ? reason : undefined),
  });

  const credentialFor = async (account, selectBy) => {
    const response = await fetch(BASE + '/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: state.config.client_id, account, select_by: selectBy }),
    });
    if (!response.ok) throw new Error('The stand-in issued no token: ' + response.status);
    return response.json();
  };

  const deliver = (answer) => state.config.callback({ credential: answer.credential, select_by: answer.select_by });

  window.addEventListener('message', (event) => {
    const data = event.data;
    if (event.origin !== location.origin || !state.config || !data || data.type !== ${JSON.stringify(CREDENTIAL_MESSAGE)}) return;
    deliver(data);
  });

  const initialize = (config) => {
    state.config = { ...config };
  };

  const renderButton = (parent, options = {}) => {
    if (!(parent instanceof HTMLElement)) throw new Error('renderButton needs a parent element');
    const button = document.createElement('button');
    button.type = 'button';
    button.dataset.googleStandInButton = '';
    button.textContent = TEXTS[String(options.locale || 'en').slice(0, 2)] || TEXTS.en;
    Object.assign(button.style, {
      display: 'flex', alignItems: 'center', justifyContent: 'center', gap: '8px', width: '100%',
      padding: '10px 16px', border: '1px solid #dadce0', borderRadius: '999px', background: '#fff',
      color: '#3c4043', font: '500 14px/20px Roboto, Arial, sans-serif', cursor: 'pointer',
    });
    button.addEventListener('click', () => {
      if (!state.config) return;
      const query = new URLSearchParams({ client_id: state.config.client_id, select_by: 'btn' });
      window.open(BASE + '/accounts?' + query, 'google-stand-in', 'popup,width=420,height=560');
    });
    parent.replaceChildren(button);
  };

  const closeCard = () => {
    if (state.card) state.card.element.remove();
    const notify = state.card && state.card.notify;
    state.card = null;
    return notify || (() => {});
  };

  const prompt = (listener) => {
    const notify = (notification) => { if (typeof listener === 'function') listener(notification); };
    if (!state.config || !state.config.client_id) return notify(moment('display', 'missing_client_id', false));
    if (state.config.client_id !== CLIENT_ID) return notify(moment('display', 'invalid_client', false));
    if (sessionStorage.getItem(SUPPRESSED)) return notify(moment('display', 'suppressed_by_user', false));
    if (state.card) return;
    const card = document.createElement('section');
    card.dataset.googleStandInOneTap = '';
    card.setAttribute('aria-label', 'Google');
    Object.assign(card.style, {
      position: 'fixed', top: '16px', right: '16px', zIndex: '2147483647', width: '320px', padding: '16px',
      background: '#fff', color: '#202124', border: '1px solid #dadce0', borderRadius: '8px',
      boxShadow: '0 2px 10px rgba(0,0,0,.2)', font: '14px/20px Roboto, Arial, sans-serif',
    });
    const title = document.createElement('p');
    title.textContent = 'Sign in to ' + location.hostname + ' with Google';
    title.style.margin = '0 24px 12px 0';
    const close = document.createElement('button');
    close.type = 'button';
    close.textContent = '×';
    close.setAttribute('aria-label', 'Close');
    close.dataset.googleStandInClose = '';
    Object.assign(close.style, { position: 'absolute', top: '8px', right: '8px', border: '0', background: 'none', fontSize: '20px', cursor: 'pointer' });
    close.addEventListener('click', () => {
      sessionStorage.setItem(SUPPRESSED, '1');
      closeCard()(moment('skipped', 'user_cancel'));
    });
    card.append(title, close);
    ACCOUNTS.forEach((account, index) => {
      const choice = document.createElement('button');
      choice.type = 'button';
      choice.dataset.googleStandInAccount = String(index);
      choice.textContent = account.name + ' · ' + account.email;
      Object.assign(choice.style, { display: 'block', width: '100%', margin: '4px 0', padding: '8px', textAlign: 'left', border: '1px solid #dadce0', borderRadius: '4px', background: '#fff', cursor: 'pointer' });
      choice.addEventListener('click', async () => {
        try {
          const answer = await credentialFor(index, 'user');
          closeCard()(moment('dismissed', 'credential_returned'));
          deliver(answer);
        } catch {
          closeCard()(moment('skipped', 'issuing_failed'));
        }
      });
      card.append(choice);
    });
    document.body.append(card);
    state.card = { element: card, notify };
    notify(moment('display', undefined, true));
  };

  const cancel = () => { if (state.card) closeCard()(moment('dismissed', 'cancel_called')); };

  window.google = window.google || {};
  window.google.accounts = window.google.accounts || {};
  window.google.accounts.id = { initialize, renderButton, prompt, cancel, disableAutoSelect: () => {} };
})();
`;
}

/** The chooser's script: an account's button fetches its credential and posts it to the page that opened it. */
export const CHOOSER_SCRIPT = `(() => {
  const main = document.querySelector('[data-client-id]');
  for (const button of document.querySelectorAll('[data-google-stand-in-account]')) {
    button.addEventListener('click', async () => {
      const response = await fetch(${JSON.stringify(`${STAND_IN_PATH}/token`)}, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          client_id: main.dataset.clientId,
          account: Number(button.dataset.googleStandInAccount),
          select_by: main.dataset.selectBy,
        }),
      });
      if (!response.ok) {
        main.querySelector('[data-error]').hidden = false;
        return;
      }
      const answer = await response.json();
      if (window.opener) window.opener.postMessage({ type: ${JSON.stringify(CREDENTIAL_MESSAGE)}, ...answer }, location.origin);
      window.close();
    });
  }
})();
`;
