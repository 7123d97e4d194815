// Feature-flag treatments of one request: the query override, disabled flags, the visitor's evaluated treatments,
// and the visitor key's cookie.
import type { RequestQuery } from '../schemas/request-query';

/**
 * Why a flag has its treatment, as the debug view shows it: the query override, flags disabled, a crawler, an
 * empty flag store, a killed flag, the default treatment, or the label of the rule that matched.
 */
export type FlagReason =
  | 'override'
  | 'disabled'
  | 'crawler'
  | 'unavailable'
  | 'killed'
  | 'default'
  | (string & {});

export const TREATMENTS = ['on', 'off', 'control'] as const;
export type Treatment = (typeof TREATMENTS)[number];

/** A flag name as the query override and the CMS name it. */
export const FLAG_NAME = /^[A-Za-z0-9_.-]{1,100}$/;

/** What decides a treatment: the request's override and switch, and any treatments evaluated for it. */
export interface FlagSources extends Pick<RequestQuery, 'flagOverride' | 'flagsDisabled'> {
  /** Treatments evaluated for this visitor (flag name -> treatment). */
  evaluated?: Readonly<Record<string, Treatment>>;
  /**
   * The visitor's treatment of one flag, evaluated when first asked; undefined for a flag the store does not
   * define. Where given, it answers instead of `evaluated`, which holds every flag.
   */
  treatment?: (feature: string) => Treatment | undefined;
  /** The flag store could not be read: every flag not overridden is `off`. */
  unavailable?: boolean;
  /** In the page state: the flags whose treatment the server's markup shows (their impressions are recorded). */
  seen?: readonly string[];
  /** In the page state: this page view records no impressions (an override, flags switched off, `tracking=0`, the
   * debug view). */
  unrecorded?: boolean;
  /** In the page state: the signed token naming the flags the page read, which the browser may report as seen. */
  token?: string;
}

/**
 * The treatment of a flag for this request: the query override wins for its own feature; with flags
 * disabled (or no flag store) every other flag is `off`; an evaluated flag keeps its treatment; an unknown flag
 * (and every flag for a crawler) is `control`, the default experience.
 */
export function treatmentOf(feature: string, sources: FlagSources): Treatment {
  if (sources.flagOverride?.feature === feature) return sources.flagOverride.treatment;
  if (sources.flagsDisabled || sources.unavailable) return 'off';
  if (sources.treatment) return sources.treatment(feature) ?? 'control';
  const evaluated = sources.evaluated ?? {};
  return Object.hasOwn(evaluated, feature) ? (evaluated[feature] ?? 'control') : 'control';
}

/** Content A/B: treatment `on` shows variant B; `off` and `control` show the original, variant A. */
export function contentVariant(treatment: Treatment): 'A' | 'B' {
  return treatment === 'on' ? 'B' : 'A';
}
