// What the load does to the shop besides visiting it: a publish in the content space with its signed webhook,
// and reading the worker isolate's heap over the inspector.
import { EMBEDDED_CV_KEY } from '../../worker/backends/embedded-space';
import { webhookSignature } from '../../worker/routes/webhooks';
import { send } from '../bench/http';
import type { Inspector } from '../bench/profiler';
import { type ShopServer, wrangler, wranglerEnv } from '../shop-server';
import type { SiteFacts } from './sites';

const WEBHOOK_SECRET = 'demo-webhook-secret';
const DE = 'kartenliebe.de.localhost';

/**
 * A publish in the content space as Storyblok makes one: the space's cache version moves (the embedded space
 * keeps it in the local KV), then the signed webhook tells the worker. Gives the webhook's status.
 */
export async function publish(shop: ShopServer, cv: number): Promise<number> {
  const put = ['kv', 'key', 'put', EMBEDDED_CV_KEY, String(cv + 1), '--binding', 'CONTENT_CACHE'];
  await wrangler([...put, '--local', '--persist-to', shop.state], wranglerEnv());
  const body = JSON.stringify({ action: 'published', story_id: 1, space_id: 1000 });
  const headers = {
    'content-type': 'application/json',
    'webhook-signature': await webhookSignature(WEBHOOK_SECRET, body),
  };
  return (await send(shop.port, DE, '/webhooks/storyblok', { method: 'POST', body, headers })).status;
}

/**
 * The isolate's used heap after a garbage collection, so the figure is what the isolate keeps and not how much
 * garbage the last requests happened to leave. workerd runs the inspector's collection only when the isolate
 * next takes a request: a cheap one is sent until the collection is done.
 */
export async function heapMb(inspector: Inspector, port: number): Promise<number> {
  let collected = false;
  const collection = inspector.send('HeapProfiler.collectGarbage').then(() => {
    collected = true;
  });
  for (let tries = 0; !collected; tries += 1) {
    if (tries === 50) throw new Error('the isolate did not collect its garbage');
    await send(port, DE, '/robots.txt');
    await Promise.race([collection, new Promise((resolve) => setTimeout(resolve, 100))]);
  }
  const { usedSize } = await inspector.send<{ usedSize: number }>('Runtime.getHeapUsage');
  return usedSize / 1024 / 1024;
}

/** The content version the pages name (in their navigation data's URL). */
export function contentVersion(facts: Map<string, SiteFacts>): number {
  return Math.min(...[...facts.values()].map((site) => Number(/[?&]cv=(\d+)/.exec(site.navigation)?.[1])));
}

/** What the flag service's stand-in recorded for the visitors who accepted: evaluation events against the views. */
export interface AcceptedImpressions {
  visitors: number;
  expected: number;
  recorded: number;
  /** Visitors whose recorded count is not their expected one. */
  off: number;
}

/** Asks the stand-in for each accepting visitor's evaluation events (one per seen flag per view). */
export async function acceptedImpressions(
  port: number,
  accepted: ReadonlyMap<string, number>,
): Promise<AcceptedImpressions> {
  // The reports and the server's own impressions go out after their responses.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const keys = [...accepted.keys()];
  const answer = await send(port, DE, '/_local/flag-service/evaluations', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ keys }),
  });
  const counts = JSON.parse(answer.body.toString('utf8')) as Record<string, number>;
  let expected = 0;
  let recorded = 0;
  let off = 0;
  for (const [key, views] of accepted) {
    expected += views;
    recorded += counts[key] ?? 0;
    if ((counts[key] ?? 0) !== views) off += 1;
  }
  return { visitors: keys.length, expected, recorded, off };
}
