export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const CHUNK_RELOAD_KEY = 'chunk-reload-at';

const CHUNK_ERROR =
  /ChunkLoadError|Loading chunk [\w-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed/i;

/** Whether an error means a code chunk of the page could not be loaded (usually after a deploy). */
export function isChunkLoadError(reason: unknown): boolean {
  if (reason instanceof Error) return CHUNK_ERROR.test(`${reason.name}: ${reason.message}`);
  return typeof reason === 'string' && CHUNK_ERROR.test(reason);
}

/** The spec's guard: reload once, and at most once per 60 seconds. */
export function mayReloadForChunkError(lastReloadAt: number | null, now: number): boolean {
  return (
    lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS
  );
}
