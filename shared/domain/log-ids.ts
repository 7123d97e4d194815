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
  'translation-missing',
  'price-unavailable',
] as const;

export type LogId = (typeof LOG_IDS)[number];
export type LogLevel = 'info' | 'warn' | 'error';
