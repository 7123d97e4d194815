// HTTP helpers of the embedded shop backend: body validation with the failing field, the error shape the
// dialogs read (`message.text`, `payload.errors`), and the same-origin rule for every mutating call.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import type { ShopTextKey } from '#i18n/shop-texts';
import { controlCharacterField } from '../../../shared/schemas/form-text';
import type { AppEnv } from '../../env';
import { fromOtherSite, say } from '../../site/request-facts';

export { requestLanguage, say } from '../../site/request-facts';

/** A field error as the sign-up dialog reads it. */
export interface FieldError {
  field: string;
  message: string;
}

/**
 * The error body of every shop call: `message.text` for people, in the request's language, and
 * `payload.errors` for forms.
 */
export function shopError(
  c: Context<AppEnv>,
  status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 500 | 502 | 503,
  key: ShopTextKey,
  values?: Record<string, string | number>,
  errors?: FieldError[],
) {
  return c.json(
    { message: { text: say(c, key, values) }, ...(errors ? { payload: { errors } } : {}) },
    status,
  );
}

/** A valid body, or the 400 that refuses it with its `message.text` (for a page that shows it instead). */
export type BodyResult<S extends v.GenericSchema> =
  | { ok: true; value: v.InferOutput<S> }
  | { ok: false; response: Response; text: string };

/** A refused body: the 400 and the text it carries. */
function refused(
  c: Context<AppEnv>,
  key: ShopTextKey,
  values: Record<string, string | number>,
  errors: FieldError[],
): { ok: false; response: Response; text: string } {
  return { ok: false, response: shopError(c, 400, key, values, errors), text: say(c, key, values) };
}

/** The fields a form schema declares, to tell its multi-line ones. */
function schemaEntries(schema: v.GenericSchema): Record<string, unknown> {
  return (schema as { entries?: Record<string, unknown> }).entries ?? {};
}

/**
 * Reads a JSON or form-encoded body and validates it; a failure is a 400 naming every failing field. A control
 * character is refused in every field (tab and line breaks only where the schema declares `multiLine()`), before
 * the schema runs and so before anything is written.
 */
export async function readBody<S extends v.GenericSchema>(
  c: Context<AppEnv>,
  schema: S,
): Promise<BodyResult<S>> {
  let raw: unknown;
  const type = c.req.header('content-type') ?? '';
  try {
    raw = type.includes('application/json') ? await c.req.json() : Object.fromEntries(await c.req.formData());
  } catch {
    return refused(c, 'bodyUnreadable', {}, [{ field: 'body', message: 'unreadable' }]);
  }
  const tainted = controlCharacterField(raw, schemaEntries(schema));
  if (tainted !== undefined) {
    const reason = 'must not hold control characters';
    return refused(c, 'invalidField', { field: tainted, reason }, [{ field: tainted, message: reason }]);
  }
  const parsed = v.safeParse(schema, raw);
  if (parsed.success) return { ok: true, value: parsed.output };
  const errors = parsed.issues.map((issue) => ({
    field: issue.path?.map((item) => String(item.key)).join('.') ?? 'body',
    message: issue.message,
  }));
  return refused(
    c,
    'invalidField',
    { field: errors[0]?.field ?? 'body', reason: errors[0]?.message ?? '' },
    errors,
  );
}

/**
 * Whether the caller wants data: it asks for JSON or sends JSON (the shop client, the dialogs). A browser's own
 * link or form post gets a page or a redirect instead.
 */
export function wantsJson(c: Context<AppEnv>): boolean {
  return [c.req.header('accept'), c.req.header('content-type')].some((value) =>
    (value ?? '').includes('application/json'),
  );
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Mutating calls from another site are refused (CSRF): the Origin must be this host, or the fetch same-site. */
export const sameOriginOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (!MUTATING.has(c.req.method)) return next();
  if (fromOtherSite(c)) return shopError(c, 403, 'crossSite');
  return next();
});
