// The layout's shared parts of a shared page, each rendered once per isolate and kept beside the global config
// it came from (a new content version brings a new config object, and the old parts go with it). A part is
// keyed by the site, the carried parameters, what it varies by and the visitor's treatments of the flags it
// read; which flags those are is learnt when it is first rendered.
import type { Context } from 'hono';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  LAYOUT_PART_NAMES,
  type LayoutPartName,
  type RenderedPart,
} from '../../shared/components/layout/layout-part';
import { LAYOUT_PARTS, type LayoutPartInput } from '../../shared/components/layout/layout-parts';
import { FlagReadsContext, PageContext, type PageState } from '../../shared/components/page-context';
import { BotCheckContext } from '../../shared/components/request-facts';
import { IslandCollector, IslandCollectorContext } from '../../shared/islands/Island';
import type { Furniture } from '../../shared/schemas/furniture';
import { keptFurniture } from '../content/global-config';
import type { AppEnv } from '../env';
import { treatmentsOf } from '../flags/middleware';
import { ASSET_URLS } from '../generated/assets';
import { botCheckConfig } from './bot-check';

interface KeptPart {
  /** The flags the part read when first rendered; its copies are keyed by their treatments. */
  flags: readonly string[];
  copies: Map<string, RenderedPart>;
}

/** Parts kept per furniture object; per furniture at most this many (page-specific footers, flags). */
const PARTS_KEPT = 300;
const KEPT = new WeakMap<Furniture, KeptFragments>();

/** Island indexes of a part: its own prefix, apart from the page's numbers and the other parts'. */
const ISLAND_PREFIX: Record<LayoutPartName, string> = {
  header: 'h',
  'main-navigation': 'n',
  'footer-top': 'f',
  'footer-end': 'e',
  floating: 'x',
};

/** The page's state and texts a fragment renders with. */
export interface FragmentRequest {
  page: PageState;
  /** The texts the components read (a view noting missing keys). */
  renderTexts: PageState['texts'];
}

/**
 * A fragment of a shared page rendered on its own, with the page's contexts: its markup, its islands numbered
 * under `prefix` (apart from the page's numbers and other fragments') and the flags it read.
 */
export function renderFragment(
  c: Context<AppEnv>,
  element: ReactNode,
  request: FragmentRequest,
  prefix: string,
): RenderedPart {
  const collector = new IslandCollector(ASSET_URLS.islands, prefix);
  const reads = new Set<string>();
  const tree: ReactNode = (
    <IslandCollectorContext.Provider value={collector}>
      <FlagReadsContext.Provider value={reads}>
        <PageContext.Provider value={{ ...request.page, texts: request.renderTexts }}>
          <BotCheckContext value={botCheckConfig(c.env)}>{element}</BotCheckContext>
        </PageContext.Provider>
      </FlagReadsContext.Provider>
    </IslandCollectorContext.Provider>
  );
  const rendered = renderToString(tree, { identifierPrefix: `${prefix}-` });
  // Without a document React writes what it would hoist (preloads) first; the page puts it into its head.
  const head = HOISTED.exec(rendered)?.[0] ?? '';
  return {
    html: rendered.slice(head.length),
    head,
    islands: collector.collected(),
    flags: [...reads].sort(),
  };
}

/** The resources React writes ahead of a fragment's markup. */
const HOISTED = /^(?:<link [^>]*\/>)+/;

/** Where React puts an image preload in the head: right after the charset and viewport. */
const HEAD_RESOURCES_AFTER = /<meta name="viewport"[^>]*\/>/;

/** The document with the kept fragments' head resources in its head, each once. */
export function withFragmentHeads(html: string, fragments: Iterable<RenderedPart>): string {
  const heads = new Set<string>();
  for (const fragment of fragments) if (fragment.head) heads.add(fragment.head);
  if (heads.size === 0) return html;
  const resources = [...heads].join('');
  const anchor = HEAD_RESOURCES_AFTER.exec(html);
  if (!anchor) return html.replace('<head>', () => `<head>${resources}`);
  const at = anchor.index + anchor[0].length;
  return `${html.slice(0, at)}${resources}${html.slice(at)}`;
}

function treatmentsKey(c: Context<AppEnv>, flags: readonly string[]): string {
  const treatments = treatmentsOf(c, flags);
  return flags.map((flag) => `${flag}=${treatments[flag]}`).join('&');
}

/** Fragments kept for one frozen content object, by key; each keeps a copy per treatments of the flags it read. */
export type KeptFragments = Map<string, KeptPart>;

/**
 * This visitor's copy of the fragment under `key`, rendered now (and kept) when there is none for the
 * visitor's treatments of the flags it reads. At most `limit` keys are kept; the oldest goes first.
 */
export function keptFragment(
  c: Context<AppEnv>,
  kept: KeptFragments,
  key: string,
  render: () => RenderedPart,
  limit: number,
): RenderedPart {
  const known = kept.get(key);
  const flags = known ? treatmentsKey(c, known.flags) : '';
  const copy = known?.copies.get(flags);
  if (copy) return copy;
  const part = render();
  // A variant that read a flag the others did not: the copies are keyed anew by every flag seen.
  const seen = [...new Set([...(known?.flags ?? []), ...part.flags])].sort();
  const copies = known && seen.join() === known.flags.join() ? known.copies : new Map<string, RenderedPart>();
  copies.set(treatmentsKey(c, seen), part);
  if (!known && kept.size >= limit) kept.delete(kept.keys().next().value as string);
  kept.set(key, { flags: seen, copies });
  return part;
}

/** The site part of a fragment's key: origin, base path and the carried `_` parameters. */
export function siteKey(page: PageState): string {
  return `${page.site.origin}${page.site.basePath}?${new URLSearchParams(page.carried)}`;
}

export interface PartsRequest extends FragmentRequest {
  input: LayoutPartInput;
}

/**
 * The rendered shared parts for a shared page, from this isolate's copies or rendered now; none when the
 * furniture is not a kept published config (a draft, an unreachable space) or a part fails (logged; the
 * parts then render in place).
 */
export function renderedParts(
  c: Context<AppEnv>,
  request: PartsRequest,
): ReadonlyMap<LayoutPartName, RenderedPart> | null {
  const { furniture } = request.input.page;
  if (!keptFurniture(furniture)) return null;
  let kept = KEPT.get(furniture);
  if (!kept) {
    kept = new Map();
    KEPT.set(furniture, kept);
  }
  const base = siteKey(request.page);
  const parts = new Map<LayoutPartName, RenderedPart>();
  try {
    for (const name of LAYOUT_PART_NAMES) {
      const key = `${name}|${base}|${LAYOUT_PARTS[name].vary(request.input, request.page)}`;
      const render = () =>
        renderFragment(c, LAYOUT_PARTS[name].element(request.input), request, ISLAND_PREFIX[name]);
      parts.set(name, keptFragment(c, kept, key, render, PARTS_KEPT));
    }
  } catch (error) {
    c.get('log').error('render-error', { path: c.req.path, error });
    return null;
  }
  return parts;
}
