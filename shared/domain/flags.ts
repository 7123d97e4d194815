// Feature-flag treatments of one request: the query override, disabled flags, control.
import type { RequestQuery } from '../schemas/request-query';

export const TREATMENTS = ['on', 'off', 'control'] as const;
export type Treatment = (typeof TREATMENTS)[number];

/** A flag name as the query override and the CMS name it. */
export const FLAG_NAME = /^[A-Za-z0-9_.-]{1,100}$/;

/** What decides a treatment: the request's override and switch, and any treatments evaluated for it. */
export interface FlagSources extends Pick<RequestQuery, 'flagOverride' | 'flagsDisabled'> {
  /** Treatments evaluated for this visitor (flag name -> treatment); none yet without a flag service. */
  evaluated?: Readonly<Record<string, Treatment>>;
}

/**
 * The treatment of a flag for this request: the query override wins for its own feature; with flags
 * disabled every other flag is `off`; an evaluated flag keeps its treatment; an unknown flag is `control`.
 */
export function treatmentOf(feature: string, sources: FlagSources): Treatment {
  if (sources.flagOverride?.feature === feature) return sources.flagOverride.treatment;
  if (sources.flagsDisabled) return 'off';
  const evaluated = sources.evaluated ?? {};
  return Object.hasOwn(evaluated, feature) ? (evaluated[feature] ?? 'control') : 'control';
}

/** Content A/B: treatment `on` shows variant B; `off` and `control` show the original, variant A. */
export function contentVariant(treatment: Treatment): 'A' | 'B' {
  return treatment === 'on' ? 'B' : 'A';
}
