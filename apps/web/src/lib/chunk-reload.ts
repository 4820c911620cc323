export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const CHUNK_RELOAD_KEY = 'chunk-reload-at';

const CHUNK_ERROR =
  /ChunkLoadError|Loading chunk [\w-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed/i;

/** Whether an error means a code chunk of the page could not be loaded (usually after a deploy). */
export function isChunkLoadError(reason: unknown): boolean {
  if (reason instanceof Error) return CHUNK_ERROR.test(`${reason.name}: ${reason.message}`);
  return typeof reason === 'string' && CHUNK_ERROR.test(reason);
}

/** The guard: reload once, and at most once per 60 seconds. */
export function mayReloadForChunkError(lastReloadAt: number | null, now: number): boolean {
  return (
    lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS
  );
}

type ReloadEnvironment = {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  now: number;
};

/**
 * Reloads the page for a chunk load error unless it already did so within the last 60 seconds
 * (remembered in session storage). Returns whether it reloaded; any other error is left alone.
 */
export function reloadOnceForChunkError(
  reason: unknown,
  { storage, reload, now }: ReloadEnvironment,
): boolean {
  if (!isChunkLoadError(reason)) return false;
  try {
    const stored = storage.getItem(CHUNK_RELOAD_KEY);
    if (!mayReloadForChunkError(stored === null ? null : Number(stored), now)) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    // Without storage the guard cannot hold, and an endless reload loop is worse than an error page.
    return false;
  }
  reload();
  return true;
}

/** `reloadOnceForChunkError` with the browser's session storage and location. */
export function reloadPageOnceForChunkError(reason: unknown): boolean {
  return reloadOnceForChunkError(reason, {
    storage: window.sessionStorage,
    reload: () => window.location.reload(),
    now: Date.now(),
  });
}
