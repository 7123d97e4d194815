// `npm run load`: drives the built shop (served as `npm start` serves it, on loopback, with its own state) for a
// fixed time with a shopper-like mix: home, category and product pages, a missing page, backend-for-frontend
// reads, logins with a wrong password, and one signed webhook publish halfway through. It reports requests, errors,
// p50/p99 per kind and the worker isolate's heap; it exits 1 on any error or a heap still growing in the second half.
import { webhookSignature } from '../worker/routes/webhooks';
import { type SendInit, send as sendRequest } from './bench/http';
import { Inspector } from './bench/profiler';
import { startShop } from './shop-server';

const SECONDS = Number(process.env.LOAD_SECONDS) || 60;
const CONNECTIONS = 8;
/**
 * Caches fill up in the first half (pages, parts, stories); in the second half the heap must stay flat: at the end
 * at most this much above its size halfway.
 */
const HEAP_GROWTH_LIMIT = 1.3;
const WEBHOOK_SECRET = 'demo-webhook-secret';

interface Kind {
  name: string;
  weight: number;
  /** Statuses that count as answered: anything else (and every 5xx) is an error. */
  ok: number[];
  send(port: number, n: number): Promise<number>;
}

/** The status of one request; its body is read and dropped. */
async function send(port: number, host: string, path: string, init: SendInit = {}): Promise<number> {
  return (await sendRequest(port, host, path, init)).status;
}

const DE = 'kartenliebe.de.localhost';
const POSTER = 'poster.de.localhost';

const KINDS: Kind[] = [
  { name: 'home', weight: 4, ok: [200], send: (port) => send(port, DE, '/') },
  { name: 'category', weight: 3, ok: [200], send: (port) => send(port, POSTER, '/leinwanddruck') },
  { name: 'product', weight: 3, ok: [200], send: (port) => send(port, DE, '/fotokalender/wandkalender/') },
  // A new query each time: rendered, not answered from the cache.
  { name: 'uncached', weight: 2, ok: [200], send: (port, n) => send(port, DE, `/fotokalender/?load=${n}`) },
  { name: '404', weight: 1, ok: [404], send: (port, n) => send(port, DE, `/missing-${n % 50}/`) },
  {
    name: 'api',
    weight: 2,
    ok: [200],
    send: (port) => send(port, DE, '/frontend-api/breadcrumb?path=/fotokalender/wandkalender/'),
  },
  {
    name: 'login',
    weight: 1,
    // Wrong passwords from a few addresses: refused (401) or throttled (429), never an error.
    ok: [401, 429],
    send: (port, n) =>
      send(port, DE, '/web-api/customer-login', {
        method: 'POST',
        body: JSON.stringify({ email: `load-${n % 20}@example.com`, password: 'not the password' }),
        headers: {
          'content-type': 'application/json',
          origin: `http://${DE}:${port}`,
          'cf-connecting-ip': `198.51.100.${n % 5}`,
        },
      }),
  },
];
const TOTAL_WEIGHT = KINDS.reduce((sum, kind) => sum + kind.weight, 0);

function pick(n: number): Kind {
  let point = (n * 7919) % TOTAL_WEIGHT;
  for (const kind of KINDS) {
    if (point < kind.weight) return kind;
    point -= kind.weight;
  }
  return KINDS[0] as Kind;
}

async function publish(port: number): Promise<number> {
  const body = JSON.stringify({ action: 'published', story_id: 1, space_id: 1000 });
  return send(port, DE, '/webhooks/storyblok', {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/json',
      'webhook-signature': await webhookSignature(WEBHOOK_SECRET, body),
    },
  });
}

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;

/**
 * The isolate's used heap after a garbage collection, so the figure is what the isolate keeps and not how much
 * garbage the last requests happened to leave. workerd runs the inspector's collection only when the isolate
 * next takes a request: a cheap one is sent until the collection is done.
 */
async function heapMb(inspector: Inspector, port: number): Promise<number> {
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

async function main(): Promise<number> {
  console.info(`Starting the built shop; ${SECONDS} s of load on ${CONNECTIONS} connections.`);
  const shop = await startShop();
  const inspector = await Inspector.connect(`ws://127.0.0.1:${shop.inspectorPort}/ws`);
  try {
    // Warm: every kind once, so the heap before holds the isolate's code and first caches.
    for (let n = 0; n < KINDS.length * 3; n += 1) await (KINDS[n % KINDS.length] as Kind).send(shop.port, n);
    const heapBefore = await heapMb(inspector, shop.port);
    const latencies = new Map<string, number[]>(KINDS.map((kind) => [kind.name, []]));
    const errors: string[] = [];
    let sent = 0;
    let published = false;
    let heapHalfway = heapBefore;
    const started = performance.now();
    const deadline = started + SECONDS * 1000;
    const loop = async () => {
      while (performance.now() < deadline) {
        if (!published && performance.now() > started + (SECONDS * 1000) / 2) {
          published = true;
          heapHalfway = await heapMb(inspector, shop.port);
          const status = await publish(shop.port);
          if (status !== 200) errors.push(`webhook answered ${status}`);
        }
        const n = sent++;
        const kind = pick(n);
        const before = performance.now();
        try {
          const status = await kind.send(shop.port, n);
          latencies.get(kind.name)?.push(performance.now() - before);
          if (!kind.ok.includes(status)) errors.push(`${kind.name} answered ${status}`);
        } catch (error) {
          errors.push(`${kind.name} failed: ${String(error)}`);
        }
      }
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, loop));
    const seconds = (performance.now() - started) / 1000;
    const heapAfter = await heapMb(inspector, shop.port);
    console.info(`\n| kind | requests | p50 ms | p99 ms |\n| --- | --- | --- | --- |`);
    for (const [name, values] of latencies) {
      const sorted = values.sort((a, b) => a - b);
      console.info(
        `| ${name} | ${sorted.length} | ${percentile(sorted, 0.5).toFixed(0)} | ${percentile(sorted, 0.99).toFixed(0)} |`,
      );
    }
    console.info(
      `\n${sent} requests in ${seconds.toFixed(0)} s (${(sent / seconds).toFixed(0)}/s), ${errors.length} errors, ` +
        `webhook publish ${published ? 'sent' : 'not sent'}; isolate heap ${heapBefore.toFixed(1)} MB before, ` +
        `${heapHalfway.toFixed(1)} MB halfway, ${heapAfter.toFixed(1)} MB after.`,
    );
    for (const error of [...new Set(errors)].slice(0, 10)) console.error(`  ${error}`);
    const grew = heapAfter > heapHalfway * HEAP_GROWTH_LIMIT;
    if (grew) console.error(`The heap grew more than ${HEAP_GROWTH_LIMIT}× in the second half.`);
    return errors.length > 0 || grew ? 1 : 0;
  } finally {
    inspector.close();
    await shop.stop();
  }
}

process.exitCode = await main();
