// The local stand-in for the tag manager's container, so the data layer can be watched without an account: its
// script, answered on the first-party path the real container loads from, reads the data layer (the entries
// already there and every later push) and reports them to the shop itself, never anywhere else. It runs a demo
// container's two Google tags as Consent Mode has them behave, and reports which ran. The reports are kept per
// visitor key in the isolate's memory for the debug view. The production build has none of it.

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

/**
 * The demo container's tags by kind, and the signal each one's built-in consent check needs: the analytics tag
 * `analytics_storage`, the ad tags (conversions, remarketing) `ad_storage`.
 */
export const STAND_IN_TAGS = { analytics: 'analytics_storage', ads: 'ad_storage' } as const;

/**
 * What the stand-in's tags did on a page, on `window.__tagManagerStandIn`: `starts` (the `gtm.js` events read; the
 * first starts the tags), `ran` (tag kinds that ran with their consent granted) and `pings` (kinds that sent only
 * a cookieless ping, their consent denied at the start).
 */
export interface StandInRecord {
  starts: number;
  ran: (keyof typeof STAND_IN_TAGS)[];
  pings: (keyof typeof STAND_IN_TAGS)[];
}

/**
 * The stand-in's script. Google's container takes commands as Arguments objects, so these are sent as arrays. As
 * Google's tags do under Consent Mode: consent commands apply in data layer order (the default, then updates
 * merged over it); at the container's start (`gtm.js`) the tags wait for an update up to the default's
 * `wait_for_update` (ms) unless one came already, then each tag whose signal is granted runs, and each other one
 * sends a cookieless ping instead; a later update that grants a signal runs the tags waiting for it, once per page.
 * A tag's run or ping is reported as `["tag", kind]` or `["ping", kind]`.
 */
const SCRIPT = `(() => {
  const layer = (window.dataLayer = window.dataLayer || []);
  const plain = (entry) =>
    Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry) : entry;
  // What one task reports goes in one beacon, in order: two beacons may reach the shop in either order.
  const queue = [];
  const report = (entries) => {
    if (entries.length === 0) return;
    if (queue.length === 0)
      queueMicrotask(() =>
        navigator.sendBeacon('${TAG_MANAGER_EVENTS_PATH}', JSON.stringify(queue.splice(0).map(plain))),
      );
    queue.push(...entries);
  };
  const tags = ${JSON.stringify(STAND_IN_TAGS)};
  const record = (window.__tagManagerStandIn = { starts: 0, ran: [], pings: [] });
  const consent = {};
  let wait = 0;
  let updated = false;
  let started = false;
  let fired = false;
  const fire = () => {
    const first = !fired;
    fired = true;
    const done = [];
    for (const [kind, signal] of Object.entries(tags)) {
      if (record.ran.includes(kind)) continue;
      if (consent[signal] === 'granted') {
        record.ran.push(kind);
        done.push(['tag', kind]);
      } else if (first) {
        record.pings.push(kind);
        done.push(['ping', kind]);
      }
    }
    report(done);
  };
  const read = (raw) => {
    const entry = plain(raw);
    if (Array.isArray(entry) && entry[0] === 'consent' && entry[2] && typeof entry[2] === 'object') {
      const { wait_for_update, ...signals } = entry[2];
      if (entry[1] === 'default') {
        if (!updated) Object.assign(consent, signals);
        if (typeof wait_for_update === 'number') wait = wait_for_update;
      } else if (entry[1] === 'update') {
        Object.assign(consent, signals);
        updated = true;
        if (started) fire();
      }
    } else if (entry && typeof entry === 'object' && entry.event === 'gtm.js') {
      record.starts += 1;
      if (started) return;
      started = true;
      if (updated || wait <= 0) fire();
      else setTimeout(() => fired || fire(), wait);
    }
  };
  const initial = layer.slice();
  report(initial);
  initial.forEach(read);
  const push = layer.push;
  layer.push = function () {
    report(Array.from(arguments));
    const result = push.apply(layer, arguments);
    Array.from(arguments).forEach(read);
    return result;
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
