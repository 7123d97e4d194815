// The data layer's part of the debug view (local build only): what the tag manager's local stand-in reported for
// this visitor. The production build has no stand-in, and no view of it.
import type { Context } from 'hono';
import { TagManagerDebug } from '../../shared/components/layout/TagManagerDebug';
import type { AppEnv } from '../env';
import { tagManagerEvents } from './tag-manager';

/** The view for the debug page, when the page loads a container. */
export function tagManagerDebugView(c: Context<AppEnv>) {
  const containerId = c.env.ANALYTICS_CONTAINER_ID;
  if (!containerId) return null;
  const key = c.get('flags')?.key;
  return <TagManagerDebug containerId={containerId} events={key ? tagManagerEvents(key) : []} />;
}
