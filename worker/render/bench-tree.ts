// Bench only (var BENCH_ROUTES=1): the last React tree a page rendered, per URL, with the renderer it used, for
// /_bench/bare to render alone. The local worker hands `rememberTree` to the page render as its `rememberPageTree` hook.
import type { Context } from 'hono';
import type { ReactNode } from 'react';
import type { AppEnv } from '../env';

/** Enough for every page the bench measures; the oldest goes first. */
const MAX_TREES = 64;
/**
 * A page's tree and how the page turned it into its body: rendered whole to a string and finished (the kept
 * fragments filled in), or streamed with a nonce for React's reveal scripts.
 */
export type RememberedTree =
  | { renderer: 'string'; tree: ReactNode; finish: (html: string) => string }
  | { renderer: 'stream'; tree: ReactNode; nonce: string };
const TREES = new Map<string, RememberedTree>();

/** The page a URL names, without the bench's own cache-busting `bench` parameter. */
export function benchKey(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.delete('bench');
  parsed.searchParams.sort();
  return `${parsed.host}${parsed.pathname}?${parsed.searchParams}`;
}

/** With the bench routes on, keeps the tree a page rendered under the request's URL. */
export function rememberTree(
  c: Context<AppEnv>,
  tree: ReactNode,
  finish: (html: string) => string = (html) => html,
): void {
  if (c.env.BENCH_ROUTES !== '1') return;
  // A page streams exactly when it made a nonce for the scripts that reveal its streamed parts.
  const nonce = c.get('scriptNonce');
  const remembered: RememberedTree = nonce
    ? { renderer: 'stream', tree, nonce }
    : { renderer: 'string', tree, finish };
  const key = benchKey(c.req.url);
  TREES.delete(key);
  TREES.set(key, remembered);
  if (TREES.size > MAX_TREES) TREES.delete(TREES.keys().next().value ?? key);
}

export function rememberedTree(url: string): RememberedTree | undefined {
  return TREES.get(benchKey(url));
}
