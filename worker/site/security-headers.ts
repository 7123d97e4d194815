// Security headers on every response; the page policy (CSP and friends) on HTML.
import { createMiddleware } from 'hono/factory';
import { securityHeaders } from '../../shared/domain/http-policy';
import type { AppEnv } from '../env';
import { requestAnalyticsOrigin } from '../render/analytics';

export const secureResponses = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  c.res.headers.set('X-Content-Type-Options', 'nosniff');
  if (!c.res.headers.get('Content-Type')?.startsWith('text/html')) return;
  const https = new URL(c.req.url).protocol === 'https:';
  const editor = c.var.content?.draft ?? false;
  const { scriptNonce } = c.var;
  // Computed from the request, not the render: a page answered from the edge cache needs the same policy.
  const analyticsOrigin = requestAnalyticsOrigin(c);
  for (const [name, value] of Object.entries(
    securityHeaders({ https, editor, scriptNonce, analyticsOrigin }),
  ))
    c.res.headers.set(name, value);
});
