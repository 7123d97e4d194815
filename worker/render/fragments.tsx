// Fragments of a shared page rendered on their own (the layout's parts, a story's block lists): each from a context
// that holds only its key's facts — the page state without the page's path, an anonymous visitor, the bot check's
// configuration — and kept in the isolate's cache under that key and the visitor's treatments of the flags it read.
import type { Context } from 'hono';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { RenderLogContext } from '../../shared/components/Boundary';
import type { RenderedPart } from '../../shared/components/layout/layout-part';
import { FlagReadsContext, PageContext, type PageState } from '../../shared/components/page-context';
import {
  PAGE_SLOT_PLACEHOLDER,
  PAGE_SLOTS,
  type PageSlotName,
  type SlotFacts,
} from '../../shared/components/page-slot';
import { BotCheckContext, CustomerContext, settled } from '../../shared/components/request-facts';
import { FlagReads } from '../../shared/domain/flag-reads';
import { approximateBytes, type IsolateCache, keptSpace } from '../../shared/domain/isolate-cache';
import { IslandCollector, IslandCollectorContext } from '../../shared/islands/Island';
import type { AppEnv } from '../env';
import { treatmentsOf } from '../flags/middleware';
import { ASSET_URLS } from '../generated/assets';
import { botCheckConfig } from './bot-check';
import { strictFacts } from './strict-facts';

/** The page's state and texts a fragment renders with. */
export interface FragmentRequest {
  page: PageState;
  /** The texts the components read (a view noting missing keys). */
  renderTexts: PageState['texts'];
}

/** A kept fragment's anonymous visitor: shared pages have no session. */
const ANONYMOUS = settled(undefined);

function fragmentState(c: Context<AppEnv>, request: FragmentRequest): PageState {
  const state = { ...request.page, texts: request.renderTexts };
  // In development (and so in every test) the state throws on any fact it does not hold, as a page's path: a
  // component reading one would make a kept fragment differ from the page it is shown on.
  if (c.env.ENVIRONMENT !== 'development') return state;
  return strictFacts({ ...state, site: strictFacts(state.site, 'site') }, 'page');
}

/**
 * A fragment of a shared page rendered on its own: its markup, its islands numbered under `prefix` (apart from the
 * page's numbers and other fragments') and the flags it read.
 */
export function renderFragment(
  c: Context<AppEnv>,
  element: ReactNode,
  request: FragmentRequest,
  prefix: string,
): RenderedPart {
  const collector = new IslandCollector(ASSET_URLS.islands, prefix);
  const reads = new FlagReads();
  const tree: ReactNode = (
    <IslandCollectorContext.Provider value={collector}>
      <FlagReadsContext.Provider value={reads}>
        <PageContext.Provider value={fragmentState(c, request)}>
          <RenderLogContext value={c.get('log')}>
            <CustomerContext value={ANONYMOUS}>
              <BotCheckContext value={botCheckConfig(c)}>{element}</BotCheckContext>
            </CustomerContext>
          </RenderLogContext>
        </PageContext.Provider>
      </FlagReadsContext.Provider>
    </IslandCollectorContext.Provider>
  );
  const rendered = renderToString(tree, { identifierPrefix: `${prefix}-` });
  // Without a document React writes what it would hoist (preloads) first; the page puts it into its head.
  const head = HOISTED.exec(rendered)?.[0] ?? '';
  const html = rendered.slice(head.length);
  return {
    html,
    head,
    islands: collector.collected(),
    flags: [...reads].sort(),
    seen: [...reads.seen].sort(),
    slots: html.includes(SLOT_MARK),
  };
}

const SLOT_MARK = '<template data-page-slot="';

/** The resources React writes ahead of a fragment's markup. */
const HOISTED = /^(?:<link [^>]*\/>)+/;

/** Where React puts an image preload in the head: right after the charset and viewport. */
const HEAD_RESOURCES_AFTER = /<meta name="viewport"[^>]*\/>/;

