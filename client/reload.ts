// Reloads the page after a failed chunk load, once per path within the guard window.
import { parseReloadEntry, RELOAD_GUARD_KEY, reloadDecision } from '../shared/domain/reload-guard';

export function reloadOnce(): void {
  const path = location.pathname;
  const entry = reloadDecision(parseReloadEntry(sessionStorage.getItem(RELOAD_GUARD_KEY)), path, Date.now());
  if (!entry) return;
  sessionStorage.setItem(RELOAD_GUARD_KEY, JSON.stringify(entry));
  location.reload();
}
