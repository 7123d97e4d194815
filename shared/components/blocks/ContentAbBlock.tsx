// Content A/B block: two alternative lists of blocks behind a feature flag. The variant is chosen on the
// server from the request's treatment, so the page never shows one variant and then swaps to the other.
import type { ReactNode } from 'react';
import * as v from 'valibot';
import { contentVariant, FLAG_NAME, type Treatment } from '../../domain/flags';

export const ContentAbBlockSchema = v.object({
  /** The flag whose treatment picks the variant. */
  feature: v.pipe(v.string(), v.regex(FLAG_NAME, 'feature must be a flag name')),
  /** The original: shown for treatment `off` and `control`. */
  variantA: v.optional(v.array(v.unknown()), []),
  /** The experiment: shown for treatment `on`. */
  variantB: v.optional(v.array(v.unknown()), []),
});

/** What the registry injects: blocks must not import the registry, and the treatment is per request. */
export interface ContentAbInjected {
  /** The request's treatment of `feature` (`treatmentOf()`); without it, `control`. */
  treatment?: Treatment;
  /** Renders nested blocks as the page body does (validation, skipping, editor attributes). */
  renderBlocks?: (blocks: unknown[]) => ReactNode;
}

/** The chosen variant's blocks, marked with the flag and treatment for analytics; nothing without a renderer. */
export function ContentAbBlock({
  feature,
  variantA,
  variantB,
  treatment = 'control',
  renderBlocks,
}: v.InferOutput<typeof ContentAbBlockSchema> & ContentAbInjected) {
  const variant = contentVariant(treatment);
  return (
    <div className="contents" data-feature={feature} data-treatment={treatment} data-variant={variant}>
      {renderBlocks?.(variant === 'B' ? variantB : variantA) ?? null}
    </div>
  );
}
