// Switch cookies a page reads (a dismissed action bar, a dismissed app banner): each is on or off, and the edge
// HTML cache keys a page by the switches its render read, instead of passing the visitor by.
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { switchIsOn } from '../../shared/domain/html-cache';
import type { AppEnv } from '../env';

declare module 'hono' {
  interface ContextVariableMap {
    /** The switch cookies this request's render read. */
    switchReads: Set<string>;
  }
}

/** Whether the visitor's switch cookie `name` is on (read alone: the rest of the Cookie header is not parsed). */
export function switchState(c: Context<AppEnv>, name: string): boolean {
  return switchIsOn(getCookie(c, name));
}

/** Whether the visitor's switch cookie `name` is on; the render notes that it read it. */
export function switchOn(c: Context<AppEnv>, name: string): boolean {
  let reads = c.get('switchReads');
  if (!reads) {
    reads = new Set();
    c.set('switchReads', reads);
  }
  reads.add(name);
  return switchState(c, name);
}
