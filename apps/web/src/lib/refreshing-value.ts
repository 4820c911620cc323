export type RefreshingValue<T> = {
  /** The value, loaded on first use; once older than `maxAgeMs` it is reloaded in the background. */
  get(): Promise<T>;
};

/**
 * A value kept in memory and refreshed at most once per `maxAgeMs`: callers get the current value
 * at once while one reload runs (stale-while-revalidate). A failed reload keeps the old value;
 * with no value yet, the failure reaches the caller and the next call tries again.
 */
export function refreshingValue<T>(
  load: () => Promise<T>,
  maxAgeMs: number,
  now: () => number = Date.now,
): RefreshingValue<T> {
  let current: { value: T; loadedAt: number } | null = null;
  let inFlight: Promise<T> | null = null;

  function reload(): Promise<T> {
    inFlight ??= load()
      .then((value) => {
        current = { value, loadedAt: now() };
        return value;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  }

  return {
    async get() {
      if (!current) return reload();
      if (now() - current.loadedAt >= maxAgeMs) {
        reload().catch((error: unknown) => console.error('Refreshing a cached value failed:', error));
      }
      return current.value;
    },
  };
}
