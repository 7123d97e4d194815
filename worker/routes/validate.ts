// Route-level validation with valibot: a failure answers the spec's 404 'Page Not Found: {path}'.
import type { Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../env';
import { renderError } from '../render/error-page';

export type RouteInput<S extends v.GenericSchema> =
  | { ok: true; value: v.InferOutput<S> }
  | { ok: false; response: Promise<Response> };

/** Validates route params or query; on failure the response is the route-validation 404 page. */
export function validateRoute<S extends v.GenericSchema>(
  c: Context<AppEnv>,
  schema: S,
  input: unknown,
): RouteInput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output };
  c.get('log').info('route-validation-failed', {
    path: new URL(c.req.url).pathname,
    reason: result.issues[0].message,
  });
  return { ok: false, response: renderError(c, 'invalid-route') };
}
