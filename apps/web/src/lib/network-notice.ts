/** How long "back online" stays up after the connection returns. */
export const BACK_ONLINE_NOTICE_MS = 5_000;

export type NetworkNotice = 'offline' | 'back-online' | null;

export type NetworkNoticeMachine = {
  offline(): void;
  online(): void;
  notice(): NetworkNotice;
  dispose(): void;
};

/**
 * What to tell the reader about the connection: "offline" while it is down; "back online" for a
 * few seconds once it returns (only after having been offline); otherwise nothing.
 */
export function createNetworkNotice(onChange: (notice: NetworkNotice) => void): NetworkNoticeMachine {
  let current: NetworkNotice = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const set = (next: NetworkNotice) => {
    if (next === current) return;
    current = next;
    onChange(next);
  };

  return {
    offline() {
      clearTimeout(timer);
      set('offline');
    },
    online() {
      if (current !== 'offline') return;
      set('back-online');
      timer = setTimeout(() => set(null), BACK_ONLINE_NOTICE_MS);
    },
    notice: () => current,
    dispose: () => clearTimeout(timer),
  };
}
