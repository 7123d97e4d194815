// The shop API's failures as one error: status, timeout code, the person-facing text and the field errors.
import * as v from 'valibot';

/** The request layer's error code for a request that timed out. */
const TIMEOUT_CODE = 23;

/** A field error as the sign-up dialog shows it (`payload.errors`). */
export interface ShopFieldError {
  field: string;
  message: string;
}

/** The error body the shop answers with: `message.text` for people, `payload.errors` for forms. */
const ShopErrorBodySchema = v.object({
  code: v.optional(v.number()),
  message: v.optional(v.object({ text: v.optional(v.string()) })),
  payload: v.optional(
    v.object({
      errors: v.optional(v.array(v.object({ field: v.string(), message: v.string() }))),
    }),
  ),
});

/** A failed shop call. `status` is 0 when no answer arrived (timeout, network); `code` 23 is the timeout. */
export class ShopError extends Error {
  override readonly name = 'ShopError';
  constructor(
    readonly status: number,
    readonly text: string,
    readonly errors: readonly ShopFieldError[] = [],
    readonly code?: number,
  ) {
    super(text);
  }
}

/** The shop refused the request itself (a 4xx): its words and status answer the visitor; anything else is no answer. */
export const isShopRefusal = (error: unknown): error is ShopError =>
  error instanceof ShopError && error.status >= 400 && error.status < 500;

/** Reads an error response (status 400-599) into a ShopError; a body of another shape keeps the status. */
export async function shopErrorFrom(response: Response): Promise<ShopError> {
  const fallback = `The shop answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}.`;
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return new ShopError(response.status, fallback);
  }
  const parsed = v.safeParse(ShopErrorBodySchema, body);
  if (!parsed.success) return new ShopError(response.status, fallback);
  const { code, message, payload } = parsed.output;
  return new ShopError(response.status, message?.text ?? fallback, payload?.errors ?? [], code);
}

/** The error for a call that got no answer in time. */
export function timeoutError(path: string, timeoutMs: number): ShopError {
  return new ShopError(0, `The shop did not answer ${path} within ${timeoutMs} ms.`, [], TIMEOUT_CODE);
}
