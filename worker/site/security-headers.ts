// Security headers on every response; the page policy (CSP and friends) on HTML, allowing the visual editor's
// bridge in a valid draft.
import { createMiddleware } from 'hono/factory';
import { type SecurityHeaderOptions, securityHeaders } from '../../shared/domain/http-policy';
import { type IsolateCache, keptSpace } from '../../shared/domain/isolate-cache';
import { bridgeOrigin } from '../../shared/domain/live-preview';
import { googleConfig } from '../backends/shop/service/google-config';
import type { AppEnv } from '../env';
import { CRITICAL_CSS } from '../generated/critical-css';
import { INLINE_SCRIPTS } from '../generated/inline-scripts';
import { requestAnalyticsOrigin } from '../render/analytics';
import { botCheckOrigins } from '../render/bot-check';

/** The origin of Google's sign-in script where it is configured on another origin (the login dialog is on every page). */
function googleSignInOrigin(env: object): string | undefined {
  if (GOOGLE_ORIGINS.has(env)) return GOOGLE_ORIGINS.get(env);
  const google = googleConfig(env);
  const origin =
    google?.ok && google.config.scriptUrl.startsWith('https://')
      ? new URL(google.config.scriptUrl).origin
      : undefined;
  GOOGLE_ORIGINS.set(env, origin);
  return origin;
}

/** The origin per bindings object: configuration, the same for every request of an isolate, read once. */
const GOOGLE_ORIGINS = new WeakMap<object, string | undefined>();

/** Every inline script a page may carry, by its hash. */
const SCRIPT_HASHES = Object.values(INLINE_SCRIPTS).map((script) => script.hash);
/** Each channel's critical stylesheet, by its hash: a page inlines its channel's. */
const STYLE_HASHES = Object.values(CRITICAL_CSS).map((style) => style.hash);

/** The page policy per combination of the facts that shape it, built once; a nonce makes a policy of its own. */
const POLICIES = keptSpace<[string, string][]>('page-policies');

function pagePolicy(kept: IsolateCache | undefined, options: SecurityHeaderOptions): [string, string][] {
  const make = () => Object.entries(securityHeaders(options));
  if (options.scriptNonce || !kept) return make();
  const key = `${options.https}|${options.bridgeOrigin ?? ''}|${options.analyticsOrigin ?? ''}|${options.botCheckOrigins?.join(' ')}|${options.googleSignInOrigin ?? ''}`;
  return kept.remember(POLICIES, key, make);
}

export const secureResponses = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  c.res.headers.set('X-Content-Type-Options', 'nosniff');
  if (!c.res.headers.get('Content-Type')?.startsWith('text/html')) return;
  const https = c.req.url.startsWith('https:');
  // Exactly the configured bridge's origin, only in a valid draft (none for a bridge on the shop itself).
  const bridge = c.get('content')?.draft ? bridgeOrigin(c.env.STORYBLOK_BRIDGE_URL, c.req.url) : undefined;
  const scriptNonce = c.get('scriptNonce');
  // Computed from the request, not the render: a page answered from the edge cache needs the same policy.
  const analyticsOrigin = requestAnalyticsOrigin(c);
  // The footer's newsletter form is on every page: the hosted bot check, where configured, is allowed on each.
  const options = {
    https,
    bridgeOrigin: bridge,
    scriptNonce,
    analyticsOrigin,
    botCheckOrigins: botCheckOrigins(c),
    googleSignInOrigin: googleSignInOrigin(c.env),
    inlineStyleHashes: STYLE_HASHES,
    inlineScriptHashes: SCRIPT_HASHES,
  };
  for (const [name, value] of pagePolicy(c.get('kept'), options)) c.res.headers.set(name, value);
});
