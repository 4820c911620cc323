'use client';
import type { SearchHistoryEntry } from '@society/contract/member-area';
import { useRef, useState } from 'react';
import { browserBackend } from '../../lib/auth/backend-fetch.ts';
import { searchDescription } from '../../lib/member/search-description.ts';
import { searchHref } from '../../lib/member/search-href.ts';
import { FormMessage } from '../forms/form-message.tsx';
import { SiteLink } from '../site-link.tsx';
import { TEXT_LINK } from '../text-link.ts';
import { focusOnMount, focusSectionHeading } from './focus.ts';
import { MemberSection, StatusLine } from './member-section.tsx';
import { button, dateFormat } from './ui.ts';
import { useApiAction } from './use-api-action.ts';

/** The member's recent searches (the last 200), newest first: search again, clear one or all. */
export function SearchHistorySection({ initial }: { initial: SearchHistoryEntry[] }) {
  const [entries, setEntries] = useState(initial);
  const [confirmClear, setConfirmClear] = useState(false);
  const clearButton = useRef<HTMLButtonElement>(null);
  const keepHistory = () => {
    setConfirmClear(false);
    requestAnimationFrame(() => clearButton.current?.focus());
  };
  const action = useApiAction();
  const api = browserBackend();

  const clearOne = (entry: SearchHistoryEntry) =>
    action.run(async () => {
      await api('DELETE', `/api/search-history/${entry.id}`);
      setEntries((all) => all.filter((item) => item.id !== entry.id));
      focusSectionHeading('search-history');
      return 'Removed the search from your history.';
    });

  const clearAll = () =>
    action.run(async () => {
      await api('DELETE', '/api/search-history');
      setEntries([]);
      setConfirmClear(false);
      focusSectionHeading('search-history');
      return 'Your search history is cleared.';
    });

  return (
    <MemberSection
      id="search-history"
      title="Search history"
      description="Your last 200 searches, newest first. Only you can see them."
    >
      <FormMessage tone="error">{action.errors.summary}</FormMessage>
      <StatusLine>{action.status}</StatusLine>
      {entries.length === 0 ? (
        <p className="text-stone-700">No searches yet.</p>
      ) : (
        <>
          <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white shadow-sm">
            {entries.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-5 py-3">
                <SiteLink href={searchHref(entry.query)} className={`${TEXT_LINK} break-words`}>
                  {searchDescription(entry.query)}
                </SiteLink>
                <span className="flex-1 text-sm text-stone-600">
                  <time dateTime={entry.createdAt}>{dateFormat.format(new Date(entry.createdAt))}</time>
                  {typeof entry.resultCount === 'number' ? `, ${entry.resultCount} results` : null}
                </span>
                <button
                  type="button"
                  onClick={() => clearOne(entry)}
                  aria-disabled={action.busy || undefined}
                  className={button.danger}
                >
                  Remove<span className="sr-only"> the search {searchDescription(entry.query)}</span>
                </button>
              </li>
            ))}
          </ul>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            {confirmClear ? (
              <>
                <span className="text-red-900">Clear all {entries.length} searches?</span>
                <button
                  ref={focusOnMount}
                  type="button"
                  onClick={clearAll}
                  aria-disabled={action.busy || undefined}
                  className={button.danger}
                >
                  Yes, clear the history
                </button>
                <button type="button" onClick={keepHistory} className={button.secondary}>
                  Keep it
                </button>
              </>
            ) : (
              <button
                ref={clearButton}
                type="button"
                onClick={() => setConfirmClear(true)}
                className={button.secondary}
              >
                Clear all history
              </button>
            )}
          </div>
        </>
      )}
    </MemberSection>
  );
}
