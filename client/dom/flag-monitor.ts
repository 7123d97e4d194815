// The flag monitoring record of this browser session: the visitor key (from its cookie, which is not httpOnly)
// and the treatments the pages were rendered with. A treatment that changes within the session is an error; a
// key that changes resets the record and is an error too. The page's treatments come from the server: nothing
// is evaluated here.
import { readCookie } from '../../shared/browser/cookies';
import { FLAG_KEY_COOKIE } from '../../shared/domain/flags';

const RECORD = 'flagMonitoring';

interface Monitoring {
  splitKey: string;
  featureFlags: Record<string, string>;
}

function stored(): Monitoring | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(RECORD) ?? 'null') as Monitoring | null;
    return value && typeof value.splitKey === 'string' && typeof value.featureFlags === 'object'
      ? value
      : null;
  } catch {
    return null;
  }
}

export function monitorFlags(treatments: Readonly<Record<string, string>>): void {
  const splitKey = readCookie(FLAG_KEY_COOKIE);
  if (!splitKey) return;
  let record = stored();
  if (record && record.splitKey !== splitKey) {
    console.error('flag-user-key-changed', { from: record.splitKey, to: splitKey });
    record = null;
  }
  const featureFlags = { ...record?.featureFlags };
  for (const [flag, treatment] of Object.entries(treatments)) {
    const before = featureFlags[flag];
    if (before !== undefined && before !== treatment && treatment !== 'control') {
      console.error('flag-treatment-changed', { flag, from: before, to: treatment });
    }
    featureFlags[flag] = treatment;
  }
  try {
    sessionStorage.setItem(RECORD, JSON.stringify({ splitKey, featureFlags }));
  } catch {
    // Storage may be full or blocked: monitoring is best effort.
  }
}
