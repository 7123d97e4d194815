// The local stand-in for Storyblok's bridge, the script a draft page loads to talk to the visual editor: the same
// `window.StoryblokBridge` class our editor script uses (`on`, `isInEditor`, `pingEditor`, `enterEditmode`),
// delivering the editor's events as the real bridge does, from `message` events whose data names the action. The
// local "editor" is the page itself: a test (or a developer in the console) emits an event with
// `window.__emitBridge('input', { story })`, or posts `{ action: 'input', story }` to the window. The production
// build has none of it.
import { Hono } from 'hono';
import type { AppEnv } from '../env';

/** Where the local configuration's `STORYBLOK_BRIDGE_URL` points. */
export const BRIDGE_STAND_IN_PATH = '/_local/storyblok-bridge.js';

const SCRIPT = `(() => {
  if (window.StoryblokBridge) return;
  const listeners = [];
  const deliver = (data) => {
    if (!data || typeof data.action !== 'string') return;
    for (const listener of listeners) {
      if (listener.events.includes(data.action)) listener.callback(data);
    }
  };
  class StoryblokBridge {
    constructor(options = {}) {
      this.options = options;
      window.__bridgeOptions = options;
    }
    on(events, callback) {
      listeners.push({ events: Array.isArray(events) ? events : [events], callback });
    }
    isInEditor() {
      return true;
    }
    pingEditor(callback) {
      setTimeout(() => callback(this), 0);
    }
    enterEditmode() {}
  }
  // The editor's messages, as the real bridge receives them; only this page's own origin plays the editor here.
  window.addEventListener('message', (event) => {
    if (event.origin === location.origin) deliver(event.data);
  });
  window.__emitBridge = (action, payload = {}) => deliver({ ...payload, action });
  window.StoryblokBridge = StoryblokBridge;
})();
`;

export const storyblokBridge = new Hono<AppEnv>();

storyblokBridge.get(BRIDGE_STAND_IN_PATH, function storyblokBridgeScript(c) {
  return c.body(SCRIPT, 200, {
    'content-type': 'text/javascript; charset=utf-8',
    'cache-control': 'no-store',
  });
});
