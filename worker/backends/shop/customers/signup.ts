// Sign-up by confirmed address: a sign-up is held until the link mailed to its address is followed, and it answers
// a taken address exactly as a free one (no session either way), so nobody learns who has an account.
import type { Context } from 'hono';
import { Hono } from 'hono';
import { html } from 'hono/html';
import * as v from 'valibot';
import type { AppEnv } from '../../../env';
import { readBody, say, shopError, wantsJson } from '../http';
import { messageWithWayHome, smallPage } from '../small-page';
import { hashPassword, randomToken, sha256Hex } from './crypto';
import { accountMailLink, mailGreeting, mailText } from './mail-link';
import { mailStatements } from './outbox';
import { mayMail } from './rate-limit';
import { ConfirmSchema, SignupSchema } from './schemas';
import { ANONYMOUS, confirmSignUp, hasConfirmedAccount, holdSignUp, type NewCustomer } from './store';

/** The path the confirmation mail links to: GET shows the confirm button, POST confirms. */
export const CONFIRM_PATH = '/web-api/customer-signup/confirm';

export const signupApi = new Hono<AppEnv>();

/**
 * Holds the sign-up and mails its address: the link that confirms it, or where the address has a confirmed
 * account the owner's note that someone tried. One mail of each per address per window; the same statements
 * either way.
 */
async function holdAndMail(c: Context<AppEnv>, customer: NewCustomer): Promise<void> {
  const db = c.env.SHOP_DB;
  const token = randomToken();
  const taken = await hasConfirmedAccount(db, customer.email);
  // Links and notes count apart, so a note about a second sign-up is not held back by the first one's link.
  const allowed = await mayMail(db, taken ? 'signup-taken' : 'signup-new', customer.email);
  const mail = taken
    ? {
        recipient: customer.email,
        subject: mailText(c, 'mailTakenSubject'),
        body: mailText(c, 'mailTakenBody', { link: accountMailLink(c, '/') }),
      }
    : {
        recipient: customer.email,
        subject: mailText(c, 'mailConfirmSubject'),
        body: mailText(c, 'mailConfirmBody', {
          greeting: mailGreeting(c, customer.firstName),
          link: accountMailLink(c, `${CONFIRM_PATH}?token=${token}`),
        }),
      };
  const now = Date.now();
  await db.batch([
    ...holdSignUp(db, customer, await sha256Hex(token), now),
    ...mailStatements(db, mail, allowed),
  ]);
}

// The answer is the anonymous customer (nobody is logged in by a sign-up) with the note to read the mail.
signupApi.post('/web-api/customer-signup', async (c) => {
  const body = await readBody(c, SignupSchema);
  if (!body.ok) return body.response;
  try {
    const { email, password, firstName, lastName } = body.value;
    const passwordHash = await hashPassword(password);
    await holdAndMail(c, { email, passwordHash, firstName, lastName });
    return c.json({ ...ANONYMOUS, message: { text: say(c, 'signupMailed') } }, 202);
  } catch (error) {
    c.get('log').error('sign-up-error', { error });
    return shopError(c, 500, 'signupError');
  }
});

/** The form behind the mailed link: one button, so a mail scanner that opens links confirms nothing. */
function confirmForm(c: Context<AppEnv>, token: string) {
  return html`<p class="mt-4">${say(c, 'confirmFormIntro')}</p>
        <form method="post" class="mt-6">
          <input type="hidden" name="token" value="${token}" />
          <button type="submit" class="rounded-full bg-accent px-6 py-3 font-semibold text-accent-ink cursor-pointer hover:opacity-90">
            ${say(c, 'confirmFormSave')}
          </button>
        </form>`;
}

signupApi.get(CONFIRM_PATH, (c) => {
  const query = v.safeParse(ConfirmSchema, { token: c.req.query('token') });
  if (!query.success) {
    return shopError(c, 400, 'confirmInvalid', {}, [{ field: 'token', message: 'malformed' }]);
  }
  return smallPage(c, say(c, 'confirmFormTitle'), confirmForm(c, query.output.token));
});

/** The outcome of the confirmation as a page, with the way back to the shop. */
const outcomePage = (c: Context<AppEnv>, title: string, text: string, status: 200 | 400) =>
  smallPage(c, title, messageWithWayHome(c, text, say(c, 'toShop')), status);

signupApi.post(CONFIRM_PATH, async (c) => {
  const body = await readBody(c, ConfirmSchema);
  if (!body.ok) {
    return wantsJson(c) ? body.response : outcomePage(c, say(c, 'confirmFormTitle'), body.text, 400);
  }
  try {
    const confirmed = await confirmSignUp(c.env.SHOP_DB, await sha256Hex(body.value.token), Date.now());
    if (confirmed === null) {
      if (!wantsJson(c)) return outcomePage(c, say(c, 'confirmFormTitle'), say(c, 'confirmInvalid'), 400);
      return shopError(c, 400, 'confirmInvalid', {}, [{ field: 'token', message: 'invalid or expired' }]);
    }
    if (!wantsJson(c)) return outcomePage(c, say(c, 'confirmDoneTitle'), say(c, 'confirmDone'), 200);
    return c.json({ message: { text: say(c, 'confirmDone') } });
  } catch (error) {
    c.get('log').error('sign-up-error', { error });
    return shopError(c, 500, 'signupError');
  }
});
