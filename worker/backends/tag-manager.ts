// The local stand-in for the tag manager's container, so the data layer can be watched without an account: its
// script, answered on the first-party path the real container loads from, reads the data layer (the entries
// already there and every later push) and reports them to the shop itself, never anywhere else. The reports are
// kept per visitor key in the isolate's memory for the debug view. The production build has none of it.

import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { CONTAINER_ID } from '../../shared/domain/analytics';
import { FLAG_KEY, FLAG_KEY_COOKIE } from '../../shared/domain/flag-key';
import { TAG_MANAGER_EVENTS_PATH, type TagManagerEvent } from '../../shared/domain/tag-manager-events';
import type { AppEnv } from '../env';
import { DEFAULT_ANALYTICS_SUBDOMAIN } from '../render/analytics';
import { fromOtherSite } from '../site/request-facts';

/** The last events kept per visitor, and the visitors kept (the oldest reported first goes). */
const EVENTS_PER_VISITOR = 50;
const VISITORS = 200;
const BODY_BYTES = 32 * 1024;
const DETAIL_LENGTH = 400;

/** The stand-in's script: Google's container takes commands as Arguments objects, so these are sent as arrays. */
const SCRIPT = `(() => {
  const layer = (window.dataLayer = window.dataLayer || []);
  const plain = (entry) =>
    Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry) : entry;
  const report = (entries) => {
    if (entries.length > 0) navigator.sendBeacon('${TAG_MANAGER_EVENTS_PATH}', JSON.stringify(entries.map(plain)));
  };
  report(layer.slice());
  const push = layer.push;
  layer.push = function () {
    report(Array.from(arguments));
    return push.apply(layer, arguments);
  };
})();
`;

const reported = new Map<string, TagManagerEvent[]>();

/** A data layer entry as the debug view lists it: a command by its first two words, an event by its name. */
export function describeEntry(entry: unknown): TagManagerEvent {
  const words = Array.isArray(entry) ? entry.slice(0, 2).filter((word) => typeof word === 'string') : [];
  const event =
    entry !== null && typeof entry === 'object' && !Array.isArray(entry)
      ? (entry as Record<string, unknown>).event
      : undefined;
  const name = words.length > 0 ? words.join(' ') : typeof event === 'string' ? event : 'push';
  return { name: name.slice(0, 80), detail: JSON.stringify(entry).slice(0, DETAIL_LENGTH) };
}

/** The data layer events the stand-in reported for a visitor, oldest first (the last 50). */
export function tagManagerEvents(visitorKey: string): readonly TagManagerEvent[] {
  return reported.get(visitorKey) ?? [];
}

function keep(visitorKey: string, events: TagManagerEvent[]): void {
  const kept = [...(reported.get(visitorKey) ?? []), ...events].slice(-EVENTS_PER_VISITOR);
  reported.delete(visitorKey);
  reported.set(visitorKey, kept);
  for (const oldest of reported.keys()) {
    if (reported.size <= VISITORS) break;
    reported.delete(oldest);
  }
}

export const tagManager = new Hono<AppEnv>();

for (const path of ['/gtm.js', '/gtag/js']) {
  tagManager.get(path, async function tagManagerScript(c, next) {
    const subdomain = c.env.ANALYTICS_SUBDOMAIN || DEFAULT_ANALYTICS_SUBDOMAIN;
    const onAnalyticsHost = new URL(c.req.url).hostname.startsWith(`${subdomain}.`);
    if (!onAnalyticsHost || !CONTAINER_ID.test(c.req.query('id') ?? '')) return next();
    return c.body(SCRIPT, 200, {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'no-store',
    });
  });
}

tagManager.post(TAG_MANAGER_EVENTS_PATH, async function tagManagerReport(c) {
  const key = getCookie(c, FLAG_KEY_COOKIE);
  if (fromOtherSite(c) || !key || !FLAG_KEY.test(key)) return c.body(null, 403);
  const body = await c.req.text();
  if (body.length > BODY_BYTES) return c.body(null, 413);
  let entries: unknown;
  try {
    entries = JSON.parse(body);
  } catch {
    return c.body(null, 400);
  }
  if (!Array.isArray(entries)) return c.body(null, 400);
  keep(key, entries.slice(-EVENTS_PER_VISITOR).map(describeEntry));
  return c.body(null, 204);
});
