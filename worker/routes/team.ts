// The team cookie's endpoint (`/frontend-api/team`): `POST` with `Authorization: Bearer <TEAM_SECRET>` sets the
// signed `__Host-team` cookie, with which the debug view, flag overrides and tester keys work in production;
// `DELETE`, or any method with `?leave`, clears it. Without TEAM_SECRET there is no such endpoint.
import { type Context, Hono } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import * as v from 'valibot';
import type { AppEnv } from '../env';
import { sameSecret, TEAM_COOKIE, TEAM_COOKIE_MAX_AGE, teamCookieValue } from '../flags/team-cookie';

export const TEAM_PATH = '/frontend-api/team';

const COOKIE_OPTIONS = { path: '/', secure: true, httpOnly: true, sameSite: 'Lax' } as const;

/** `Bearer <secret>`: the secret a word of printable characters. */
const AuthorizationSchema = v.pipe(
  v.string('Authorization: Bearer <team secret> is required'),
  v.regex(/^Bearer [\x21-\x7e]{1,512}$/, 'Authorization: Bearer <team secret> is required'),
  v.transform((value) => value.slice('Bearer '.length)),
);

const answer = (c: Context<AppEnv>, status: 200 | 401 | 403, body: Record<string, string>) => {
  c.header('Cache-Control', 'no-store');
  return c.json(body, status);
};

function leave(c: Context<AppEnv>) {
  deleteCookie(c, TEAM_COOKIE, COOKIE_OPTIONS);
  return answer(c, 200, { team: 'left' });
}

export const team = new Hono<AppEnv>();

team.on(['GET', 'POST', 'DELETE'], TEAM_PATH, async function teamCookie(c) {
  const secret = c.env.TEAM_SECRET;
  if (!secret) return c.notFound();
  if (c.req.method === 'DELETE' || c.req.query('leave') !== undefined) return leave(c);
  if (c.req.method !== 'POST') return c.notFound();
  const presented = v.safeParse(AuthorizationSchema, c.req.header('authorization'));
  if (!presented.success) {
    c.get('log').warn('team-secret-refused', { reason: 'missing' });
    c.header('WWW-Authenticate', 'Bearer realm="team"');
    return answer(c, 401, { error: presented.issues[0].message });
  }
  if (!(await sameSecret(presented.output, secret))) {
    c.get('log').warn('team-secret-refused', { reason: 'wrong' });
    return answer(c, 403, { error: 'Authorization: not the team secret' });
  }
  const now = Date.now();
  setCookie(c, TEAM_COOKIE, await teamCookieValue(secret, now), {
    ...COOKIE_OPTIONS,
    maxAge: TEAM_COOKIE_MAX_AGE,
  });
  return answer(c, 200, {
    team: 'joined',
    expires: new Date(now + TEAM_COOKIE_MAX_AGE * 1000).toISOString(),
  });
});
