// Chunk-load recovery: reload the page once per path within 10 s, never in a loop.

const RELOAD_GUARD_MS = 10_000;
export const RELOAD_GUARD_KEY = 'shop:chunk-reload';

export interface ReloadEntry {
  path: string;
  expires: number;
}

/** The entry to store before reloading, or null when this path was reloaded less than 10 s ago. */
export function reloadDecision(stored: ReloadEntry | null, path: string, now: number): ReloadEntry | null {
  if (stored && stored.path === path && stored.expires > now) return null;
  return { path, expires: now + RELOAD_GUARD_MS };
}

/** Reads a stored entry; anything malformed counts as none. */
export function parseReloadEntry(text: string | null): ReloadEntry | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && 'path' in value && 'expires' in value) {
      const { path, expires } = value;
      // A non-finite expiry (`1e400` parses as Infinity) would block reloads of that path for good.
      if (typeof path === 'string' && typeof expires === 'number' && Number.isFinite(expires))
        return { path, expires };
    }
  } catch {
    // Malformed storage is treated as empty.
  }
  return null;
}
