// Starts the built shop with `wrangler dev` on a free loopback port for the browser tests, and stops it after.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    port: number;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForReady(port: number, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited:\n${output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/_icons/`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`wrangler dev did not start within 60 s:\n${output()}`);
}

/** Applies the shop's D1 migrations to the server's state directory before it starts. */
function migrate(state: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'npx',
      ['wrangler', 'd1', 'migrations', 'apply', 'SHOP_DB', '--local', '--persist-to', state],
      {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`D1 migrations failed:\n${output}`)),
    );
  });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [port, inspectorPort] = [await freePort(), await freePort()];
  const state = await mkdtemp(join(tmpdir(), 'shop-state-'));
  let log = '';
  const env = {
    ...process.env,
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    WRANGLER_SEND_METRICS: 'false',
    CI: 'true',
  };
  await migrate(state, env);
  const child = spawn(
    'npx',
    [
      'wrangler',
      'dev',
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--inspector-port',
      String(inspectorPort),
      '--persist-to',
      state,
      '--minify',
    ],
    {
      detached: true,
      // What `npm start` serves: React's production runtime, minified worker.
      env: { ...env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  await waitForReady(port, child, () => log);
  project.provide('port', port);
  return async () => {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    await rm(state, { recursive: true, force: true });
  };
}