/** Fills page slots in for one page: each slot rendered by React once, as the page renders it in place. */
function slotFiller(facts: SlotFacts): (placeholder: string, name: string) => string {
  const filled = new Map<string, string>();
  return (placeholder, name) => {
    if (!(name in PAGE_SLOTS)) return placeholder;
    let slot = filled.get(name);
    if (slot === undefined) {
      slot = renderToString(PAGE_SLOTS[name as PageSlotName](facts));
      filled.set(name, slot);
    }
    return slot;
  };
}

/** What React writes where a story list or a page slot goes: an empty template naming it. */
const FRAGMENT_PLACEHOLDER = /<template data-(story-list|page-slot)="([a-z-]+)"><\/template>/g;
/** The same, and the head's anchor for the fragments' head resources. */
const FRAGMENT_PLACEHOLDER_OR_HEAD = new RegExp(
  `${FRAGMENT_PLACEHOLDER.source}|${HEAD_RESOURCES_AFTER.source}`,
  'g',
);

/**
 * The page's document finished in one pass, its only copy: each story list's placeholder replaced by the list's
 * HTML (its own slots filled in), each page slot a layout part left filled in for this page, and the fragments'
 * head resources (`parts`), each once, put into its head.
 */
export function withFragments(
  html: string,
  lists: ReadonlyMap<string, RenderedPart> | null,
  facts: SlotFacts,
  parts: Iterable<RenderedPart> = [],
): string {
  const fill = slotFiller(facts);
  const heads = new Set<string>();
  for (const part of parts) if (part.head) heads.add(part.head);
  let resources = [...heads].join('');
  const finished = html.replace(
    resources ? FRAGMENT_PLACEHOLDER_OR_HEAD : FRAGMENT_PLACEHOLDER,
    (match, kind: string | undefined, name: string) => {
      if (kind === undefined) {
        const after = `${match}${resources}`;
        resources = '';
        return after;
      }
      if (kind === 'page-slot') return fill(match, name);
      const list = lists?.get(name);
      if (!list) return match;
      return list.slots ? list.html.replace(PAGE_SLOT_PLACEHOLDER, fill) : list.html;
    },
  );
  // A document without the anchor: the resources open its head.
  return resources ? finished.replace('<head>', () => `<head>${resources}`) : finished;
}

/** The flags each kept fragment read when first rendered, by its key: its copies are keyed by their treatments. */
const FRAGMENT_FLAGS = keptSpace<readonly string[]>('fragment-flags');
/** Rendered fragments by key and treatments. */
const FRAGMENTS = keptSpace<RenderedPart>(
  'fragments',
  (part) => (part.html.length + part.head.length) * 2 + approximateBytes(part.islands),
);

function treatmentsKey(c: Context<AppEnv>, flags: readonly string[]): string {
  const treatments = treatmentsOf(c, flags);
  return flags.map((flag) => `${flag}=${treatments[flag]}`).join('&');
}

/**
 * This visitor's copy of the fragment under `key` (null: rendered each time), rendered now (and kept) when there is
 * none for the visitor's treatments of the flags it reads.
 */
export function keptFragment(
  c: Context<AppEnv>,
  key: string | null,
  render: () => RenderedPart,
): RenderedPart {
  const kept: IsolateCache = c.get('kept');
  if (key === null || !kept.enabled) return render();
  const known = kept.get(FRAGMENT_FLAGS, key);
  const copy = known && kept.get(FRAGMENTS, `${key}|${treatmentsKey(c, known)}`);
  if (copy) return copy;
  const part = render();
  // A variant that read a flag the others did not: its copies are keyed anew by every flag seen.
  const flags = [...new Set([...(known ?? []), ...part.flags])].sort();
  if (flags.join() !== known?.join()) kept.set(FRAGMENT_FLAGS, key, flags);
  kept.set(FRAGMENTS, `${key}|${treatmentsKey(c, flags)}`, part);
  return part;
}

/** The site part of a fragment's key: origin, base path and the carried `_` parameters. */
export function siteKey(page: PageState): string {
  return `${page.site.origin}${page.site.basePath}?${new URLSearchParams(page.carried)}`;
}
