// The shop's web-api endpoints the islands send to, and one POST that turns every failure into a result.

/** The shop paths the interactive blocks post to. */
export const WEB_API = {
  contactForm: '/web-api/contact-form',
  voucher: '/web-api/voucher',
  toolbox: (tool: string) => `/web-api/toolbox-${tool}`,
} as const;

/** A 2xx answer, or the failure: the HTTP status, or null when the request never got an answer. */
export type PostResult = { ok: true; response: Response } | { ok: false; status: number | null };

type Fetcher = (input: string, init: RequestInit) => Promise<Response>;

/**
 * POSTs once (mutating requests are not retried). A JSON value is sent as JSON, FormData as
 * multipart; any status outside 2xx and any network error is a failure the caller shows.
 */
export async function postToWebApi(
  path: string,
  body: FormData | Record<string, unknown>,
  fetcher: Fetcher = (input, init) => fetch(input, init),
): Promise<PostResult> {
  const multipart = body instanceof FormData;
  try {
    const response = await fetcher(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: multipart
        ? { accept: '*/*' }
        : { 'content-type': 'application/json', accept: 'application/json' },
      body: multipart ? body : JSON.stringify(body),
    });
    return response.ok ? { ok: true, response } : { ok: false, status: response.status };
  } catch {
    return { ok: false, status: null };
  }
}
