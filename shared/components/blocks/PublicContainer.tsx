// Public container block: an optional headline over nested body blocks, rendered by the registry's block list.
import type { ReactNode } from 'react';
import * as v from 'valibot';

export const PublicContainerSchema = v.object({
  headline: v.optional(v.string(), ''),
  /** Nested blocks; each is checked by its own schema when the registry renders it. */
  body: v.array(v.unknown(), 'body must be a list of blocks'),
});

export type PublicContainerProps = v.InferOutput<typeof PublicContainerSchema> & {
  /**
   * Renders the nested blocks. Injected by the registry's `BlockList` (this module cannot import the
   * registry: that would be an import cycle); without it the container shows only its headline.
   */
  renderBlocks?: (blocks: unknown[]) => ReactNode;
};

/** A section grouping nested blocks under a headline. */
export function PublicContainer({ headline, body, renderBlocks }: PublicContainerProps) {
  return (
    <section className="my-10" data-public-container="">
      {headline && <h2 className="font-head text-3xl font-semibold mb-6">{headline}</h2>}
      {renderBlocks && body.length > 0 ? renderBlocks(body) : null}
    </section>
  );
}
