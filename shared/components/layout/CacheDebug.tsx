// The debug view of the isolate's cache (`_debug`): each kind of kept value with its hits, misses, evictions,
// entries and bytes, against the one budget they share. Rendered on the server into a personal page only.
import type { KeptStats } from '../../domain/isolate-cache';
import { DebugPanel } from './DebugPanel';

export interface CacheDebugProps {
  stats: readonly KeptStats[];
  /** The byte budget every space shares. */
  budget: number;
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const COLUMNS = ['Kept values', 'Hits', 'Misses', 'Evictions', 'Entries', 'Size'] as const;

export function CacheDebug({ stats, budget }: CacheDebugProps) {
  const total = stats.reduce((sum, row) => sum + row.bytes, 0);
  return (
    <DebugPanel title="Isolate cache" marker="data-cache-debug">
      <p className="m-0 mb-2 text-muted" data-cache-debug-total="">
        {`${kilobytes(total)} of the ${kilobytes(budget)} budget kept now; counts since this isolate started`}
      </p>
      {stats.length === 0 ? (
        <p className="m-0 text-muted">Nothing kept: every cache is off for this request.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left">
            <thead>
              <tr className="border-b border-line text-muted">
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className="py-1 pr-4 font-semibold">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {stats.map((row) => (
                <tr key={row.space} className="border-b border-line" data-cache-space={row.space}>
                  <th scope="row" className="py-1 pr-4 font-mono font-normal">
                    {row.space}
                  </th>
                  <td className="py-1 pr-4" data-cache-hits="">
                    {row.hits}
                  </td>
                  <td className="py-1 pr-4">{row.misses}</td>
                  <td className="py-1 pr-4" data-cache-evictions="">
                    {row.evictions}
                  </td>
                  <td className="py-1 pr-4">{row.entries}</td>
                  <td className="py-1">{kilobytes(row.bytes)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </DebugPanel>
  );
}
