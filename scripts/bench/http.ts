// One request to the local shop over loopback with a shop host name in the Host header (Node's fetch cannot
// resolve `*.localhost` and drops a custom Host), the body read to the end.
import { type Agent, request } from 'node:http';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface SendInit {
  method?: string;
  /** Added to the Host header. */
  headers?: Record<string, string>;
  body?: string;
  agent?: Agent;
  /**
   * Read the body to the end and drop it (the answer's body is empty): a load measures the shop, and a client
   * that copied every body would take more of the shared cores the larger the page.
   */
  dropBody?: boolean;
}

/** Sends one request; the body comes back as it came (a gzipped answer stays gzipped). */
export function send(port: number, host: string, path: string, init: SendInit = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: init.method ?? 'GET',
        agent: init.agent,
        headers: { ...init.headers, host: `${host}:${port}` },
      },
      (response) => {
        const chunks: Buffer[] = [];
        if (init.dropBody) response.resume();
        else response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

/** A GET, kept alive through `agent` when given. */
export function get(
  port: number,
  host: string,
  path: string,
  agent?: Agent,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return send(port, host, path, { agent, headers });
}
