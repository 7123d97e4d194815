// The small HTML page behind the reset link: a new-password form posting the token to the confirmation call.
import { html } from 'hono/html';
import { PASSWORD_MIN_LENGTH } from './schemas';

/** The reset form for one token; `hono/html` escapes every interpolated value. */
export function resetForm(action: string, token: string) {
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Choose a new password</title>
  </head>
  <body>
    <main>
      <h1>Choose a new password</h1>
      <form method="post" action="${action}">
        <input type="hidden" name="token" value="${token}" />
        <label>
          New password (at least ${PASSWORD_MIN_LENGTH} characters)
          <input type="password" name="password" minlength="${PASSWORD_MIN_LENGTH}" autocomplete="new-password" required />
        </label>
        <button type="submit">Save password</button>
      </form>
    </main>
  </body>
</html>`;
}
