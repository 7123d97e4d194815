// The small HTML page behind the reset link: a new-password form posting the token to the confirmation call.
import { html } from 'hono/html';
import type { Language } from '../../../../shared/domain/markets';
import { shopText } from '../../../../shared/i18n/shop-texts';
import { PASSWORD_MIN_LENGTH } from './schemas';

/** The reset form for one token in the shopper's language; `hono/html` escapes every interpolated value. */
export function resetForm(language: Language, action: string, token: string) {
  const title = shopText(language, 'resetFormTitle');
  return html`<!doctype html>
<html lang="${language}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${title}</title>
  </head>
  <body>
    <main>
      <h1>${title}</h1>
      <form method="post" action="${action}">
        <input type="hidden" name="token" value="${token}" />
        <label>
          ${shopText(language, 'resetFormPassword', { min: PASSWORD_MIN_LENGTH })}
          <input type="password" name="password" minlength="${PASSWORD_MIN_LENGTH}" autocomplete="new-password" required />
        </label>
        <button type="submit">${shopText(language, 'resetFormSave')}</button>
      </form>
    </main>
  </body>
</html>`;
}
