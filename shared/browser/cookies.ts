// Cookie-backed state in the browser: read and write cookies, and tell other tabs about each write.
const BUS_NAME = 'shop-cookies';
let bus: BroadcastChannel | undefined;

function channel(): BroadcastChannel | undefined {
  if (!bus && typeof BroadcastChannel === 'function') bus = new BroadcastChannel(BUS_NAME);
  return bus;
}

export function readCookie(name: string): string | undefined {
  return cookieValue(document.cookie, name);
}

/**
 * The value of a cookie in a `Cookie`-style string (`a=1; b=2`), percent-decoded. A malformed escape (`%E0%A4%A`,
 * set by another script or a proxy) reads as absent: the caller falls back as for a missing cookie, never throws.
 */
function cookieValue(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Writes a cookie (path /, SameSite=Lax, Secure on https) and broadcasts it to the other tabs. */
export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the shop serves
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
  channel()?.postMessage({ name, value });
  document.dispatchEvent(new CustomEvent(COOKIE_WRITTEN_EVENT, { detail: { name, value } }));
}

/** Dispatched on `document` when this tab writes a cookie (`detail`: name and value). */
export const COOKIE_WRITTEN_EVENT = 'shop:cookie';

/** Calls the listener when this tab writes the cookie; the returned function stops it. */
export function onCookieWrittenHere(name: string, listener: (value: string) => void): () => void {
  const heard = (event: Event) => {
    const detail = (event as CustomEvent<{ name: string; value: string }>).detail;
    if (detail.name === name) listener(detail.value);
  };
  document.addEventListener(COOKIE_WRITTEN_EVENT, heard);
  return () => document.removeEventListener(COOKIE_WRITTEN_EVENT, heard);
}

/** Calls the listener when this tab or another one writes the cookie. */
export function onCookieChange(name: string, listener: (value: string) => void): void {
  onCookieWrite(name, listener);
  onCookieWrittenHere(name, listener);
}

/** Calls the listener when another tab writes the cookie. */
export function onCookieWrite(name: string, listener: (value: string) => void): void {
  channel()?.addEventListener('message', (event: MessageEvent<{ name?: unknown; value?: unknown }>) => {
    if (event.data.name === name && typeof event.data.value === 'string') listener(event.data.value);
  });
}
