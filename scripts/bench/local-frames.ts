// Which of a profile's frames run code only the local bundle carries: the stand-ins for the systems production
// reaches over the network (the content space, the shop backend, the flag service, the bot check, the designer,
// the tag manager), the demo data, fault injection and the bench's own remembering of a page's tree. The local
// worker answers those in its own isolate, where production sends a subrequest and spends no CPU of its isolate
// on the answer; the bench counts the shop's code only. A module is local when the production bundle
// (`wrangler deploy --env production`) does not have it, so no list of files is kept by hand.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type RawSourceMapInput, SourceMapConsumer } from 'source-map-js';
import { wrangler, wranglerEnv } from '../shop-server';
import type { FrameTest } from './profiler';

/** The bench's own route, the bare render: what a full request is compared with, so it counts. */
const BARE_ROUTE = '/worker/routes/bench.ts';

/** Tells whether a profile frame runs code of a module only the local bundle has. */
export type LocalFrames = FrameTest;

/** The source map a dry run wrote beside its script (named after the entry point: `index.js.map`, …). */
async function readMap(bundle: string): Promise<RawSourceMapInput> {
  const maps = (await readdir(bundle)).filter((name) => name.endsWith('.js.map'));
  if (maps.length !== 1)
    throw new Error(`expected one source map in ${bundle}, found ${maps.join(', ') || 'none'}`);
  return JSON.parse(await readFile(join(bundle, maps[0] ?? ''), 'utf8')) as RawSourceMapInput;
}

/** A map's sources as absolute paths: each dry run names them relative to its own output folder. */
const absolute = (bundle: string, sources: string[]) => sources.map((source) => resolve(bundle, source));

/** The sources of the production bundle, as its dry run's source map names them. */
async function productionSources(): Promise<Set<string>> {
  const out = await mkdtemp(join(tmpdir(), 'bench-production-'));
  try {
    await wrangler(['deploy', '--dry-run', '--outdir', out, '--env', 'production'], {
      ...wranglerEnv(),
      NODE_ENV: 'production',
    });
    return new Set(absolute(out, (await readMap(out)).sources));
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

/**
 * The local-only frames of profiles of the bundle in `bundle` (a dry run's `--outdir`, with its source map): a
 * frame of the bundle's script whose position maps to a source the production bundle lacks.
 */
export async function localFrames(bundle: string): Promise<LocalFrames> {
  const [map, production] = await Promise.all([readMap(bundle), productionSources()]);
  const local = new Set(
    absolute(bundle, map.sources).filter((source) => !production.has(source) && !source.endsWith(BARE_ROUTE)),
  );
  if (local.size === 0 || local.size === map.sources.length) {
    throw new Error(`the local bundle's sources do not split (${local.size} of ${map.sources.length} local)`);
  }
  // Without a source root, a position's source is named as the map names it, relative to the bundle's folder.
  const consumer = new SourceMapConsumer({ ...map, sourceRoot: undefined });
  const known = new Map<string, boolean>();
  return ({ url, lineNumber, columnNumber }) => {
    // The bundle's own frames; built-ins (`node-internal:`, `cloudflare-internal:`) and natives have no source.
    if ((!url.endsWith('/index.js') && url !== 'index.js') || lineNumber === undefined) return false;
    const at = `${lineNumber}:${columnNumber}`;
    let isLocal = known.get(at);
    if (isLocal === undefined) {
      const { source } = consumer.originalPositionFor({ line: lineNumber + 1, column: columnNumber ?? 0 });
      isLocal = source !== null && local.has(resolve(bundle, source));
      known.set(at, isLocal);
    }
    return isLocal;
  };
}
