// Security headers on every response; the page policy (CSP and friends) on HTML.
import { createMiddleware } from 'hono/factory';
import { securityHeaders } from '../../shared/domain/http-policy';
import type { AppEnv } from '../env';
import { requestAnalyticsOrigin } from '../render/analytics';
import { botCheckOrigins } from '../render/bot-check';

export const secureResponses = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  c.res.headers.set('X-Content-Type-Options', 'nosniff');
  if (!c.res.headers.get('Content-Type')?.startsWith('text/html')) return;
  const https = new URL(c.req.url).protocol === 'https:';
  const editor = c.get('content')?.draft ?? false;
  const scriptNonce = c.get('scriptNonce');
  // Computed from the request, not the render: a page answered from the edge cache needs the same policy.
  const analyticsOrigin = requestAnalyticsOrigin(c);
  // The footer's newsletter form is on every page: the hosted bot check, where configured, is allowed on each.
  const options = { https, editor, scriptNonce, analyticsOrigin, botCheckOrigins: botCheckOrigins(c.env) };
  for (const [name, value] of Object.entries(securityHeaders(options))) c.res.headers.set(name, value);
});
