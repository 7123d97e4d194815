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
const KEPT = new WeakMap<Furniture, Map<string, KeptPart>>();

/** Island indexes of a part: its own prefix, apart from the page's numbers and the other parts'. */
const ISLAND_PREFIX: Record<LayoutPartName, string> = {
  header: 'h',
  'main-navigation': 'n',
  'footer-top': 'f',
  'footer-end': 'e',
  floating: 'x',
};

export interface PartsRequest {
  page: PageState;
  /** The texts the components read (a view noting missing keys). */
  renderTexts: PageState['texts'];
  input: LayoutPartInput;
}

function renderPart(c: Context<AppEnv>, name: LayoutPartName, request: PartsRequest): RenderedPart {
  const collector = new IslandCollector(ASSET_URLS.islands, ISLAND_PREFIX[name]);
  const reads = new Set<string>();
  const tree: ReactNode = (
    <IslandCollectorContext.Provider value={collector}>
      <FlagReadsContext.Provider value={reads}>
        <PageContext.Provider value={{ ...request.page, texts: request.renderTexts }}>
          <BotCheckContext value={botCheckConfig(c.env)}>
            {LAYOUT_PARTS[name].element(request.input)}
          </BotCheckContext>
        </PageContext.Provider>
      </FlagReadsContext.Provider>
    </IslandCollectorContext.Provider>
  );
  const html = renderToString(tree, { identifierPrefix: `${ISLAND_PREFIX[name]}-` });
  return { html, islands: collector.collected(), flags: [...reads].sort() };
}

function treatmentsKey(c: Context<AppEnv>, flags: readonly string[]): string {
  const treatments = treatmentsOf(c, flags);
  return flags.map((flag) => `${flag}=${treatments[flag]}`).join('&');
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
  const { site, carried } = request.page;
  const base = `${site.origin}${site.basePath}?${new URLSearchParams(carried)}`;
  const parts = new Map<LayoutPartName, RenderedPart>();
  try {
    for (const name of LAYOUT_PART_NAMES) {
      const key = `${name}|${base}|${LAYOUT_PARTS[name].vary(request.input, request.page)}`;
      const known = kept.get(key);
      const flags = known ? treatmentsKey(c, known.flags) : '';
      let part = known?.copies.get(flags);
      if (!part) {
        part = renderPart(c, name, request);
        // A variant that read a flag the others did not: the copies are keyed anew by every flag seen.
        const seen = [...new Set([...(known?.flags ?? []), ...part.flags])].sort();
        const copies =
          known && seen.join() === known.flags.join() ? known.copies : new Map<string, RenderedPart>();
        copies.set(treatmentsKey(c, seen), part);
        if (!known && kept.size >= PARTS_KEPT) kept.delete(kept.keys().next().value as string);
        kept.set(key, { flags: seen, copies });
      }
      parts.set(name, part);
    }
  } catch (error) {
    c.var.log.error('render-error', { path: c.req.path, error });
    return null;
  }
  return parts;
}
