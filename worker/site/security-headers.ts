// Security headers on every response; the page policy (CSP and friends) on HTML.
import { createMiddleware } from 'hono/factory';
import { type SecurityHeaderOptions, securityHeaders } from '../../shared/domain/http-policy';
import { type IsolateCache, keptSpace } from '../../shared/domain/isolate-cache';
import type { AppEnv } from '../env';
import { requestAnalyticsOrigin } from '../render/analytics';
import { botCheckOrigins } from '../render/bot-check';

/** The page policy per combination of the facts that shape it, built once; a nonce makes a policy of its own. */
const POLICIES = keptSpace<[string, string][]>('page-policies');

function pagePolicy(kept: IsolateCache | undefined, options: SecurityHeaderOptions): [string, string][] {
  const make = () => Object.entries(securityHeaders(options));
  if (options.scriptNonce || !kept) return make();
  const key = `${options.https}|${options.editor}|${options.analyticsOrigin ?? ''}|${options.botCheckOrigins?.join(' ')}`;
  return kept.remember(POLICIES, key, make);
}

export const secureResponses = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  c.res.headers.set('X-Content-Type-Options', 'nosniff');
  if (!c.res.headers.get('Content-Type')?.startsWith('text/html')) return;
  const https = c.req.url.startsWith('https:');
  const editor = c.get('content')?.draft ?? false;
  const scriptNonce = c.get('scriptNonce');
  // Computed from the request, not the render: a page answered from the edge cache needs the same policy.
  const analyticsOrigin = requestAnalyticsOrigin(c);
  // The footer's newsletter form is on every page: the hosted bot check, where configured, is allowed on each.
  const options = { https, editor, scriptNonce, analyticsOrigin, botCheckOrigins: botCheckOrigins(c.env) };
  for (const [name, value] of pagePolicy(c.get('kept'), options)) c.res.headers.set(name, value);
});
