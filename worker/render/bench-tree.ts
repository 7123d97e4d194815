// Bench only (var BENCH_ROUTES=1): the last React tree a page rendered, per URL, for /_bench/bare to render alone.
import type { Context } from 'hono';
import type { ReactNode } from 'react';
import type { renderToReadableStream } from 'react-dom/server';
import type { AppEnv } from '../env';

type Render = typeof renderToReadableStream;

/** Enough for every page the bench measures; the oldest goes first. */
const MAX_TREES = 64;
const TREES = new Map<string, ReactNode>();

/** The page a URL names, without the bench's own cache-busting `_bench` parameter. */
export function benchKey(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.delete('_bench');
  parsed.searchParams.sort();
  return `${parsed.host}${parsed.pathname}?${parsed.searchParams}`;
}

/**
 * `render` itself; with the bench routes on, `render` that first keeps the tree it is given under the
 * request's URL. Wraps the page's render call so the remembered tree is exactly the one rendered.
 *
 * @example
 * const stream = await rememberingTree(c, renderToReadableStream)(<Document … />, options);
 */
export function rememberingTree(c: Context<AppEnv>, render: Render): Render {
  if (c.env.BENCH_ROUTES !== '1') return render;
  return (tree, options) => {
    const key = benchKey(c.req.url);
    TREES.delete(key);
    TREES.set(key, tree);
    if (TREES.size > MAX_TREES) TREES.delete(TREES.keys().next().value ?? key);
    return render(tree, options);
  };
}

export function rememberedTree(url: string): ReactNode | undefined {
  return TREES.get(benchKey(url));
}
