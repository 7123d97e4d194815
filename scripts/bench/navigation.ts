// The navigation a visitor feels: on a phone, a channel's home page, the pointer resting on the link to its
// category page (speculation rules of `moderate` eagerness prerender a link hovered for 200 ms), then the tap.
// The figure is the time from the prerendered page's activation (the tap) to its largest paint, the median of
// 3 navigations, each in a fresh browser context. Chromium is driven over the DevTools protocol through its tab
// target: a client attached straight to the page target, as Playwright's is, makes Chromium refuse every
// prerender (PrerenderingDisabledByDevTools).
import * as chromeLauncher from 'chrome-launcher';
import WebSocket from 'ws';
import { findChromium } from '../chromium';
import type { BenchNavigation } from './pages';
import { waitForQuietMachine } from './quiet';
import { median } from './spread';

export interface NavigationRun {
  /**
   * The prerender of the link's page as Chromium last reported it before the tap: `Ready`, `Failure (reason)`,
   * or a status still under way; null when no prerender was started for it.
   */
  prerender: string | null;
  /** The prefetch of the link's page as Chromium last reported it, null when none was started. */
  prefetch: string | null;
  /** From the hover to the prerender's `Ready` (its page committed, its subresources maybe still loading). */
  readyMs: number | null;
  /** The prerendered page's `document.readyState` at the tap, null without one. */
  prerenderState: string | null;
  /** The new page's `activationStart`: 0 when it was not prerendered. */
  activationStartMs: number;
  /** The latest largest-contentful-paint entry's `startTime`, and its element. */
  lcpStartMs: number | null;
  lcpElement: string | null;
  /** From the activation to the largest paint (0 at least); null when the page was not prerendered. */
  lcpFromActivationMs: number | null;
  /** What went wrong, when the navigation could not be measured. */
  error?: string;
}

export interface NavigationFigures {
  name: string;
  from: string;
  to: string;
  /** The runs' median of `lcpFromActivationMs`, a run not prerendered counting as slowest (null then). */
  lcpMs: number | null;
  runs: NavigationRun[];
}

export const NAVIGATION_RUNS = 3;

/** The browser phase's phone (browser-bytes.ts). */
const PHONE = { width: 375, height: 812, deviceScaleFactor: 2, mobile: true };
/** Hover to a ready prerender: 200 ms of hover, then the page's request and load. */
const PRERENDER_TIMEOUT_MS = 10_000;
/** With no prerender attempt for the link this long into the hover, none is coming. */
const NO_ATTEMPT_MS = 1500;
const PAGE_TIMEOUT_MS = 15_000;
/** After the load event: the page's scripts start, and a late image may still become the largest paint. */
const SETTLE_MS = 1000;
const POLL_MS = 50;

/**
 * The runs' median, a run not prerendered counting as the slowest: null when such runs are the median (with
 * 3 runs, two or more not prerendered).
 */
