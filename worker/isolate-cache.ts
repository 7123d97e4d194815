// This isolate's cache: the one instance every request's `c.var.kept` is, but with every cache off in tests.
import { createIsolateCache, ISOLATE_CACHE_BYTES, type IsolateCache } from '../shared/domain/isolate-cache';

export const ISOLATE_CACHE: IsolateCache = createIsolateCache(ISOLATE_CACHE_BYTES);
