// The flag monitoring record of this browser session: the visitor key (from its cookie, which is not httpOnly)
// and the treatments the pages were rendered with. A treatment that changes within the session is an error; a
// key that changes resets the record and is an error too. The page's treatments come from the server: nothing
// is evaluated here. Neither key is logged: only that it changed.
import { readCookie } from '../../shared/browser/cookies';
import type { BrowserLogDetails, BrowserLogId } from '../../shared/domain/browser-log';
import { FLAG_KEY_COOKIE } from '../../shared/domain/flag-key';

const RECORD = 'flagMonitoring';

// Loaded only when there is something to log: every page runs this, hardly any logs.
const logEvent = (id: BrowserLogId, details?: BrowserLogDetails) =>
  void import('../../shared/browser/log').then((module) => module.logEvent(id, details));

export function monitorFlags(treatments: Readonly<Record<string, string>>): void {
  const splitKey = readCookie(FLAG_KEY_COOKIE);
  if (!splitKey) return;
  let featureFlags: Record<string, string> = {};
  try {
    const record = JSON.parse(sessionStorage.getItem(RECORD) ?? 'null') as {
      splitKey?: string;
      featureFlags?: Record<string, string>;
    } | null;
    if (record?.splitKey && record.splitKey !== splitKey) {
      logEvent('flag-user-key-changed');
    } else {
      featureFlags = record?.featureFlags ?? {};
    }
    for (const [flag, treatment] of Object.entries(treatments)) {
      const before = featureFlags[flag];
      if (before && before !== treatment && treatment !== 'control') {
        logEvent('flag-treatment-changed', { flag, from: before, to: treatment });
      }
      featureFlags[flag] = treatment;
    }
    sessionStorage.setItem(RECORD, JSON.stringify({ splitKey, featureFlags }));
  } catch {
    // Storage may be blocked or full: monitoring is best effort.
  }
}
