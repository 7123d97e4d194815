// What an uncaught error in a request answers: on the shop's APIs the shop's JSON error, on pages a content
// outage is a 503 page, anything else a 500 page, and plain text when even the error page fails.
import type { Context } from 'hono';
import { shopError } from '../backends/shop/http';
import { ContentError } from '../content/client';
import type { AppEnv } from '../env';
import { renderError } from './error-page';

/** Paths answered with data: a caller there reads `message.text`, never a page. */
const API_PREFIXES = ['/web-api/', '/price-api/'];

function isApi(c: Context<AppEnv>): boolean {
  return API_PREFIXES.some((prefix) => c.req.path.startsWith(prefix));
}

function errorPage(error: Error, c: Context<AppEnv>): Response | Promise<Response> {
  if (error instanceof ContentError && c.get('site')) {
    // A missing token is the shop's configuration; any answer of the API itself (a 503 too) is an outage.
    const id = error.tokenMissing ? 'content-access-token-missing' : 'content-unavailable';
    c.get('log').error(id, { path: c.req.path, status: error.status, error });
    return renderError(c, 'unavailable', 'The content service is not available.');
  }
  c.get('log')?.error('hybrid-ssr-error', { path: c.req.path, error });
  return c.get('site') ? renderError(c, 'error') : c.text('Internal error', 500);
}

/** The app's error handler. */
export async function answerUncaught(error: Error, c: Context<AppEnv>): Promise<Response> {
  if (isApi(c)) {
    c.get('log')?.error('hybrid-ssr-error', { path: c.req.path, error });
    return shopError(c, 500, 'unexpectedError');
  }
  try {
    return await errorPage(error, c);
  } catch (again) {
    // The error page itself failed (its furniture, say): a plain answer rather than none.
    c.get('log')?.error('hybrid-ssr-error', { path: c.req.path, error: again });
    return c.text('Internal error', 500);
  }
}
