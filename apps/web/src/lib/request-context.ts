import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What the site's server knows of the request being served, wherever in it code runs: `server.ts`
 * sets it around Next.js's handler, and server-side fetches read it. Kept on `globalThis` because
 * `server.ts` and Next's bundles load this module separately.
 */
type RequestContext = { requestId: string };
type CacheLookupHook = (cache: string, hit: boolean) => void;

const STORAGE = Symbol.for('society.web.request-context');
const CACHE_HOOK = Symbol.for('society.web.cache-lookup');
type Holder = { [STORAGE]?: AsyncLocalStorage<RequestContext>; [CACHE_HOOK]?: CacheLookupHook };
const holder = globalThis as Holder;

function storage(): AsyncLocalStorage<RequestContext> {
  holder[STORAGE] ??= new AsyncLocalStorage();
  return holder[STORAGE];
}

export function runWithRequestId<T>(requestId: string, work: () => T): T {
  return storage().run({ requestId }, work);
}

export const currentRequestId = (): string | undefined => storage().getStore()?.requestId;

/** The header that takes the visitor's request id along on a server-side fetch to the api or content service. */
export function requestIdHeader(): Record<string, string> {
  const id = currentRequestId();
  return id ? { 'X-Request-Id': id } : {};
}

/** Lets `server.ts` count cache lookups made in Next's bundles (its metrics live in its own module graph). */
export function onCacheLookup(hook: CacheLookupHook): void {
  holder[CACHE_HOOK] = hook;
}

export function noteCacheLookup(cache: string, hit: boolean): void {
  holder[CACHE_HOOK]?.(cache, hit);
}
