// Security headers on every response; the page policy (CSP and friends) on HTML.
import { createMiddleware } from 'hono/factory';
import { type SecurityHeaderOptions, securityHeaders } from '../../shared/domain/http-policy';
import { keptValue } from '../../shared/domain/kept-value';
import type { AppEnv } from '../env';
import { requestAnalyticsOrigin } from '../render/analytics';
import { botCheckOrigins } from '../render/bot-check';

/** The page policy per combination of the facts that shape it, built once; a nonce makes a policy of its own. */
const policies = new Map<string, [string, string][]>();
const POLICIES_KEPT = 64;

function pagePolicy(options: SecurityHeaderOptions): [string, string][] {
  if (options.scriptNonce) return Object.entries(securityHeaders(options));
  const key = `${options.https}|${options.editor}|${options.analyticsOrigin ?? ''}|${options.botCheckOrigins?.join(' ')}`;
  return keptValue(policies, key, POLICIES_KEPT, () => Object.entries(securityHeaders(options)));
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
  for (const [name, value] of pagePolicy(options)) c.res.headers.set(name, value);
});
