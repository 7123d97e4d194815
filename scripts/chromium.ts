// Finds a Chromium for the browser tests, the screenshots and the bench: CHROMIUM_PATH, Debian's, or the npm one.
import { existsSync } from 'node:fs';

/** Debian's `chromium` package installs here (`.ci/run` installs it when missing). */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export interface FoundChromium {
  executablePath: string;
  /** Flags to launch it with: the common ones plus what this build needs. */
  args: string[];
  /** Where it came from, for log lines. */
  source: 'CHROMIUM_PATH' | 'debian' | 'npm';
}

/**
 * Flags for every launch: containers run as root without a sandbox and without a GPU, and background
 * traffic (updates, sync, QUIC probes) has no internet to reach and would only add noise to measurements.
 */
export const COMMON_CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The npm build's flags left out: those that loosen page security (the tests should see what a visitor's
 * browser enforces), and `--single-process`, with which closing one browser context ends the whole browser.
 */
const DROPPED_ARGS = new Set([
  '--disable-web-security',
  '--allow-running-insecure-content',
  '--single-process',
]);

/**
 * The Chromium shipped inside `@sparticuz/chromium`: no Debian package and no download, it unpacks into
 * the temp folder on first use. Loaded lazily, as most machines have Debian's.
 */
export async function npmChromium(): Promise<FoundChromium> {
  const { default: chromium } = await import('@sparticuz/chromium');
  return {
    executablePath: await chromium.executablePath(),
    args: [...COMMON_CHROMIUM_ARGS, ...chromium.args.filter((arg) => !DROPPED_ARGS.has(arg))],
    source: 'npm',
  };
}

let found: Promise<FoundChromium> | undefined;

/** `CHROMIUM_PATH` if set, else Debian's `/usr/bin/chromium` if present, else the npm-shipped Chromium. */
export function findChromium(): Promise<FoundChromium> {
  found ??= (async () => {
    const fromEnv = process.env.CHROMIUM_PATH;
    if (fromEnv) return { executablePath: fromEnv, args: COMMON_CHROMIUM_ARGS, source: 'CHROMIUM_PATH' };
    if (existsSync(DEBIAN_CHROMIUM)) {
      return { executablePath: DEBIAN_CHROMIUM, args: COMMON_CHROMIUM_ARGS, source: 'debian' };
    }
    return npmChromium();
  })();
  return found;
}
