// The navigation's data for the islands that show it on demand (flyouts, burger menu), loaded once per page as
// a JSON module: the browser's module map and HTTP cache keep it, and it needs no request code of its own. The
// worker builds it from checked content (`navigationData()`), as it writes island props: the browser does not
// check it again, so it carries neither the schema nor valibot for it.
import type { NavigationData } from '../domain/navigation';

let loading: Promise<NavigationData | null> | undefined;

/**
 * The page's navigation data; `null` when it cannot be loaded (the next call tries again). The promise is the
 * same for every caller until then, so React's `use()` can read it.
 */
export function loadNavigation(source: string): Promise<NavigationData | null> {
  loading ??= (import(/* @vite-ignore */ source, { with: { type: 'json' } }) as Promise<{ default: unknown }>)
    .then((module) => module.default as NavigationData)
    .catch(() => {
      loading = undefined;
      return null;
    });
  return loading;
}
