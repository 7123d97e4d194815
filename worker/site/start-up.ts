// The requests of the isolate's start-up pass (`worker/start-up-pass.ts`). Each one keeps what it reads in a cache
// of its own, which is dropped with it, asks no edge cache and logs nothing: no visitor ever sees what it rendered.
import type { IsolateCache } from '../../shared/domain/isolate-cache';

const PASS = new WeakMap<Request, IsolateCache>();

/** Marks `request` as one of the start-up pass, keeping what it reads in `kept`. */
export function passRequest(request: Request, kept: IsolateCache): Request {
  PASS.set(request, kept);
  return request;
}

/** The start-up pass's own cache when `request` is one of its requests, else undefined (a visitor's request). */
export function passCache(request: Request): IsolateCache | undefined {
  return PASS.get(request);
}
