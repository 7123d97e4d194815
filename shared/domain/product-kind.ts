// Product kinds detected from product parameters and the configurator links that open them.

import { CONFIGURATORS, type DesignerType, designerOf, type ProductKind } from './products';

export type { ProductKind } from './products';

/** Product parameters as the CMS, the calculator context or a query carry them. */
export type ProductParams = Readonly<Record<string, unknown>>;

/** The refinement value meaning "no refinement": the designer is not told about it, cards are priced by paper. */
export const NO_REFINEMENT = 'ohne';

const isSet = (value: unknown): boolean => value !== undefined && value !== null && value !== '';
const isOn = (value: unknown): boolean => value === true || value === 'true' || value === '1' || value === 1;

/** The kind the parameters describe, in the spec's order of precedence; null when none applies. */
export function productKind(params: ProductParams): ProductKind | null {
  if (isSet(params.photoboxType)) return params.photoboxType === 'photoprint' ? 'photoprint' : 'photobox';
  if (isSet(params.materialType) || isSet(params.frameType)) {
    return isSet(params.designId) || isOn(params.collage) ? 'collage' : 'photoframe';
  }
  if (isSet(params.calendarType)) return 'calendar';
  if (isSet(params.photobookType) || isSet(params.photobookPrinting)) return 'photobook';
  if (isSet(params.themeId)) return 'card';
  return null;
}

const PATH_OF = /* @__PURE__ */ Object.fromEntries(
  /* @__PURE__ */ Object.entries(CONFIGURATORS).map(([path, type]) => [type, `/${path}`]),
) as Record<DesignerType, string>;

/** The configurator route of a kind, e.g. `/configurator-calendar` (without locale prefix). */
export function configuratorPath(kind: ProductKind): string {
  return PATH_OF[designerOf(kind)];
}

/** The parameter that carries the chosen format size for a kind. */
export function formatParam(kind: ProductKind): string {
  if (kind === 'calendar') return 'formatType';
  if (kind === 'photobook') return 'photobookFormat';
  if (kind === 'photobox' || kind === 'photoprint') return 'photoboxFormat';
  return 'format';
}

function collect(key: string, value: unknown, out: [string, string][]): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      const nested = item !== null && typeof item === 'object';
      collect(nested ? `${key}[${index}]` : `${key}[]`, item, out);
    });
  } else if (typeof value === 'object') {
    for (const [sub, inner] of Object.entries(value)) collect(`${key}[${sub}]`, inner, out);
  } else {
    out.push([key, String(value)]);
  }
}

// Brackets stay readable in keys; everything else is percent-encoded.
const encodeKey = (key: string): string => encodeURIComponent(key).replace(/%5B/g, '[').replace(/%5D/g, ']');

/**
 * The query of a configurator link: arrays as `key[]`, nested objects as `key[sub]`,
 * null and undefined dropped, and `refinementType=ohne` left out. No leading `?`.
 */
export function configuratorQuery(params: ProductParams): string {
  const out: [string, string][] = [];
  for (const [key, value] of Object.entries(params)) {
    if (key === 'refinementType' && value === NO_REFINEMENT) continue;
    collect(key, value, out);
  }
  return out.map(([key, value]) => `${encodeKey(key)}=${encodeURIComponent(value)}`).join('&');
}

/** Configurator path and query for a kind, ready for `localizePath()`. */
export function configuratorHref(kind: ProductKind, params: ProductParams): string {
  const query = configuratorQuery(params);
  return query ? `${configuratorPath(kind)}?${query}` : configuratorPath(kind);
}
