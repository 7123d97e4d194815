// Error responses as pages: 400 bad query, 404 route validation ('Page Not Found') and unmatched
// ('Page not found'), 5xx; the technical message is the title, details show only with `_debug`.
import type { Context } from 'hono';
import { ErrorView } from '../../shared/components/layout/ErrorView';
import { TEXTS } from '../../shared/i18n/texts';
import type { AppEnv } from '../env';
import { renderPage } from './render-page';

export type ErrorKind = 'bad-request' | 'invalid-route' | 'not-found' | 'error' | 'unavailable';

const STATUS = {
  'bad-request': 400,
  'invalid-route': 404,
  'not-found': 404,
  error: 500,
  unavailable: 503,
} as const;

/** The spec's messages (section 8). */
export function errorMessage(kind: ErrorKind, path: string, reason = ''): string {
  switch (kind) {
    case 'invalid-route':
      return `Page Not Found: ${path}`;
    case 'not-found':
      return `Page not found: ${path}`;
    case 'bad-request':
      return `Bad request: ${reason}`;
    default:
      return reason || 'Internal error';
  }
}

export function renderError(c: Context<AppEnv>, kind: ErrorKind, reason = ''): Promise<Response> {
  const texts = TEXTS[c.var.site.textLocale];
  const message = errorMessage(kind, new URL(c.req.url).pathname, reason);
  const notFound = STATUS[kind] === 404;
  return renderPage(c, {
    status: STATUS[kind],
    title: message,
    body: (
      <ErrorView
        heading={notFound ? texts.notFound : kind === 'bad-request' ? texts.badRequest : texts.errorTitle}
        intro={notFound ? texts.notFoundIntro : kind === 'bad-request' ? reason : texts.errorIntro}
        message={message}
        debug={c.var.query.debug}
      />
    ),
  });
}
