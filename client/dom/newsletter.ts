// The newsletter forms with the bot check, without React. On submit: an address that fails the pattern sends
// nothing and says nothing; otherwise the bot check's script loads (once, on demand), a fresh token for the form's
// action is fetched once `grecaptcha.ready` is there (polled every 25 ms), and the form posts natively. Tokens
// are good once, so every submit asks for its own. A token failure or an empty token is logged, and the form still
// posts: the backend refuses it with a page that says why.
import { logEvent } from '../../shared/browser/log';
import { NEWSLETTER_EMAIL_PATTERN } from '../../shared/domain/newsletter';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

const POLL_MS = 25;
const READY_TIMEOUT_MS = 10_000;
const EMAIL = new RegExp(`^(?:${NEWSLETTER_EMAIL_PATTERN})$`, 'v');

let loading: { key: string; ready: Promise<Grecaptcha> } | undefined;

/** Loads the bot check's script for a site key, once; a second key is refused as reCAPTCHA refuses it. */
export function loadBotCheck(src: string, siteKey: string): Promise<Grecaptcha> {
  if (loading) {
    return loading.key === siteKey
      ? loading.ready
      : Promise.reject(new Error('reCAPTCHA already loaded with different site key!'));
  }
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  const ready = new Promise<Grecaptcha>((resolve, reject) => {
    // A script that did not load is tried again on the next submit.
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error('the bot check did not load'));
    };
    const started = Date.now();
    const poll = () => {
      const grecaptcha = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
      if (grecaptcha?.ready) grecaptcha.ready(() => resolve(grecaptcha));
      else if (Date.now() - started > READY_TIMEOUT_MS) reject(new Error('the bot check did not load'));
      else setTimeout(poll, POLL_MS);
    };
    poll();
  });
  document.head.appendChild(script);
  loading = { key: siteKey, ready };
  return ready;
}

async function tokenFor(form: HTMLFormElement): Promise<string> {
  const { botCheck: action = '', botCheckKey: key = '', botCheckSrc: src = '' } = form.dataset;
  try {
    const grecaptcha = await loadBotCheck(src, key);
    const token = await grecaptcha.execute(key, { action });
    if (!token) logEvent('newsletter-no-recaptcha-token', { action });
    return token ?? '';
  } catch (error) {
    logEvent('newsletter-recaptcha-error', { action, error: String(error) });
    return '';
  }
}

export function bindNewsletter(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-bot-check]')) {
    // The check below replaces the browser's own message: a wrong address sends nothing and says nothing.
    form.noValidate = true;
  }
  // Back on the page from the answer (the back/forward cache keeps it as it was): the form can be sent again, and
  // its used token is gone.
  window.addEventListener('pageshow', () => {
    for (const form of document.querySelectorAll<HTMLFormElement>('form[data-bot-check]')) {
      delete form.dataset.sending;
      const field = form.querySelector<HTMLInputElement>('input[name="reCaptchaToken"]');
      if (field) field.value = '';
    }
  });
  document.addEventListener('submit', (event) => {
    const form = (event.target as Element | null)?.closest<HTMLFormElement>('form[data-bot-check]');
    if (!form) return;
    event.preventDefault();
    const email = form.querySelector<HTMLInputElement>('input[name="email"]')?.value.trim() ?? '';
    if (!EMAIL.test(email) || form.dataset.sending) return;
    form.dataset.sending = '';
    void tokenFor(form).then((token) => {
      const field = form.querySelector<HTMLInputElement>('input[name="reCaptchaToken"]');
      if (field) field.value = token;
      form.submit();
    });
  });
}
