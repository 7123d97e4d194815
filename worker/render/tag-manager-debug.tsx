// The data layer's part of the debug view: what the tag manager's local stand-in reported for this visitor. The
// production build has no stand-in, so it shows nothing there.
import type { Context } from 'hono';
import { TagManagerDebug } from '../../shared/components/layout/TagManagerDebug';
import type { AppEnv } from '../env';

export function TagManagerDebugView({ c }: { c: Context<AppEnv> }) {
  const events = c.get('localTagManagerEvents');
  const containerId = c.env.ANALYTICS_CONTAINER_ID;
  if (!events || !containerId) return null;
  const key = c.get('flags')?.key;
  return <TagManagerDebug containerId={containerId} events={key ? events(key) : []} />;
}
