// One visitor of the load: a browser's user agent and Accept-Encoding, a cookie jar that keeps what the shop sets,
// and one keep-alive connection for its visit. Every request it sends is timed and handed to the tally.
import { Agent } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { SESSION_COOKIE } from '../../shared/shop/endpoints';
import { send } from '../bench/http';
import { anyOf } from './random';
import type { Tally } from './tally';

/** Browsers as they introduce themselves: user agent and the Accept-Encoding it sends. */
const BROWSERS = [
  {
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
    acceptEncoding: 'gzip, deflate, br, zstd',
  },
  {
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.6 Mobile/15E148 Safari/604.1',
    acceptEncoding: 'gzip, deflate, br',
  },
  {
    userAgent:
      'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36',
    acceptEncoding: 'gzip, deflate, br, zstd',
  },
  {
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:145.0) Gecko/20100101 Firefox/145.0',
    acceptEncoding: 'gzip, deflate, br, zstd',
  },
  {
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.6 Safari/605.1.15',
    acceptEncoding: 'gzip, deflate, br',
  },
];

const PAGE_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

/** What a request is for the tally: its row, the statuses that count as answered, and whether it is a page. */
export interface RequestKind {
  name: string;
  ok: readonly number[];
  page?: boolean;
}

export interface VisitorRequest {
  /** A JSON body, POSTed with the same-origin `Origin` a browser sends on a mutation. */
  json?: unknown;
  headers?: Record<string, string>;
}

/** The cookie a `Set-Cookie` line sets, or deletes (`Max-Age=0`); attributes are dropped. */
function parseSetCookie(line: string): { name: string; value: string; deleted: boolean } {
  const [pair = '', ...attributes] = line.split(';');
  const at = pair.indexOf('=');
  const deleted = attributes.some((attribute) => /^\s*max-age\s*=\s*0\s*$/i.test(attribute));
  return { name: pair.slice(0, at).trim(), value: pair.slice(at + 1).trim(), deleted };
}

/**
 * A browser on one site of the shop (one host: the jar ignores Domain and Path, as the shop sets every cookie on
 * `/`). Call `leave()` when its visit ends: the connection is closed, the jar stays for a later visit.
 */
export class Visitor {
  readonly cookies = new Map<string, string>();
  /** The client address its requests come from (`CF-Connecting-IP`), where the visitor has one of its own. */
  address: string | undefined;
  private readonly browser = anyOf(BROWSERS);
  private agent = new Agent({ keepAlive: true, maxSockets: 1 });

  constructor(
    readonly port: number,
    readonly host: string,
    private readonly tally: Tally,
  ) {}

  /** Sends one request as this browser, keeps the cookies of the answer and records it under `kind`. */
  async request(kind: RequestKind, path: string, init: VisitorRequest = {}): Promise<number> {
    return (await this.exchange(kind, path, init, false)).status;
  }

  /** A page as `request` asks for it, with its HTML (asked for gzip, which Node reads); '' on a failure. */
  async page(kind: RequestKind, path: string): Promise<{ status: number; html: string }> {
    return this.exchange(kind, path, { headers: { 'accept-encoding': 'gzip' } }, true);
  }

  private async exchange(
    kind: RequestKind,
    path: string,
    init: VisitorRequest,
    read: boolean,
  ): Promise<{ status: number; html: string }> {
    const headers: Record<string, string> = {
      'user-agent': this.browser.userAgent,
      'accept-encoding': this.browser.acceptEncoding,
      accept: kind.page ? PAGE_ACCEPT : 'application/json',
      ...(this.address ? { 'cf-connecting-ip': this.address } : {}),
      ...init.headers,
    };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      headers.origin = `http://${this.host}:${this.port}`;
    }
    const anonymous = !this.cookies.has(SESSION_COOKIE);
    const started = performance.now();
    try {
      const answer = await send(this.port, this.host, path, {
        method: init.json === undefined ? 'GET' : 'POST',
        headers,
        body: init.json === undefined ? undefined : JSON.stringify(init.json),
        agent: this.agent,
        dropBody: !read,
      });
      this.keep(answer.headers['set-cookie'] ?? []);
      const cache = kind.page && anonymous ? String(answer.headers['x-cache'] ?? 'none') : undefined;
      this.tally.record(kind, { ms: performance.now() - started, status: answer.status, cache });
      const gzip = answer.headers['content-encoding'] === 'gzip';
      const html = read ? (gzip ? gunzipSync(answer.body) : answer.body).toString('utf8') : '';
      return { status: answer.status, html };
    } catch (error) {
      this.tally.failed(kind, error);
      return { status: 0, html: '' };
    }
  }

  private keep(setCookie: string | string[]): void {
    for (const line of Array.isArray(setCookie) ? setCookie : [setCookie]) {
      const { name, value, deleted } = parseSetCookie(line);
      if (deleted) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  leave(): void {
    this.agent.destroy();
    this.agent = new Agent({ keepAlive: true, maxSockets: 1 });
  }
}
