// What the browser's first-party beacons (tracked events, real-user measurement) must be before they are read:
// sent by this site, with a JSON body (a beacon sends it as text/plain), valid by the endpoint's schema. A
// refusal names its reason, the first failing field first.
import type { Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../env';
import { fromOtherSite, say } from './request-facts';

export interface BeaconRefusal {
  status: 400 | 403 | 415;
  error: string;
}

/** Another site's request, or a body of another type: refused before anything is read. */
export function beaconRefusal(c: Context<AppEnv>): BeaconRefusal | null {
  if (fromOtherSite(c)) return { status: 403, error: say(c, 'crossSite') };
  if (!/^(application\/json|text\/plain)\b/.test(c.req.header('content-type') ?? '')) {
    return { status: 415, error: 'The body must be JSON.' };
  }
  return null;
}

/** The first issue as `field: message` (`body` where it has no path). */
export function issueText(issues: readonly v.BaseIssue<unknown>[]): string {
  const [issue] = issues;
  const where = issue?.path?.map((item) => String(item.key)).join('.') ?? 'body';
  return `${where}: ${issue?.message ?? 'invalid'}`;
}

/** The body as JSON, checked by `schema`: its value, or the refusal naming the first failing field. */
export async function readBeacon<S extends v.GenericSchema>(
  c: Context<AppEnv>,
  schema: S,
): Promise<{ ok: true; value: v.InferOutput<S> } | { ok: false; refusal: BeaconRefusal }> {
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    return { ok: false, refusal: { status: 400, error: 'body: not JSON' } };
  }
  const parsed = v.safeParse(schema, body);
  return parsed.success
    ? { ok: true, value: parsed.output }
    : { ok: false, refusal: { status: 400, error: issueText(parsed.issues) } };
}