export function medianFromActivation(runs: (number | null)[]): number | null {
  const value = median(runs.map((ms) => ms ?? Number.POSITIVE_INFINITY));
  return Number.isFinite(value) ? value : null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface CdpEvent {
  method: string;
  params: Record<string, unknown>;
  sessionId?: string;
}

/** The DevTools protocol over one WebSocket to the browser, every session flattened into it. */
class Cdp {
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { resolve: (result: never) => void; reject: (e: Error) => void }
  >();
  private readonly listeners = new Set<(event: CdpEvent) => void>();

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as Partial<CdpEvent> & {
        id?: number;
        result?: never;
        error?: { message: string };
      };
      if (message.id === undefined) {
        if (message.method) for (const listener of this.listeners) listener(message as CdpEvent);
        return;
      }
      const call = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.error) call?.reject(new Error(message.error.message));
      else call?.resolve(message.result as never);
    });
    socket.on('close', () => {
      for (const call of this.pending.values()) call.reject(new Error('the browser closed'));
      this.pending.clear();
    });
  }

  static connect(url: string): Promise<Cdp> {
    const socket = new WebSocket(url);
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new Cdp(socket)));
      socket.once('error', reject);
    });
  }

  send<T = Record<string, unknown>>(method: string, params: object = {}, sessionId?: string): Promise<T> {
    const id = this.nextId++;
    this.socket.send(JSON.stringify({ id, method, params, sessionId }));
    return new Promise((resolve, reject) => this.pending.set(id, { resolve, reject }));
  }

  /** Calls `listener` with every event until the returned function is called. */
  on(listener: (event: CdpEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The value of an expression in a page (awaited if a promise); throws with the page's exception. */
  async evaluate<T>(sessionId: string, expression: string): Promise<T> {
    const { result, exceptionDetails } = await this.send<{
      result: { value?: T };
      exceptionDetails?: { text: string; exception?: { description?: string } };
    }>('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true }, sessionId);
    if (exceptionDetails) {
      throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
    }
    return result.value as T;
  }

  close(): void {
    this.socket.close();
  }
}

/** Scrolls the first visible link to `url` to the middle of the screen; its centre, or null if none shows. */
const linkCentre = (url: string) => `(() => {
  const link = Array.from(document.querySelectorAll('a[href]')).find(
    (a) => a.href === ${JSON.stringify(url)} && a.checkVisibility() && a.getClientRects().length > 0,
  );
  if (!link) return null;
  link.scrollIntoView({ block: 'center', behavior: 'instant' });
  const box = link.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
})()`;

/** Whether this session shows the page at `url`, active (not a prerender) and loaded. */
const arrived = (url: string) =>
  `location.href === ${JSON.stringify(url)} && !document.prerendering && document.readyState === 'complete'`;

/** The navigation's activation and the latest largest paint, through a buffered observer. */
const PAINT = `new Promise((resolve) => {
  let last = null;
  new PerformanceObserver((list) => { last = list.getEntries().at(-1) ?? last; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => {
    const navigation = performance.getEntriesByType('navigation')[0];
    const element = last && last.element;
    const name = element
      ? element.tagName.toLowerCase() + (element.id ? '#' + element.id : '') +
        Array.from(element.classList).slice(0, 3).map((c) => '.' + c).join('')
      : null;
    const source = last && last.url ? ' ' + new URL(last.url).pathname : '';
    resolve({
      activationStart: (navigation && navigation.activationStart) || 0,
      lcp: last ? last.startTime : null,
      element: name || source ? (name || '') + source : null,
    });
  }, 100);
})`;

/** Chromium's report of one preload of `url`, as `status` or `status (reason)`. */
function preloadStatus(event: CdpEvent, url: string, reasonKey: string): string | null {
  const params = event.params as { key?: { url?: string }; status?: string } & Record<string, unknown>;
  if (params.key?.url !== url || !params.status) return null;
  const reason = params[reasonKey];
  return typeof reason === 'string' && reason ? `${params.status} (${reason})` : params.status;
}

/** One navigation in a fresh browser context of the browser behind `cdp`. */
async function navigate(cdp: Cdp, from: string, to: string): Promise<NavigationRun> {
  const run: NavigationRun = {
    prerender: null,
    prefetch: null,
    readyMs: null,
    prerenderState: null,
    activationStartMs: 0,
    lcpStartMs: null,
    lcpElement: null,
    lcpFromActivationMs: null,
  };
  const { browserContextId } = await cdp.send<{ browserContextId: string }>('Target.createBrowserContext');
  const stopListening: (() => void)[] = [];
  try {
    const { targetId } = await cdp.send<{ targetId: string }>('Target.createTarget', {
      url: 'about:blank',
      browserContextId,
    });
    const { targetInfos } = await cdp.send<{
      targetInfos: { targetId: string; browserContextId?: string }[];
    }>('Target.getTargets', { filter: [{ type: 'tab' }] });
    const tab = targetInfos.find((info) => info.browserContextId === browserContextId);
    if (!tab) throw new Error('no tab target for the new page');
    const { sessionId: tabSession } = await cdp.send<{ sessionId: string }>('Target.attachToTarget', {
      targetId: tab.targetId,
      flatten: true,
    });
    // Every page of the tab (the page, then its prerender) gets the phone before it runs.
    const pages = new Map<string, string>();
    let pageSession = '';
    let attachedPage: () => void = () => undefined;
    const pageAttached = new Promise<void>((resolve) => {
      attachedPage = resolve;
    });
    stopListening.push(
      cdp.on((event) => {
        if (event.sessionId !== tabSession) return;
        const params = event.params as { sessionId: string; targetInfo?: { targetId: string; type: string } };
        if (event.method === 'Target.detachedFromTarget') pages.delete(params.sessionId);
        if (event.method !== 'Target.attachedToTarget' || params.targetInfo?.type !== 'page') return;
        pages.set(params.sessionId, params.targetInfo.targetId);
        void cdp.send('Emulation.setDeviceMetricsOverride', PHONE, params.sessionId).catch(() => undefined);
        void cdp.send('Runtime.runIfWaitingForDebugger', {}, params.sessionId).catch(() => undefined);
        if (params.targetInfo.targetId === targetId) {
          pageSession = params.sessionId;
          attachedPage();
        }
      }),
    );
    await cdp.send(
      'Target.setAutoAttach',
      { autoAttach: true, waitForDebuggerOnStart: true, flatten: true },
      tabSession,
    );
    await pageAttached;

    let loaded = false;
    let attempted = false;
    let hovered = 0;
    stopListening.push(
      cdp.on((event) => {
        if (event.sessionId !== pageSession) return;
        if (event.method === 'Page.loadEventFired') loaded = true;
        if (event.method === 'Preload.prerenderStatusUpdated') {
          run.prerender = preloadStatus(event, to, 'prerenderStatus') ?? run.prerender;
          if (run.prerender === 'Ready' && hovered) run.readyMs ??= Date.now() - hovered;
        }
        if (event.method === 'Preload.prefetchStatusUpdated') {
          run.prefetch = preloadStatus(event, to, 'prefetchStatus') ?? run.prefetch;
        }
        if (event.method === 'Preload.preloadingAttemptSourcesUpdated') {
          const sources = (event.params.preloadingAttemptSources ?? []) as {
            key: { action: string; url: string };
          }[];
          attempted = sources.some(({ key }) => key.action === 'Prerender' && key.url === to);
        }
      }),
    );
    await cdp.send('Page.enable', {}, pageSession);
    await cdp.send('Preload.enable', {}, pageSession);
    await cdp.send('Page.navigate', { url: from }, pageSession);
    const loadDeadline = Date.now() + PAGE_TIMEOUT_MS;
    while (!loaded && Date.now() < loadDeadline) await sleep(POLL_MS);
    if (!loaded) throw new Error(`${from} did not load`);
    await sleep(SETTLE_MS);

    const centre = await cdp.evaluate<{ x: number; y: number } | null>(pageSession, linkCentre(to));
    if (!centre) throw new Error(`no visible link to ${to} on ${from}`);
    await sleep(100);
    await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', ...centre }, pageSession);
    hovered = Date.now();
    const settled = () => run.prerender === 'Ready' || run.prerender?.startsWith('Failure');
    while (!settled() && Date.now() - hovered < PRERENDER_TIMEOUT_MS) {
      if (!attempted && run.prerender === null && Date.now() - hovered > NO_ATTEMPT_MS) break;
      await sleep(POLL_MS);
    }

    for (const session of pages.keys()) {
      if (session === pageSession) continue;
      run.prerenderState = await Promise.race([
        cdp.evaluate<string>(session, 'document.readyState').catch(() => null),
        sleep(1000).then(() => null),
      ]);
    }

    const click = { ...centre, button: 'left', clickCount: 1 };
    await cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...click }, pageSession);
    await cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...click }, pageSession);
    // The new page: the prerender's session once activated, else the page's own after a plain navigation.
    let shown: string | undefined;
    const arriveDeadline = Date.now() + PAGE_TIMEOUT_MS;
    while (!shown && Date.now() < arriveDeadline) {
      for (const session of pages.keys()) {
        // A page in the middle of its navigation may answer late or not at all.
        const here = await Promise.race([
          cdp.evaluate<boolean>(session, arrived(to)).catch(() => false),
          sleep(1000).then(() => false),
        ]);
        if (here) shown = session;
      }
      if (!shown) await sleep(POLL_MS);
    }
    if (!shown) throw new Error(`${to} was not shown after the tap`);
    await sleep(SETTLE_MS);
    const paint = await cdp.evaluate<{ activationStart: number; lcp: number | null; element: string | null }>(
      shown,
      PAINT,
    );
    run.activationStartMs = paint.activationStart;
    run.lcpStartMs = paint.lcp;
    run.lcpElement = paint.element;
    if (paint.activationStart > 0 && paint.lcp !== null) {
      run.lcpFromActivationMs = Math.max(0, paint.lcp - paint.activationStart);
    }
  } catch (error) {
    run.error = error instanceof Error ? error.message : String(error);
  } finally {
    for (const stop of stopListening) stop();
    await cdp.send('Target.disposeBrowserContext', { browserContextId }).catch(() => undefined);
  }
  return run;
}

