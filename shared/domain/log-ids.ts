// The logged identifiers of the spec's error catalogue: the only ids the shop logs under.
export const LOG_IDS = [
  'log-in-error',
  'password-reset-error',
  'sign-up-error',
  'storyblok-page-not-found',
  'contact-form-person-not-found',
  'richtext-render-error',
  'nuxt-error-page-encountered',
  'asset-load-on-slug',
  'error-add-voucher',
  'error-add-accessory',
  'hybrid-parse-error',
  // A block, layout part or page that threw while rendering on the server: left out, the page still answers.
  'hybrid-ssr-error',
  // A site without a global config: the page renders with a minimal header and footer.
  'empty-hybrid-layout',
  // A translation text whose message format cannot be parsed: its key is shown instead.
  'translator-parse-error',
  'cms-page-not-found',
  'newsletter-no-recaptcha-token',
  'newsletter-recaptcha-error',
  'countdown-date-in-past',
  'teaser-hero-video-failed-to-load',
  'error-no-materials-for-frame-type',
  'error-no-default-option-for-material-type',
  // Edge-side equivalents of the request layer's failures.
  'invalid-request-query',
  // A malformed flag override, dropped: the page answers as without one.
  'flag-override-ignored',
  'route-validation-failed',
  'route-not-found',
  'content-access-token-missing',
  'content-unavailable',
  // An image on a host the resizer does not know: shown unresized, at its own width and height.
  'image-host-unknown',
  // The local resizer could not read or transform a source image: answered 415 or 422.
  'image-transform-failed',
  'invalid-editor-token',
  // A live-preview render asked with an editor token past its hour: the editor is offered a reload.
  'editor-token-expired',
  // Live-preview renders beyond an editor's allowance: refused with 429.
  'draft-render-throttled',
  'story-redirect-invalid',
  // A story from the content API in a shape the shop cannot read: left out of a listing, missing when read alone.
  'story-shape-invalid',
  'webhook-signature-invalid',
  'content-invalidated',
  // A signed webhook event that changes no published story (assets, users, workflow, discussions): answered 200.
  'webhook-ignored',
  'html-cache-store-failed',
  'content-cache-store-failed',
  'translation-missing',
  'price-unavailable',
  'design-groups-unavailable',
  // A shop API call in a build without the embedded backend and without a shop origin: answered 503.
  'shop-unavailable',
  // A designer's basket add whose hand-off names no sellable article: no form, the reason shown.
  'designer-article-unknown',
  // A configurator link parameter no hand-off table names: not handed on, and a test fails on it.
  'hand-off-param-unknown',
  // Content prices in another currency than the site's, withheld.
  'price-currency-mismatch',
  // The flag errors of the catalogue, and the impressions logged where no flag service is configured.
  'flag-no-treatment',
  'flag-treatment-changed',
  'flag-user-key-changed',
  'flag-key-empty',
  'flag-authorization-key-empty',
  'flag-initialisation-failure',
  'flag-track-failure',
  'flag-impressions',
  'flag-events',
  'flag-sync-failure',
  'flag-sync',
  // What the event endpoint does not take: a visitor key the shop did not issue, an event outside the shop's list
  // or its bounds (dropped alone), an exposure of a flag the page's signed token does not name.
  'flag-key-refused',
  'flag-event-refused',
  'flag-exposure-refused',
  // Security events of the shop's customer accounts: no password or e-mail, only hashes and ids.
  'login-failed',
  'login-throttled',
  // Google sign-in: its script not loaded, no element for its button, the one-tap prompt's moments (displayed, not
  // displayed, skipped, dismissed, each with Google's reason), a signed-in credential and a refused or failed one.
  'google-sign-in-not-loaded',
  'google-sign-in-button-not-found',
  'google-one-tap-displayed',
  'google-one-tap-not-displayed',
  'google-one-tap-skipped',
  'google-one-tap-dismissed',
  'google-sign-in-success',
  'google-sign-in-callback-failed',
  // A client over a write's burst limit (sign-up, newsletter, wishlist, beacons …).
  'write-rate-limited',
  // The team's tools asked for by someone else in production: `_debug`, a flag override or switch, a tester key,
  // and a wrong secret at the team cookie's endpoint.
  'team-parameter-ignored',
  'tester-key-ignored',
  'team-secret-refused',
  // Real-user measurement from the browser: a page's web vitals, and its uncaught errors and failed chunks.
  'web-vitals',
  'browser-error',
  // A page of the worker's start-up pass that did not answer as expected: the first visitor then compiles it.
  'start-up-pass-failed',
  // A text locale's texts file the worker could not read: the request is a 503 in plain words.
  'texts-unavailable',
] as const;

export type LogId = (typeof LOG_IDS)[number];
export type LogLevel = 'info' | 'warn' | 'error';
