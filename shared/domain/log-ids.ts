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
  'render-error',
  'content-access-token-missing',
  'content-unavailable',
  'invalid-editor-token',
  'story-redirect-invalid',
  'webhook-signature-invalid',
  'content-invalidated',
  'html-cache-store-failed',
  'content-cache-store-failed',
  'translation-missing',
  'price-unavailable',
  'design-groups-unavailable',
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
  // Security events of the shop's customer accounts: no password or e-mail, only hashes and ids.
  'login-failed',
  'login-throttled',
  // Real-user measurement from the browser: a page's web vitals, and its uncaught errors and failed chunks.
  'web-vitals',
  'browser-error',
] as const;

export type LogId = (typeof LOG_IDS)[number];
export type LogLevel = 'info' | 'warn' | 'error';
