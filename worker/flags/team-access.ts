// Who may look behind the experiments: in production only the team (a signed team cookie, or a request on one of
// TEAM_HOSTS) gets the debug view, flag overrides, the flags switch, tester keys and `logging=0`; locally everyone
// does.
// Anyone else's team parameters are dropped before anything reads the query, so the page, and the edge HTML
// cache's key for it, are the normal page's.
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { teamParametersIn, withoutTeamParameters } from '../../shared/schemas/request-query';
import type { AppEnv, Bindings } from '../env';
import { createLogger } from '../log';
import { requestUrl } from '../site/request-facts';
import { TEAM_COOKIE, type TeamCookieState, teamCookieState } from './team-cookie';

/** How a request stands with the team: `open` outside production or on a team host, else its cookie's state. */
export type TeamAccess = 'open' | TeamCookieState;

declare module 'hono' {
  interface ContextVariableMap {
    /** The request's URL without the team parameters it may not use: the page it gets. */
    pageUrl: URL;
  }
}

/** Hosts in TEAM_HOSTS (comma-separated host names), which only the team reaches. */
export function isTeamHost(env: Pick<Bindings, 'TEAM_HOSTS'>, hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return (env.TEAM_HOSTS ?? '').split(',').some((name) => name.trim().toLowerCase() === host && host !== '');
}

/** Each request's access, decided once (the query and the tester key both ask). */
const decided = new WeakMap<Request, Promise<TeamAccess>>();

export function teamAccess(c: Context<AppEnv>): Promise<TeamAccess> {
  let access = decided.get(c.req.raw);
  if (!access) {
    access =
      c.env.ENVIRONMENT !== 'production' || isTeamHost(c.env, requestUrl(c).hostname)
        ? Promise.resolve('open')
        : teamCookieState(c.env.TEAM_SECRET, getCookie(c, TEAM_COOKIE), Date.now());
    decided.set(c.req.raw, access);
  }
  return access;
}

/** Whether the request may use what only the team may. */
export const isTeam = (access: TeamAccess): boolean => access === 'open' || access === 'valid';

/** The URL of the page the request gets, read only: its own, less any team parameter it was not allowed. */
export function pageUrl(c: Context<AppEnv>): URL {
  return c.get('pageUrl') ?? requestUrl(c);
}

/**
 * Drops the team parameters (`_debug`, `feature`, `treatment`, `disabled`, `logging=0`) of a request that is not the team's,
 * logging the attempt as a security event. Mount it right after the request context, before anything reads the
 * query or answers from the edge HTML cache.
 *
 * @example
 * app.use(requestContext);
 * app.use(teamParameters());
 */
export function teamParameters(): MiddlewareHandler<AppEnv> {
  return createMiddleware<AppEnv>(async function teamOnly(c, next) {
    const named = teamParametersIn(requestUrl(c).searchParams);
    if (named.length === 0) return next();
    const access = await teamAccess(c);
    if (!isTeam(access)) {
      // The page's own URL: the request's, which others read as it came, less the parameters.
      const url = new URL(c.req.url);
      for (const name of named) url.searchParams.delete(name);
      c.set('query', withoutTeamParameters(c.get('query')));
      c.set('pageUrl', url);
      // `logging=0` is the team's: anyone else's request is logged as any other.
      if (named.includes('logging')) {
        const site = c.get('site');
        c.set(
          'log',
          createLogger({
            requestId: c.get('requestId'),
            channel: site.channel,
            locale: site.locale,
            enabled: true,
          }),
        );
      }
      c.get('log').warn('team-parameter-ignored', {
        path: url.pathname,
        parameters: named.join(','),
        team: access,
      });
    }
    return next();
  });
}
