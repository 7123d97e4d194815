// The layout's shared parts of a shared page, each rendered as a fragment and kept under the published global
// config it came from (its content version and slug), the site, the part's facts (what it shows of its page) and
// the visitor's treatments of the flags it read.
import type { Context } from 'hono';
import {
  LAYOUT_PART_NAMES,
  type LayoutPartName,
  type RenderedPart,
} from '../../shared/components/layout/layout-part';
import { type LayoutPartInput, layoutPart } from '../../shared/components/layout/layout-parts';
import type { AppEnv } from '../env';
import { type FragmentRequest, keptFragment, renderFragment, siteKey } from './fragments';

/** Island indexes of a part: its own prefix, apart from the page's numbers and the other parts'. */
const ISLAND_PREFIX: Record<LayoutPartName, string> = {
  header: 'h',
  'main-navigation': 'n',
  'footer-top': 'f',
  'footer-end': 'e',
  floating: 'x',
};

export interface PartsRequest extends FragmentRequest {
  input: LayoutPartInput;
  /** The page's path: what a part shows of it is in the part's facts. */
  path: string;
  /** The published global config's key; null (a draft, an unreachable space): rendered, never kept. */
  published: string | null;
}

/**
 * The rendered shared parts for a shared page, from this isolate's copies or rendered now; none when a part fails
 * (logged; the parts then render in place).
 */
export function renderedParts(
  c: Context<AppEnv>,
  request: PartsRequest,
): ReadonlyMap<LayoutPartName, RenderedPart> | null {
  const base = `${request.published}|${siteKey(request.page)}`;
  const parts = new Map<LayoutPartName, RenderedPart>();
  try {
    for (const name of LAYOUT_PART_NAMES) {
      const { facts, element } = layoutPart(name, request.input, request.path);
      const key = request.published && `${name}|${base}|${JSON.stringify(facts)}`;
      const render = () => renderFragment(c, element, request, ISLAND_PREFIX[name]);
      parts.set(name, keptFragment(c, key, render));
    }
  } catch (error) {
    c.get('log').error('hybrid-ssr-error', { path: c.req.path, error });
    return null;
  }
  return parts;
}
