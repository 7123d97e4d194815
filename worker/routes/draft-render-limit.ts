// The live preview's allowance: draft renders per editor token within a fixed window, counted in the shop's D1
// rate-limit table as logins are, so every isolate sees the same count.
import type { Context } from 'hono';
import { type Limit, limitKey, reserve } from '../backends/shop/customers/rate-limit';
import type { AppEnv } from '../env';

/** A render every half second for a minute: far more than an editor's pauses while typing ask for. */
export const DRAFT_RENDER_LIMIT = { max: 120, windowMs: 60 * 1000 } as const;

/** The request's limit: its editor token within its space (a token is one editor session). */
async function draftRenderLimit(token: { spaceId: string; token: string }): Promise<Limit> {
  return { key: await limitKey('draft-render', token.spaceId, token.token), ...DRAFT_RENDER_LIMIT };
}

/** Counts one render; past the allowance the 429 answer (logged as `draft-render-throttled`), else null. */
export async function draftRenderThrottled(
  c: Context<AppEnv>,
  token: { spaceId: string; token: string },
): Promise<Response | null> {
  const reservation = await reserve(c.env.SHOP_DB, [await draftRenderLimit(token)]);
  if (reservation.ok) return null;
  // The space names the editor's session well enough; the token itself is a credential and stays out of the log.
  c.get('log').warn('draft-render-throttled', { space: token.spaceId, retryAfter: reservation.retryAfter });
  c.header('Retry-After', String(reservation.retryAfter));
  return c.json(
    { error: 'too many live-preview renders: wait a moment', retryAfter: reservation.retryAfter },
    429,
  );
}