/** Each navigation NAVIGATION_RUNS times in one headless Chromium, every run on a quiet machine. */
export async function navigationFigures(
  navigations: BenchNavigation[],
  port: number,
  step: (navigation: BenchNavigation) => void,
): Promise<NavigationFigures[]> {
  const { executablePath, args } = await findChromium();
  const headless = args.some((arg) => arg.startsWith('--headless')) ? [] : ['--headless=new'];
  const chrome = await chromeLauncher.launch({
    chromePath: executablePath,
    chromeFlags: [...args, ...headless],
  });
  try {
    const version = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as {
      webSocketDebuggerUrl: string;
    };
    const cdp = await Cdp.connect(version.webSocketDebuggerUrl);
    const figures: NavigationFigures[] = [];
    try {
      for (const navigation of navigations) {
        step(navigation);
        const from = `http://${navigation.host}:${port}${navigation.from}`;
        const to = new URL(navigation.to, from).href;
        const runs: NavigationRun[] = [];
        for (let run = 0; run < NAVIGATION_RUNS; run += 1) {
          if (!(await waitForQuietMachine())) {
            console.warn(`Navigation ${navigation.name}: the machine stayed busy, this run is disturbed`);
          }
          runs.push(await navigate(cdp, from, to));
        }
        const lcpMs = medianFromActivation(runs.map((run) => run.lcpFromActivationMs));
        figures.push({ name: navigation.name, from, to, lcpMs, runs });
      }
    } finally {
      cdp.close();
    }
    return figures;
  } finally {
    chrome.kill();
  }
}
