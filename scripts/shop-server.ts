// Starts the built shop under `wrangler dev` as `npm start` serves it (production React, minified worker) on a
// free loopback port with its own temporary state, for the browser tests and the bench; stops it after.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedFlags } from './flags-seed';
import { wrangler, wranglerEnv } from './wrangler';

export { wrangler, wranglerEnv };

/** The local worker's flag signing secret, as wrangler.toml configures it: visitor keys a client signs with it. */
export function localSigningSecret(): string {
  const toml = readFileSync(new URL('../wrangler.toml', import.meta.url), 'utf8');
  return /^FLAG_SIGNING_SECRET = "([^"]+)"/m.exec(toml)?.[1] ?? '';
}

export interface ShopServerOptions {
  /** Extra `--var NAME:value` for this server only (the bench's routes). */
  vars?: Record<string, string>;
  /** Minify the worker as `npm start` does (the default); off keeps names readable in a CPU profile. */
  minify?: boolean;
}

export interface ShopServer {
  port: number;
  /** The V8 inspector `wrangler dev` serves for the worker's isolate (`ws://127.0.0.1:<port>/ws`). */
  inspectorPort: number;
  /** Milliseconds from spawning `wrangler dev` to the first 200 answer. */
  readyMs: number;
  /** Its state directory (`--persist-to`): local KV and D1, for `wrangler … --local --persist-to`. */
  state: string;
  output(): string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
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
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`wrangler dev did not start within 60 s:\n${output()}`);
}

/** A fresh state directory as `npm start` prepares its own: the shop's D1 migrations applied, the flags seeded. */
export async function preparedState(prefix: string): Promise<string> {
  const state = await mkdtemp(join(tmpdir(), prefix));
  await wrangler(['d1', 'migrations', 'apply', 'SHOP_DB', '--local', '--persist-to', state], wranglerEnv());
  await seedFlags(state);
  return state;
}

/** Serves the built shop from a fresh prepared state directory. */
export async function startShop(options: ShopServerOptions = {}): Promise<ShopServer> {
  const [port, inspectorPort] = [await freePort(), await freePort()];
  const state = await preparedState('shop-state-');
  const env = wranglerEnv();
  const vars = Object.entries(options.vars ?? {}).flatMap(([name, value]) => ['--var', `${name}:${value}`]);
  const args = ['--ip', '127.0.0.1', '--port', String(port), '--inspector-port', String(inspectorPort)];
  const started = performance.now();
  const minify = options.minify === false ? [] : ['--minify'];
  const child = spawn('npx', ['wrangler', 'dev', ...args, '--persist-to', state, ...minify, ...vars], {
    // Its own process group: stopping it stops wrangler and workerd, not only npx.
    detached: true,
    // What `npm start` serves: React's production runtime, minified worker.
    env: { ...env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const output = () => log;
  const stop = async () => {
    if (child.pid && child.exitCode === null) {
      const pid = child.pid;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-pid, 'SIGTERM');
      const stubborn = setTimeout(() => {
        try {
          process.kill(-pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 10_000);
      await exited;
      clearTimeout(stubborn);
    }
    await rm(state, { recursive: true, force: true });
  };
  try {
    await waitForReady(port, child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, inspectorPort, readyMs: performance.now() - started, state, output, stop };
}
