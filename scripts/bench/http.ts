// One GET to the local shop over loopback with a shop host name in the Host header (Node's fetch cannot
// resolve `*.localhost` and drops a custom Host), the body read to the end.
import { type Agent, request } from 'node:http';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** `headers` are added to the Host; the body comes back as it came (a gzipped answer stays gzipped). */
export function get(
  port: number,
  host: string,
  path: string,
  agent?: Agent,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        agent,
        headers: { ...headers, host: `${host}:${port}` },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
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
    req.end();
  });
}
