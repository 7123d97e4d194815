// The debug view of the data layer (`_debug`, local build only): the events the tag manager's stand-in reported
// for this visitor, oldest first, so the consent signals and page events can be checked without an account.
import type { TagManagerEvent } from '../../domain/tag-manager-events';
import { DebugPanel } from './DebugPanel';

export interface TagManagerDebugProps {
  /** The container id the page loads. */
  containerId: string;
  events: readonly TagManagerEvent[];
}

export function TagManagerDebug({ containerId, events }: TagManagerDebugProps) {
  return (
    <DebugPanel title="Data layer" marker="data-tag-manager-debug">
      <p className="m-0 mb-2 text-muted">
        Reported by the local stand-in of <code>{containerId}</code> once analytics are allowed; the last{' '}
        {events.length} of this visitor.
      </p>
      <ol className="m-0 pl-6">
        {events.map((event, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is append-only, its order is its identity
          <li key={index} className="py-1 border-b border-line" data-tag-manager-event={event.name}>
            <span className="font-semibold">{event.name}</span>{' '}
            <code className="break-all text-muted">{event.detail}</code>
          </li>
        ))}
      </ol>
    </DebugPanel>
  );
}
