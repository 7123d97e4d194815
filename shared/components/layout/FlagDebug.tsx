// The debug view of the page's flags (`_debug`): every flag evaluated for this visitor, its treatment and why, so
// marketing can check an experiment without a tool. Rendered on the server into a personal page only.
import type { FlagReason, Treatment } from '../../domain/flags';
import { DebugPanel } from './DebugPanel';

export interface FlagDebugRow {
  flag: string;
  treatment: Treatment;
  reason: FlagReason;
}

export interface FlagDebugProps {
  rows: readonly FlagDebugRow[];
  /** The visitor's key; none for a crawler. */
  visitorKey?: string;
  /** The whole page's state: a crawler, or no flag store. */
  note?: string;
  /** What rules target besides the key, as the evaluation got them. */
  attributes?: Readonly<Record<string, string | number | boolean | readonly string[]>>;
}

export function FlagDebug({ rows, visitorKey, note, attributes }: FlagDebugProps) {
  return (
    <DebugPanel title="Feature flags" marker="data-flag-debug">
      {visitorKey && (
        <p className="m-0 mb-2 text-muted">
          Visitor key <code data-flag-debug-key="">{visitorKey}</code>
        </p>
      )}
      {attributes && (
        <p className="m-0 mb-2 flex flex-wrap gap-x-3 text-muted" data-flag-attributes="">
          {'Attributes '}
          {Object.entries(attributes).map(([name, value]) => (
            <code key={name} className="whitespace-nowrap" data-flag-attribute={name}>
              {`${name}=${String(value)}`}
            </code>
          ))}
        </p>
      )}
      {note && <p className="m-0 mb-2 text-muted">{note}</p>}
      <table className="w-full border-collapse text-left">
        <thead>
          <tr className="border-b border-line text-muted">
            <th scope="col" className="py-1 pr-4 font-semibold">
              Flag
            </th>
            <th scope="col" className="py-1 pr-4 font-semibold">
              Treatment
            </th>
            <th scope="col" className="py-1 font-semibold">
              Why
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.flag} className="border-b border-line" data-flag={row.flag}>
              <th scope="row" className="py-1 pr-4 font-mono font-normal">
                {row.flag}
              </th>
              <td className="py-1 pr-4 font-semibold" data-flag-treatment="">
                {row.treatment}
              </td>
              <td className="py-1" data-flag-reason="">
                {row.reason}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </DebugPanel>
  );
}
