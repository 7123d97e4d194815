// One GET to the local shop over loopback with a shop host name in the Host header (Node's fetch cannot
// resolve `*.localhost` and drops a custom Host), the body read to the end as it came (not decoded).
import { type Agent, request } from 'node:http';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export function get(port: number, host: string, path: string, agent?: Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        agent,
        // As a browser asks: the shop may answer a kept page gzipped.
        headers: { host: `${host}:${port}`, 'accept-encoding': 'gzip, deflate, br, zstd' },
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
