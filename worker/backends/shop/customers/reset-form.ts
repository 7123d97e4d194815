// The form behind the reset link: a new password, posted with the token to the confirmation call.
import { html } from 'hono/html';
import { shopText } from '#i18n/shop-texts';
import type { Language } from '../../../../shared/domain/markets';
import { PASSWORD_MIN_LENGTH } from './schemas';

/** The form for one token in the shopper's language; `hono/html` escapes every interpolated value. */
export function resetForm(language: Language, action: string, token: string) {
  return html`<form method="post" action="${action}" class="mt-6">
          <input type="hidden" name="token" value="${token}" />
          <label for="new-password" class="mb-1 block text-sm font-semibold">
            ${shopText(language, 'resetFormPassword', { min: PASSWORD_MIN_LENGTH })}
          </label>
          <input id="new-password" type="password" name="password" minlength="${PASSWORD_MIN_LENGTH}"
            autocomplete="new-password" required
            class="mb-6 block w-full rounded-lg border border-line bg-surface px-3 py-2 text-base" />
          <button type="submit" class="rounded-full bg-accent px-6 py-3 font-semibold text-accent-ink cursor-pointer hover:opacity-90">
            ${shopText(language, 'resetFormSave')}
          </button>
        </form>`;
}
