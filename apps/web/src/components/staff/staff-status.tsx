'use client';
import { createContext, type ReactNode, useContext, useState } from 'react';

const Announce = createContext<(text: string) => void>(() => {});

/**
 * The console's one status line: what the last action did. It lives in the layout, so the news
 * survives the refresh that removes the button (an approved application leaves the "new" list).
 */
export function StaffStatus({ children }: { children: ReactNode }) {
  const [text, setText] = useState('');
  return (
    <Announce.Provider value={setText}>
      <div className="min-w-0 space-y-4">
        {/* Always in the page (only out of sight while empty), so screen readers hear each change. */}
        <p
          role="status"
          className={
            text
              ? 'rounded-md border border-teal-300 bg-teal-50 px-4 py-3 font-medium text-teal-900'
              : 'sr-only'
          }
        >
          {text}
        </p>
        {children}
      </div>
    </Announce.Provider>
  );
}

/** Says something on the console's status line. */
export const useAnnounce = () => useContext(Announce);
