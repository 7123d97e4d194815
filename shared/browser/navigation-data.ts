// The navigation's data for the islands that show it on demand (flyouts, burger menu), loaded once per page as
// a JSON module: the browser's module map and HTTP cache keep it, and it needs no request code of its own.
import * as v from 'valibot';
import { type NavigationData, NavigationDataSchema } from '../domain/navigation';

let loading: Promise<NavigationData | null> | undefined;

/**
 * The page's navigation data; `null` when it cannot be loaded (the next call tries again). The promise is the
 * same for every caller until then, so React's `use()` can read it.
 */
export function loadNavigation(source: string): Promise<NavigationData | null> {
  loading ??= (import(/* @vite-ignore */ source, { with: { type: 'json' } }) as Promise<{ default: unknown }>)
    .then((module) => v.parse(NavigationDataSchema, module.default))
    .catch(() => {
      loading = undefined;
      return null;
    });
  return loading;
}
