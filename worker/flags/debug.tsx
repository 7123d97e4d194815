// The rows of the flag debug view: each flag of this request with its treatment and the reason for it.
import type { Context } from 'hono';
import { FlagDebug, type FlagDebugRow } from '../../shared/components/layout/FlagDebug';
import { type FlagReason, treatmentOf } from '../../shared/domain/flags';
import type { AppEnv } from '../env';
import { requestFlagSources } from './middleware';

/** Why a flag has its treatment: an override or switch of the query first, then the request's state. */
export function flagDebugRows(c: Context<AppEnv>): FlagDebugRow[] {
  const { flagOverride, flagsDisabled } = c.get('query');
  const flags = c.get('flags');
  const sources = requestFlagSources(c);
  const names = new Set([
    ...Object.keys(flags?.evaluated ?? {}),
    ...(flagOverride ? [flagOverride.feature] : []),
  ]);
  return [...names].sort().map((flag) => {
    let reason: FlagReason = flags?.reasons[flag] ?? 'default';
    if (flagOverride?.feature === flag) reason = 'override';
    else if (flagsDisabled) reason = 'disabled';
    else if (flags?.unavailable) reason = 'unavailable';
    else if (flags?.crawler) reason = 'crawler';
    return { flag, treatment: treatmentOf(flag, sources), reason };
  });
}

/** The debug view for this request (`_debug`). */
export function FlagDebugView({ c }: { c: Context<AppEnv> }) {
  const flags = c.get('flags');
  const note = flags?.crawler
    ? 'A crawler: no flag is evaluated, every page is the default experience.'
    : flags?.unavailable
      ? 'The flag store is empty or unreadable: every flag is off.'
      : undefined;
  return (
    <FlagDebug
      rows={flagDebugRows(c)}
      {...(flags?.key ? { visitorKey: flags.key } : {})}
      {...(flags?.attributes ? { attributes: flags.attributes } : {})}
      {...(note ? { note } : {})}
    />
  );
}
