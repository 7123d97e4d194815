// One POST from an island (contact form, voucher, toolbox) through the shop client, every failure turned into a
// result the island shows.
import type { ShopClient } from './client';
import { ShopError } from './error';

/** A 2xx answer, or the failure: the HTTP status, or null when the request never got an answer. */
export type PostResult = { ok: true; response: Response } | { ok: false; status: number | null };

/**
 * POSTs once (mutating requests are not retried). A JSON value is sent as JSON, FormData as multipart; any
 * status outside 2xx, a timeout and any network error is a failure the caller shows.
 */
export async function postToShop(
  client: ShopClient,
  path: string,
  body: FormData | Record<string, unknown>,
): Promise<PostResult> {
  try {
    return { ok: true, response: await client.postRaw(path, body) };
  } catch (error) {
    const status = error instanceof ShopError && error.status > 0 ? error.status : null;
    return { ok: false, status };
  }
}
