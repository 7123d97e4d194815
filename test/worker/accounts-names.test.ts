// Names are normalised before the "no web address in a name" rule, so an address spelt with full-width or
// ideographic dots, zero-width characters or line separators is refused, and no mail ever greets one.
import { env } from 'cloudflare:test';
import { describe, expect, test } from 'vitest';
import { confirmLink, lastMail, PASSWORD, postJson, unique } from './accounts';

const signupNamed = (email: string, firstName: string) =>
  postJson(
    '/web-api/customer-signup',
    { email, password: PASSWORD, firstName, lastName: 'Lovelace' },
    { accept: 'application/json', 'cf-connecting-ip': unique('names').ip },
  );

const rows = async (email: string) =>
  (
    await env.SHOP_DB.prepare('SELECT COUNT(*) AS n FROM customers WHERE email = ? OR held_email = ?')
      .bind(email, email)
      .first<{ n: number }>()
  )?.n;

describe('a sign-up’s names', () => {
  test.each([
    ['an ideographic full stop', 'evil。com'],
    ['a full-width full stop', 'evil．com'],
    ['a half-width ideographic full stop', 'evil｡com'],
    ['a zero-width space', 'evil\u200B.com'],
    ['a word joiner and full-width letters', 'ｗｗｗ\u2060.evil'],
    ['a full-width at sign', 'ada＠evil'],
    ['a next-line character', 'Ada\u0085Visit evil'],
    ['a line separator', 'Ada\u2028Visit evil'],
    ['a paragraph separator', 'Ada\u2029Visit evil'],
  ])('with %s (%j) is a 400 naming firstName, nothing written', async (_name, firstName) => {
    const { email } = unique('refused');
    const response = await signupNamed(email, firstName);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ payload: { errors: [{ field: 'firstName' }] } });
    expect(await rows(email)).toBe(0);
  });

  test('are kept normalised: NFKC, without invisible characters, one space between words', async () => {
    const { email } = unique('normalised');
    expect((await signupNamed(email, ' Ａｄａ\u200B\u00A0 Zoë\u00AD ')).status).toBe(202);
    const stored = await env.SHOP_DB.prepare('SELECT first_name FROM customers WHERE held_email = ?')
      .bind(email)
      .first<{ first_name: string }>();
    expect(stored?.first_name).toBe('Ada Zoë');
    expect((await lastMail(email))?.body.startsWith('Hallo Ada Zoë,\n\n')).toBe(true);
    expect((await confirmLink(email)).token).toHaveLength(43);
  });
});

describe('greetings of mails', () => {
  test.each([
    ['an address with an ideographic dot', 'evil。com'],
    ['an address behind a zero-width space', 'evil\u200B.com'],
    ['a link after a line separator', 'Ada\u2028https://evil.example'],
  ])('an account stored with %s is greeted without its name', async (_name, firstName) => {
    const { email } = unique('legacy-name');
    await env.SHOP_DB.prepare(
      `INSERT INTO customers (email, password_hash, first_name, last_name, created_at)
       VALUES (?, '!', ?, 'Lovelace', ?)`,
    )
      .bind(email, firstName, Date.now())
      .run();
    const response = await postJson('/web-api/customer-password-reset', { email });
    expect(response.status).toBe(200);
    const body = (await lastMail(email))?.body ?? '';
    expect(body.startsWith('Hallo,\n\n')).toBe(true);
    expect(body).not.toContain('evil');
  });
});
