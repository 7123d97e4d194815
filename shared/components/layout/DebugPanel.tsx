// The frame of a debug view (`_debug`): a dashed box with its heading, shown on personal pages only.
import type { ReactNode } from 'react';

export function DebugPanel({
  title,
  marker,
  children,
}: {
  title: string;
  /** The `data-*` attribute tests and tools find the panel by. */
  marker: `data-${string}`;
  children: ReactNode;
}) {
  return (
    <section
      className="mx-auto my-4 max-w-screen-xl rounded-lg border-2 border-dashed border-ink bg-cream px-4 py-3 text-sm"
      aria-label={title}
      {...{ [marker]: '' }}
    >
      <h2 className="m-0 mb-2 font-semibold text-base">{title}</h2>
      {children}
    </section>
  );
}
