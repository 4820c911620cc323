'use client';

import { useEffect, useState } from 'react';
import { createNetworkNotice, type NetworkNotice } from '../lib/network-notice.ts';

const MESSAGES: Record<Exclude<NetworkNotice, null>, string> = {
  offline:
    'You are offline. Pages you have already opened still work; others will load when you are back online.',
  'back-online': 'You are back online.',
};

/** Tracks the browser's online/offline status and says so in a polite live region. */
export function NetworkStatus() {
  const [notice, setNotice] = useState<NetworkNotice>(null);

  useEffect(() => {
    const machine = createNetworkNotice(setNotice);
    const offline = () => machine.offline();
    const online = () => machine.online();
    if (!navigator.onLine) machine.offline();
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
      machine.dispose();
    };
  }, []);

  // The live region is always present, so screen readers announce the text put into it.
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex justify-center p-3 sm:p-4"
    >
      {notice ? (
        <p
          className={`pointer-events-auto max-w-xl rounded-lg px-4 py-3 text-center text-sm font-medium shadow-lg sm:text-base ${notice === 'offline' ? 'bg-violet-950 text-white' : 'bg-green-700 text-white'}`}
        >
          {MESSAGES[notice]}
        </p>
      ) : null}
    </div>
  );
}
