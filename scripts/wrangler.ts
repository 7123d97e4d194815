// Running wrangler from the scripts, off the network as on CI.
import { spawn } from 'node:child_process';

/** Runs `npx wrangler <args>` to completion; rejects with its output when it fails. */
export function wrangler(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['wrangler', ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`wrangler ${args[0]} failed:\n${output}`)),
    );
  });
}

/** `wrangler` off the network, as on CI. */
export function wranglerEnv(): NodeJS.ProcessEnv {
  return { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', CI: 'true' };
}
